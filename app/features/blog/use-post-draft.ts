import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  browserDraftStore,
  draftKeyOf,
  sameValues,
  type DraftStore,
  type NewPostDraft,
  type PostDraft,
} from "./post-draft.ts";
import type { PostFormValues } from "./post.schema.ts";

/** The draft offered when the editor opened: what it holds, where it is kept, and which new post it is (null when none is known). */
export type OfferedDraft = PostDraft & { key: string; newPostKey: string | null };

function ownDraft(store: DraftStore, key: string, newPostKey: string | null): NewPostDraft | null {
  const draft = store.load(key);
  return draft && { key, newPostKey, draft };
}

/**
 * Keeps the editor's values as a draft while they differ from the post as loaded, offers a draft
 * left by an earlier visit, and removes it when a save of this form succeeds (the action redirects
 * with ?notice=…). Nothing is written until the form is edited, so opening a post and leaving it
 * never touches a stored draft. A new post whose address names it (`addressed`) offers its own
 * draft; New Post offers the newest draft of any new post.
 */
export function usePostDraft({
  postId,
  newPostKey,
  addressed,
  intent,
  loaded,
  values,
  edited,
  store = browserDraftStore,
}: {
  postId: string | undefined;
  newPostKey: string | undefined;
  addressed: boolean;
  intent: "create" | "update";
  loaded: PostFormValues;
  values: PostFormValues;
  edited: boolean;
  store?: DraftStore;
}) {
  const key = draftKeyOf({ postId, newPostKey });
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The draft found when the editor opened. Storage exists only in the browser, so it is read
  // once hydrated (the offer appears then); later writes of this page's own draft do not change it.
  const [opened, setOpened] = useState<{ offer: OfferedDraft | null } | null>(null);
  if (hydrated && !opened) {
    const found = postId || addressed ? ownDraft(store, key, postId ? null : (newPostKey ?? null)) : (store.newPosts()[0] ?? null);
    setOpened({ offer: found && !sameValues(found.draft.values, loaded) ? { ...found.draft, key: found.key, newPostKey: found.newPostKey } : null });
  }
  const offer = opened?.offer ?? null;

  useEffect(() => {
    if (!edited) return;
    if (sameValues(values, loaded)) store.clear(key);
    else store.save(key, { values, savedAt: new Date().toISOString() });
  }, [edited, key, loaded, store, values]);

  // A successful save redirects back to the list: this form's submission, then the list loading.
  // React may never paint that loading state (the list's data can arrive in the same transition),
  // so the editor unmounting while its own submission was the last thing seen counts as well; a
  // refused save stays on this page, and a link followed mid-save is a navigation of its own.
  const ownSubmission =
    navigation.formData?.get("intent") === intent &&
    (postId === undefined || navigation.formData?.get("id") === postId);
  const savedByThisForm =
    ownSubmission &&
    navigation.state === "loading" &&
    new URLSearchParams(navigation.location.search).has("notice");
  const inFlight = ownSubmission && navigation.state !== "idle";
  const saving = useRef(false);
  useEffect(() => {
    saving.current = inFlight;
    if (savedByThisForm) store.clear(key);
  }, [inFlight, key, savedByThisForm, store]);
  useEffect(
    () => () => {
      if (saving.current) store.clear(key);
    },
    [key, store],
  );

  return {
    offer,
    /** This browser's store has been read (once hydrated): `offer` is final. */
    checked: opened !== null,
    /**
     * The offered draft is taken (the caller puts its values in the form and goes on under its
     * key). One kept before new posts had keys goes: the text is kept under this post's key now.
     */
    accept: () => {
      if (offer && !postId && !offer.newPostKey) store.clear(offer.key);
      setOpened({ offer: null });
    },
    /** Forgets a draft in the store (the offered one, unless another is named); the offer goes with it. */
    discard: (target = offer?.key) => {
      if (!target) return;
      store.clear(target);
      if (offer?.key === target) setOpened({ offer: null });
    },
  };
}

import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  browserDraftStore,
  draftKeyOf,
  sameValues,
  type DraftStore,
  type PostDraft,
} from "./post-draft.ts";
import type { PostFormValues } from "./post.schema.ts";

/**
 * Keeps the editor's values as a draft while they differ from the post as loaded, offers a draft
 * left by an earlier visit, and removes it when a save of this form succeeds (the action redirects
 * with ?notice=…). Nothing is written until the form is edited, so opening a post and leaving it
 * never touches a stored draft.
 */
export function usePostDraft({
  postId,
  intent,
  loaded,
  values,
  edited,
  store = browserDraftStore,
}: {
  postId: string | undefined;
  intent: "create" | "update";
  loaded: PostFormValues;
  values: PostFormValues;
  edited: boolean;
  store?: DraftStore;
}) {
  const key = draftKeyOf(postId);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The draft found when this post was opened. Storage exists only in the browser, so it is read
  // once hydrated (the offer appears then); later writes of this page's own draft do not change it.
  const [opened, setOpened] = useState<{
    key: string;
    offer: PostDraft | null;
  } | null>(null);
  if (hydrated && opened?.key !== key) {
    const draft = store.load(key);
    setOpened({
      key,
      offer: draft && !sameValues(draft.values, loaded) ? draft : null,
    });
  }
  const offer = opened?.key === key ? opened.offer : null;

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
    /** Takes the offered draft's values (the caller puts them in the form). */
    accept: () => {
      setOpened({ key, offer: null });
      return offer?.values ?? null;
    },
    discard: () => {
      setOpened({ key, offer: null });
      store.clear(key);
    },
  };
}

// The editor's safety net: what is typed into a post is kept in the browser as it is typed, so a
// reload, a closed tab or an ended session loses nothing, and is offered back the next time the
// same post is opened (New Post offers the newest new one). It is removed once a save succeeds.
//
// The store is an interface on purpose: a server-side autosave with revisions can implement the
// same load/save/clear (keyed by post) and the editor does not change.
import { storageKeys } from "#app/config/site.ts";
import { postFormDefaults, type PostFormValues } from "./post.schema.ts";

export type PostDraft = {
  values: PostFormValues;
  /** When it was last written (ISO). */
  savedAt: string;
};

/** A new post's draft found in a store: where it is kept, and the new post's key (null for a draft kept before keys). */
export type NewPostDraft = { key: string; newPostKey: string | null; draft: PostDraft };

export interface DraftStore {
  load(key: string): PostDraft | null;
  save(key: string, draft: PostDraft): void;
  clear(key: string): void;
  /** The drafts of posts not created yet, newest first. */
  newPosts(): NewPostDraft[];
}

const NEW_POST = "new";

/** A new post's drafts nobody came back to are forgotten this many days after their last edit. */
export const UNSAVED_NEW_POST_KEPT_DAYS = 30;

/** The oldest last edit a new post's draft may have at `now` and still be kept (here and on the server). */
export const newPostDraftsKeptSince = (now: Date | number) => new Date(new Date(now).getTime() - UNSAVED_NEW_POST_KEPT_DAYS * 24 * 60 * 60 * 1000);

/** A new post an editor typed into and never saved, as the post list names it. */
export type UnsavedNewPost = { newPostKey: string; title: string; opening: string; savedAt: string };

/** How much of an unsaved post's text the list shows. */
export const OPENING_CHARACTERS = 120;

/**
 * The words of a Markdown text as a reader sees them, for a one-line opening: headings, list and
 * quote markers, emphasis, code marks and fences go; a link or an image keeps its text.
 */
export function markdownWords(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/(?<!\w)(\*\*|__|\*|_|`|~~)(?=\S)([^\n]*?\S)\1(?!\w)/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The list's entry for a new post's text (its content cut to OPENING_CHARACTERS already, or not). */
export const unsavedNewPost = (newPostKey: string, { title, content, savedAt }: { title: string; content: string; savedAt: string }): UnsavedNewPost => ({
  newPostKey,
  title: title.trim(),
  opening: markdownWords(content.slice(0, OPENING_CHARACTERS)),
  savedAt,
});

/** The server's unsaved new posts and this browser's, one entry per post (its newest text), newest first. */
export function mergeUnsavedNewPosts(server: UnsavedNewPost[], browser: NewPostDraft[]): UnsavedNewPost[] {
  const byKey = new Map(server.map((post) => [post.newPostKey, post]));
  for (const { newPostKey, draft } of browser) {
    const known = newPostKey && byKey.get(newPostKey);
    if (!newPostKey || (known && Date.parse(known.savedAt) >= Date.parse(draft.savedAt))) continue;
    byKey.set(newPostKey, unsavedNewPost(newPostKey, { ...draft.values, savedAt: draft.savedAt }));
  }
  return [...byKey.values()].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}

/** One draft per post, saved or new (by the key its form made). */
export const draftKeyOf = ({ postId, newPostKey }: { postId?: string; newPostKey?: string }) => postId ?? `${NEW_POST}:${newPostKey ?? ""}`;

/** The new post a storage key holds a draft of, or undefined when it is a saved post's. */
export function newPostKeyOf(key: string): string | null | undefined {
  if (key === NEW_POST) return null;
  return key.startsWith(`${NEW_POST}:`) ? key.slice(NEW_POST.length + 1) : undefined;
}

/**
 * The new posts' drafts under `keys`, newest first, and the keys of those nobody came back to
 * within UNSAVED_NEW_POST_KEPT_DAYS (a store forgets them, as the server forgets its own).
 */
export function newPostDrafts(
  keys: string[],
  load: (key: string) => PostDraft | null,
  now = Date.now(),
): { kept: NewPostDraft[]; abandoned: string[] } {
  const keptSince = newPostDraftsKeptSince(now).getTime();
  const kept: NewPostDraft[] = [];
  const abandoned: string[] = [];
  for (const key of keys) {
    const newPostKey = newPostKeyOf(key);
    if (newPostKey === undefined) continue;
    const draft = load(key);
    if (!draft) continue;
    if (Date.parse(draft.savedAt) < keptSince) abandoned.push(key);
    else kept.push({ key, newPostKey, draft });
  }
  kept.sort((a, b) => Date.parse(b.draft.savedAt) - Date.parse(a.draft.savedAt));
  return { kept, abandoned };
}

const fieldNames = Object.keys(postFormDefaults) as Array<keyof PostFormValues>;

/** Whether two sets of form values are the same (the draft adds nothing when they are). */
export const sameValues = (a: PostFormValues, b: PostFormValues) => fieldNames.every((name) => a[name] === b[name]);

/** Stored form values (local or on the server), or null when they are not (another version's shape). Unknown fields are dropped. */
export function draftValues(values: unknown): PostFormValues | null {
  if (typeof values !== "object" || values === null) return null;
  const record = values as Record<string, unknown>;
  const valid = fieldNames.every((name) => typeof record[name] === typeof postFormDefaults[name]);
  if (!valid) return null;
  return Object.fromEntries(fieldNames.map((name) => [name, record[name]])) as PostFormValues;
}

/** A stored draft, or null when it is not one (another version's shape, hand-edited storage). */
export function parseDraft(text: string | null): PostDraft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { values, savedAt } = raw as Record<string, unknown>;
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  const parsed = draftValues(values);
  return parsed && { savedAt, values: parsed };
}

/** Drafts in this browser's local storage. Storage can be blocked or full: then there is no draft, and no error. */
export const browserDraftStore: DraftStore = {
  load(key) {
    try {
      return parseDraft(window.localStorage.getItem(storageKeys.postDraftPrefix + key));
    } catch {
      return null;
    }
  },
  save(key, draft) {
    try {
      window.localStorage.setItem(storageKeys.postDraftPrefix + key, JSON.stringify(draft));
    } catch {
      // Quota or policy: the text is still on the page.
    }
  },
  clear(key) {
    try {
      window.localStorage.removeItem(storageKeys.postDraftPrefix + key);
    } catch {
      // Nothing to do.
    }
  },
  newPosts() {
    try {
      const keys = Object.keys(window.localStorage)
        .filter((name) => name.startsWith(storageKeys.postDraftPrefix))
        .map((name) => name.slice(storageKeys.postDraftPrefix.length));
      const { kept, abandoned } = newPostDrafts(keys, (key) => browserDraftStore.load(key));
      for (const key of abandoned) browserDraftStore.clear(key);
      return kept;
    } catch {
      return [];
    }
  },
};

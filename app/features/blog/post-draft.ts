// The editor's safety net: what is typed into a post is kept in the browser as it is typed, so a
// reload, a closed tab or an ended session loses nothing, and is offered back the next time the
// same post (or a new one) is opened. It is removed once a save succeeds.
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

export interface DraftStore {
  load(key: string): PostDraft | null;
  save(key: string, draft: PostDraft): void;
  clear(key: string): void;
}

/** One draft per post; one for the post not created yet. */
export const draftKeyOf = (postId: string | undefined) => postId ?? "new";

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
};

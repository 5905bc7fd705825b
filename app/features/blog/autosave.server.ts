// The editor's server-side autosave: what is typed into a post is saved here while the editor types,
// one row per editor and post (or per new post, by the key its form made), apart from the post
// itself, so a published post never shows half-written text. Reopening the post offers it back; a
// save of the post removes it (posts.server.ts, in the save's transaction). A new post's text ends
// when a post is created from its key: an autosave that was on its way then is never offered.
import { and, desc, eq, gte, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { blogPostAutosaves, blogPosts } from "#db/schema.ts";
import { draftValues, newPostDraftsKeptSince, OPENING_CHARACTERS, unsavedNewPost, type UnsavedNewPost } from "./post-draft.ts";
import type { PostFormValues } from "./post.schema.ts";

/** Which post an autosave belongs to: a saved one, or a new one by its form's key. */
export type AutosaveTarget = { postId: string } | { newPostKey: string };

export type ServerDraft = {
  values: PostFormValues;
  savedAt: string;
  /** The post's version the text was based on (null for a new post). */
  baseVersion: number | null;
  newPostKey: string | null;
};

/** How many unsaved new posts the list shows, newest first. */
const UNSAVED_NEW_POSTS_LISTED = 20;

export function isAutosaveTarget(target: { postId?: string; newPostKey?: string }): AutosaveTarget | null {
  if (target.postId) return isUuid(target.postId) ? { postId: target.postId } : null;
  if (target.newPostKey) return isUuid(target.newPostKey) ? { newPostKey: target.newPostKey } : null;
  return null;
}

/** The new post's key has not become a post yet (a created post keeps the key of its form). */
const notCreatedYet = notExists(
  sql`(select 1 from ${blogPosts} where ${blogPosts.newPostKey} = ${blogPostAutosaves.newPostKey})`,
);

const targetFilter = (adminId: string, target: AutosaveTarget) =>
  "postId" in target
    ? and(eq(blogPostAutosaves.adminId, adminId), eq(blogPostAutosaves.postId, target.postId))
    : and(eq(blogPostAutosaves.adminId, adminId), eq(blogPostAutosaves.newPostKey, target.newPostKey));

/**
 * Saves (or replaces) this editor's unsaved text for the post; returns when. Throws the database's
 * foreign-key error when the post no longer exists.
 */
export async function saveAutosave(
  db: Database,
  { adminId, target, values, baseVersion, now = new Date() }: {
    adminId: string;
    target: AutosaveTarget;
    values: PostFormValues;
    baseVersion: number | null;
    now?: Date;
  },
): Promise<Date> {
  const row = {
    adminId,
    values,
    baseVersion: "postId" in target ? baseVersion : null,
    savedAt: now,
    ...("postId" in target ? { postId: target.postId } : { newPostKey: target.newPostKey }),
  };
  const conflictTarget =
    "postId" in target ? [blogPostAutosaves.adminId, blogPostAutosaves.postId] : [blogPostAutosaves.adminId, blogPostAutosaves.newPostKey];
  await db
    .insert(blogPostAutosaves)
    .values(row)
    .onConflictDoUpdate({ target: conflictTarget, set: { values, baseVersion: row.baseVersion, savedAt: now } });
  if ("newPostKey" in target) {
    await db
      .delete(blogPostAutosaves)
      .where(and(isNotNull(blogPostAutosaves.newPostKey), lt(blogPostAutosaves.savedAt, newPostDraftsKeptSince(now))));
  }
  return now;
}

type AutosaveRow = typeof blogPostAutosaves.$inferSelect;

function asDraft(row: AutosaveRow | undefined): ServerDraft | undefined {
  const values = row && draftValues(row.values);
  if (!row || !values) return undefined;
  return { values, savedAt: row.savedAt.toISOString(), baseVersion: row.baseVersion, newPostKey: row.newPostKey };
}

/** This editor's unsaved text for a saved post, or for a new post by its form's key. */
export async function getAutosave(db: Database, adminId: string, target: AutosaveTarget): Promise<ServerDraft | undefined> {
  const [row] = await db
    .select()
    .from(blogPostAutosaves)
    .where(and(targetFilter(adminId, target), "newPostKey" in target ? notCreatedYet : undefined))
    .limit(1);
  return asDraft(row);
}

/** This editor's new posts (never created) whose autosave is not abandoned yet. */
const unsavedNewPostsOf = (adminId: string, now: Date) =>
  and(
    eq(blogPostAutosaves.adminId, adminId),
    isNull(blogPostAutosaves.postId),
    isNotNull(blogPostAutosaves.newPostKey),
    gte(blogPostAutosaves.savedAt, newPostDraftsKeptSince(now)),
    notCreatedYet,
  );

/** This editor's newest unsaved new post, to offer when New Post opens. */
export async function newestNewPostAutosave(db: Database, adminId: string, now = new Date()): Promise<ServerDraft | undefined> {
  const [row] = await db
    .select()
    .from(blogPostAutosaves)
    .where(unsavedNewPostsOf(adminId, now))
    .orderBy(desc(blogPostAutosaves.savedAt))
    .limit(1);
  return asDraft(row);
}

/**
 * This editor's unsaved new posts, newest first: each one stays within reach from the post list
 * (New Post offers only the newest), whichever tab or computer it was typed in.
 */
export async function listUnsavedNewPosts(db: Database, adminId: string, now = new Date()): Promise<UnsavedNewPost[]> {
  const rows = await db
    .select({
      newPostKey: blogPostAutosaves.newPostKey,
      title: sql<string | null>`${blogPostAutosaves.values}->>'title'`,
      opening: sql<string | null>`left(${blogPostAutosaves.values}->>'content', ${OPENING_CHARACTERS})`,
      savedAt: blogPostAutosaves.savedAt,
    })
    .from(blogPostAutosaves)
    .where(unsavedNewPostsOf(adminId, now))
    .orderBy(desc(blogPostAutosaves.savedAt))
    .limit(UNSAVED_NEW_POSTS_LISTED);
  return rows.map((row) => unsavedNewPost(row.newPostKey!, { title: row.title ?? "", content: row.opening ?? "", savedAt: row.savedAt.toISOString() }));
}

/** Forgets this editor's unsaved text for the post (Discard, or a save of it). */
export async function discardAutosave(db: Database, adminId: string, target: AutosaveTarget): Promise<void> {
  await db.delete(blogPostAutosaves).where(targetFilter(adminId, target));
}

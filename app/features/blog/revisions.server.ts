// A post's history: every save keeps a revision (title, body, the other fields, who, when), which the
// editor lists and can bring back into the form.
import { desc, eq } from "drizzle-orm";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { blogPostRevisions, type BlogPost, type RevisionMetadata } from "#db/schema.ts";
import { postFormValuesOf, type PostFormValues } from "./post.schema.ts";
import { countWords } from "./reading.ts";

/** Who saves: the signed-in staff member. */
export type Editor = { adminId: string; email: string };

/** How many revisions the editor lists. */
export const LISTED_REVISIONS = 20;

/** Keeps the post as just saved (inside the save's transaction, so a revision exists for every save). */
export async function keepRevision(tx: Pick<Database, "insert">, post: BlogPost, editor: Editor): Promise<void> {
  const metadata: RevisionMetadata = {
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    category: post.category,
    tags: post.tags,
    readTime: post.readTime,
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    featuredImageUrl: post.featuredImageUrl,
  };
  await tx.insert(blogPostRevisions).values({
    postId: post.id,
    version: post.version,
    title: post.title,
    content: post.content,
    metadata,
    adminId: editor.adminId,
    editorEmail: editor.email,
    createdAt: post.updatedAt,
  });
}

export type RevisionSummary = { id: string; version: number; title: string; words: number; editorEmail: string; createdAt: string };

/** The newest revisions of a post, newest first. */
export async function listRevisions(db: Database, postId: string, limit = LISTED_REVISIONS): Promise<RevisionSummary[]> {
  if (!isUuid(postId)) return [];
  const rows = await db
    .select({
      id: blogPostRevisions.id,
      version: blogPostRevisions.version,
      title: blogPostRevisions.title,
      content: blogPostRevisions.content,
      editorEmail: blogPostRevisions.editorEmail,
      createdAt: blogPostRevisions.createdAt,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.version))
    .limit(limit);
  return rows.map(({ content, createdAt, ...row }) => ({ ...row, words: countWords(content), createdAt: createdAt.toISOString() }));
}

/** The latest save of a post: who made it and when (what a refused stale save names). */
export async function latestRevision(db: Database, postId: string): Promise<{ editorEmail: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ editorEmail: blogPostRevisions.editorEmail, createdAt: blogPostRevisions.createdAt })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.version))
    .limit(1);
  return row;
}

export type RevisionDetail = { id: string; postId: string; version: number; editorEmail: string; createdAt: string; values: PostFormValues };

/** One revision, as the form would show it. */
export async function getRevision(db: Database, revisionId: string): Promise<RevisionDetail | undefined> {
  if (!isUuid(revisionId)) return undefined;
  const [row] = await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.id, revisionId)).limit(1);
  if (!row) return undefined;
  const { metadata } = row;
  return {
    id: row.id,
    postId: row.postId,
    version: row.version,
    editorEmail: row.editorEmail,
    createdAt: row.createdAt.toISOString(),
    values: postFormValuesOf({
      ...metadata,
      title: row.title,
      content: row.content,
      publishedAt: metadata.publishedAt ? new Date(metadata.publishedAt) : null,
    }),
  };
}

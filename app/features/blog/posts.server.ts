// Every blog_posts query: the public list and page, the feed and sitemap, and the admin's writes.
// A write is one transaction: the post, its revision, its slug history and the end of the editor's
// autosave go in together.
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { byTime, readKeysetPage, type ListTotal, type PageRequest } from "#app/lib/keyset.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { contentChanged } from "#db/content-changes.ts";
import type { Database } from "#db/index.ts";
import { blogPostAutosaves, blogPosts, blogPostSlugs, type BlogPost } from "#db/schema.ts";
import { isUniqueViolation } from "./db-errors.server.ts";
import type { BlogListEntry } from "./entry.ts";
import { ALL_CATEGORIES, type BlogFilter, type CategoryTally } from "./filter.ts";
import type { PostInput } from "./post.schema.ts";
import { postStatus, type PostStatus } from "./post-status.ts";
import { endPreviewLinks } from "./preview-link.server.ts";
import { removePostCards } from "./post-social-image.server.ts";
import { isPublic } from "./publication.server.ts";
import { keepRevision, latestRevision, type Editor } from "./revisions.server.ts";
import { reservedSlugs, slugify } from "./slug.ts";
import { likeLiteral } from "#app/lib/like-literal.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { AuditAction, AuditDetails } from "#app/features/audit/audit.ts";

const listColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  featuredImageUrl: blogPosts.featuredImageUrl,
};

/**
 * The spec's search in SQL, as filter.ts applies it to the pinned articles: a case-insensitive
 * substring of the title, the excerpt or any one tag. Undefined for an empty search.
 */
function matchesSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeLiteral(q)}%`;
  return or(
    ilike(blogPosts.title, pattern),
    ilike(blogPosts.excerpt, pattern),
    sql`exists (select 1 from unnest(${blogPosts.tags}) as tag where tag ilike ${pattern})`,
  );
}

/** Search and category combine: a post must match both. */
function matchesFilter({ q, category }: BlogFilter): SQL | undefined {
  return and(matchesSearch(q), category === ALL_CATEGORIES ? undefined : eq(blogPosts.category, category));
}

type PublishedPostQuery = { filter?: BlogFilter; offset?: number; limit?: number };

/**
 * Posts the public may read now, newest first (the id breaks ties, so pages neither repeat nor
 * skip a post): all of them, or those matching a filter, or a window of either (the list's page,
 * the feed).
 */
export async function listPublishedPosts(
  db: Pick<Database, "select">,
  { filter, offset = 0, limit }: PublishedPostQuery = {},
  now = new Date(),
): Promise<BlogListEntry[]> {
  const query = db
    .select(listColumns)
    .from(blogPosts)
    .where(and(isPublic(now), filter && matchesFilter(filter)))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit)).offset(offset);
  // isPublic admits only posts with a publish time.
  return rows.map(({ publishedAt, ...row }) => ({ ...row, publishedAt: publishedAt!.toISOString() }));
}

/** Each category of the public posts: how many it has, and how many match the search `q`. */
export function tallyPublishedPosts(db: Pick<Database, "select">, q: string, now = new Date()): Promise<CategoryTally[]> {
  const matching = matchesSearch(q);
  return db
    .select({
      category: blogPosts.category,
      posts: count(),
      matching: matching ? sql<number>`count(*) filter (where ${matching})`.mapWith(Number) : count(),
    })
    .from(blogPosts)
    .where(isPublic(now))
    .groupBy(blogPosts.category);
}

/** How many posts the public may read now (the sitemap's size). */
export async function countPublishedPosts(db: Database, now = new Date()): Promise<number> {
  return db.$count(blogPosts, isPublic(now));
}

/**
 * The address and last change of public posts, oldest first (by id within a publish time): the
 * sitemap's parts. A new post lands in the last part, so the earlier parts stay as they were.
 */
export function listPublishedPostDates(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
  now = new Date(),
): Promise<Array<Pick<BlogPost, "slug" | "updatedAt">>> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
    .offset(offset)
    .limit(limit);
}

/** One post the public may read now, by slug; a draft, a scheduled post or a missing slug is undefined. */
export async function getPublishedPost(db: Database, slug: string, now = new Date()): Promise<BlogPost | undefined> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  return post;
}

/** The author and tags of every post the public may read now: the legacy archives answer only for these. */
export function listPublishedBylines(db: Database, now = new Date()): Promise<Array<Pick<BlogPost, "author" | "tags">>> {
  return db.select({ author: blogPosts.author, tags: blogPosts.tags }).from(blogPosts).where(isPublic(now));
}

/** The current slug of a public post that used to be at `slug` (its old address answers 301 there). */
export async function movedPostSlug(db: Database, slug: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostSlugs)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
    .where(and(eq(blogPostSlugs.slug, slug), isPublic(now)))
    .limit(1);
  return row?.slug;
}

export type AdminPostRow = Pick<BlogPost, "id" | "title" | "slug" | "category" | "published" | "publishedAt" | "createdAt">;

/** The admin's list order: newest first by creation. */
export const adminPostKeyset = byTime(blogPosts.createdAt, blogPosts.id, "desc");

/** The posts in one status at `now`: drafts, scheduled (published, its time ahead) or published (public). */
function statusCondition(status: PostStatus, now: Date): SQL {
  switch (status) {
    case "draft":
      return eq(blogPosts.published, false);
    case "scheduled":
      return and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, now))!;
    case "published":
      return isPublic(now);
  }
}

/** One page of every post, drafts included (or those of one status), newest first. */
export function listAdminPosts(
  db: Database,
  { status, request, size, total, now = new Date() }: { status?: PostStatus; request: PageRequest; size: number; total?: ListTotal; now?: Date },
) {
  return readKeysetPage<AdminPostRow>(
    adminPostKeyset,
    request,
    size,
    (page, limit) =>
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          category: blogPosts.category,
          published: blogPosts.published,
          publishedAt: blogPosts.publishedAt,
          createdAt: blogPosts.createdAt,
          cursorKeys: page.cursorKeys,
        })
        .from(blogPosts)
        .where(and(status ? statusCondition(status, now) : undefined, page.where))
        .orderBy(...page.orderBy)
        .limit(limit),
    total,
  );
}

/** How many posts are drafts, scheduled and published at `now`. */
export async function countPostsByStatus(db: Database, now = new Date()): Promise<Record<PostStatus, number>> {
  const count = (status: PostStatus) => sql<number>`count(*) filter (where ${statusCondition(status, now)})::int`;
  const [row] = await db.select({ draft: count("draft"), scheduled: count("scheduled"), published: count("published") }).from(blogPosts);
  return { draft: row?.draft ?? 0, scheduled: row?.scheduled ?? 0, published: row?.published ?? 0 };
}

export async function getPostById(db: Database, id: string): Promise<BlogPost | undefined> {
  if (!isUuid(id)) return undefined;
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/** A save the admin can fix: a field error to show beside the input. */
export class PostSaveError extends Error {
  constructor(
    readonly field: "title" | "slug",
    message: string,
  ) {
    super(message);
  }
}

/** A save based on a version of the post that someone has saved over since: refused, nothing written. */
export class PostConflictError extends Error {
  constructor(
    readonly savedBy: string | null,
    readonly savedAt: Date,
    readonly currentVersion: number,
  ) {
    super("This post was saved by someone else after you opened it. Your changes were not saved, and nothing was overwritten.");
  }
}

/**
 * The post's address: the slug as typed (tidied by the spec's rule) or, when blank, made from the
 * title. Errors name the field the address came from.
 */
function slugFor(input: PostInput): { slug: string; field: "title" | "slug" } {
  const field = input.slug ? "slug" : "title";
  const slug = slugify(input.slug || input.title);
  const choose = field === "title" ? "title" : "address";
  if (!slug) {
    throw new PostSaveError(
      field,
      field === "title" ? "Add a title with letters or digits: the post's address is made from it." : "Use letters or digits in the address.",
    );
  }
  if (reservedSlugs.has(slug)) {
    throw new PostSaveError(field, `The address /blog/${slug} belongs to another page. Please choose a different ${choose}.`);
  }
  return { slug, field };
}

const slugTaken = ({ slug, field }: { slug: string; field: "title" | "slug" }) =>
  new PostSaveError(
    field,
    `Another post already uses the address /blog/${slug}. Please choose a different ${field === "title" ? "title" : "address"}.`,
  );

/** The stored columns a save writes (publish time and slug are worked out by the caller). */
function columnsOf(input: PostInput) {
  const { slug: _slug, publishAt: _publishAt, ...columns } = input;
  return columns;
}

export type SaveOptions = {
  editor: Editor;
  now?: Date;
  /** The revision whose fields the editor restored before this save (its audit entry says so). */
  restoredFromVersion?: number;
};

/**
 * What a save is called in the audit log: a change of publication first (published, which includes
 * scheduled, or unpublished), then a restored revision, then an ordinary save. A new post is
 * created, and published too when it was saved published.
 */
function saveActions(before: BlogPost | null, after: BlogPost, restoredFromVersion: number | undefined): AuditAction[] {
  if (!before) return after.published ? ["post.created", "post.published"] : ["post.created"];
  if (after.published && !before.published) return ["post.published"];
  if (!after.published && before.published) return ["post.unpublished"];
  return [restoredFromVersion ? "post.restored" : "post.updated"];
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The save's audit entries, in its transaction: the post by id and slug, its status, the version saved. */
async function auditSave(
  tx: Transaction,
  actor: AuditActor,
  { before, after, now, restoredFromVersion, previewLinksEnded }: { before: BlogPost | null; after: BlogPost; now: Date; restoredFromVersion?: number; previewLinksEnded?: number },
) {
  const details: AuditDetails = { slug: after.slug, status: postStatus(after, now), version: after.version };
  if (after.published && after.publishedAt) details.publishedAt = after.publishedAt.toISOString();
  if (restoredFromVersion) details.restoredFromVersion = restoredFromVersion;
  if (previewLinksEnded) details.previewLinksEnded = previewLinksEnded;
  for (const action of saveActions(before, after, restoredFromVersion)) {
    await recordAudit(tx, { actor, action, subject: "post", subjectId: after.id, details, at: now });
  }
}

/** Runs a save; a slug another post holds becomes a field error once the transaction has rolled back. */
async function saving<T>(slug: { slug: string; field: "title" | "slug" }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * Inserts a post with its first revision. The slug comes from the slug field or the title; a
 * published post goes public at its publish time (now when blank, later when scheduled). A new
 * post's autosave (by its form's key) ends here.
 */
export async function createPost(
  db: Database,
  input: PostInput,
  { editor, now = new Date(), newPostKey }: SaveOptions & { newPostKey?: string },
): Promise<BlogPost> {
  const slug = slugFor(input);
  const post = await saving(slug, () =>
    db.transaction(async (tx) => {
      const row = {
        ...columnsOf(input),
        slug: slug.slug,
        publishedAt: input.published ? (input.publishAt ?? now) : null,
        createdAt: now,
        updatedAt: now,
      };
      const formKey = newPostKey && isUuid(newPostKey) ? newPostKey : null;
      // A second Create from the same form (another tab of it, at the same moment too) makes a post
      // of its own, without the key: the key stays with the first.
      const [keyed] = formKey
        ? await tx.insert(blogPosts).values({ ...row, newPostKey: formKey }).onConflictDoNothing({ target: blogPosts.newPostKey }).returning()
        : [];
      const created = keyed ?? (await tx.insert(blogPosts).values(row).returning())[0];
      // The address is this post's now: an old redirect from it (another post's former slug) ends.
      await tx.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, slug.slug));
      await keepRevision(tx, created!, editor);
      await auditSave(tx, editor, { before: null, after: created!, now });
      if (keyed && formKey) {
        await tx
          .delete(blogPostAutosaves)
          .where(and(eq(blogPostAutosaves.adminId, editor.adminId), eq(blogPostAutosaves.newPostKey, formKey)));
      }
      if (created!.published) await contentChanged(tx);
      return created!;
    }),
  );
  return post;
}

/**
 * When an updated post goes public: never while unpublished; at the publish time given; otherwise
 * at the date it already has if that has come (fixing a typo does not move an old article to the
 * top), or now (publishing a draft, or publishing a scheduled post at once).
 */
function publishedAtFor(input: PostInput, current: BlogPost, now: Date): Date | null {
  if (!input.published) return null;
  if (input.publishAt) return input.publishAt;
  return current.publishedAt && current.publishedAt <= now ? current.publishedAt : now;
}

/**
 * Updates a post, if it is still at `expectedVersion` (PostConflictError otherwise: nothing is
 * written), keeping a revision. When a published post's slug changes, its old address joins the
 * slug history and answers 301 to the new one. The editor's autosave for the post ends here.
 * Returns undefined when the post no longer exists.
 */
export async function updatePost(
  db: Database,
  id: string,
  input: PostInput,
  { editor, now = new Date(), expectedVersion, restoredFromVersion }: SaveOptions & { expectedVersion: number },
): Promise<BlogPost | undefined> {
  const current = await getPostById(db, id);
  if (!current) return undefined;
  const slug = slugFor(input);
  const post = await saving(slug, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(blogPosts)
        .set({
          ...columnsOf(input),
          slug: slug.slug,
          publishedAt: publishedAtFor(input, current, now),
          updatedAt: now,
          version: sql`${blogPosts.version} + 1`,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, expectedVersion)))
        .returning();
      if (!updated) return undefined;
      if (current.published && current.slug !== updated.slug) {
        await tx
          .insert(blogPostSlugs)
          .values({ slug: current.slug, postId: id, createdAt: now })
          .onConflictDoUpdate({ target: blogPostSlugs.slug, set: { postId: id, createdAt: now } });
      }
      await tx.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, updated.slug));
      await keepRevision(tx, updated, editor);
      // Preview links are for a post not public yet: going public, or leaving it, ends them for good.
      const touchedPublic = postStatus(current, now) === "published" || postStatus(updated, now) === "published";
      const previewLinksEnded = touchedPublic ? await endPreviewLinks(tx, { postId: id }, now) : 0;
      // Social cards are for public posts: an unpublished one's card goes.
      if (!updated.published) await removePostCards(tx, id);
      await auditSave(tx, editor, { before: current, after: updated, now, restoredFromVersion, previewLinksEnded });
      await tx.delete(blogPostAutosaves).where(and(eq(blogPostAutosaves.adminId, editor.adminId), eq(blogPostAutosaves.postId, id)));
      if (current.published || updated.published) await contentChanged(tx);
      return updated;
    }),
  );
  if (!post) {
    // Deleted, or saved by someone else since this editor opened it.
    const latest = await getPostById(db, id);
    if (!latest) return undefined;
    const last = await latestRevision(db, id);
    throw new PostConflictError(last?.editorEmail ?? null, last?.createdAt ?? latest.updatedAt, latest.version);
  }
  return post;
}

/**
 * Deletes a post (its revisions, autosaves, old addresses and preview links go with it), with its
 * audit entry; false when there was none.
 */
export async function deletePost(db: Database, id: string, actor: AuditActor, now = new Date()): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) return false;
    if (deleted.published) await contentChanged(tx);
    await recordAudit(tx, { actor, action: "post.deleted", subject: "post", subjectId: id, details: { slug: deleted.slug, status: postStatus(deleted, now) }, at: now });
    return true;
  });
}

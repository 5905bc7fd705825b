// Every blog_posts query: the public list and page, the feed and sitemap, and the admin's writes.
import { and, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { blogPosts, type BlogPost } from "#db/schema.ts";
import { isUniqueViolation } from "./db-errors.server.ts";
import type { BlogListEntry } from "./entry.ts";
import type { PostInput } from "./post.schema.ts";
import { reservedSlugs, slugify } from "./slug.ts";

const listColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  featuredImageUrl: blogPosts.featuredImageUrl,
};

export type PublishedPostSummary = BlogListEntry & { updatedAt: string };

/** Published posts, newest first (the list, the feed and the sitemap read this). */
export async function listPublishedPosts(db: Database): Promise<PublishedPostSummary[]> {
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt));
  return rows.map(({ id: _id, publishedAt, updatedAt, ...row }) => ({
    ...row,
    publishedAt: (publishedAt ?? updatedAt).toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** One published post by slug; a draft or a missing slug is undefined. */
export async function getPublishedPost(db: Database, slug: string): Promise<BlogPost | undefined> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return post;
}

/** The author and tags of every published post: the legacy archives answer only for these. */
export function listPublishedBylines(db: Database): Promise<Array<Pick<BlogPost, "author" | "tags">>> {
  return db.select({ author: blogPosts.author, tags: blogPosts.tags }).from(blogPosts).where(eq(blogPosts.published, true));
}

export type AdminPostRow = Pick<BlogPost, "id" | "title" | "slug" | "category" | "published" | "publishedAt" | "createdAt">;

/** Every post, drafts included, newest first by creation. */
export function listAllPosts(db: Database): Promise<AdminPostRow[]> {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt));
}

export async function getPostById(db: Database, id: string): Promise<BlogPost | undefined> {
  if (!isUuid(id)) return undefined;
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/** A save the admin can fix: a field error to show beside the input. */
export class PostSaveError extends Error {
  constructor(
    readonly field: "title",
    message: string,
  ) {
    super(message);
  }
}

function slugFor(title: string): string {
  const slug = slugify(title);
  if (!slug) throw new PostSaveError("title", "Add a title with letters or digits: the post's address is made from it.");
  if (reservedSlugs.has(slug)) {
    throw new PostSaveError("title", `The address /blog/${slug} belongs to another page. Please choose a different title.`);
  }
  return slug;
}

const slugTaken = (slug: string) =>
  new PostSaveError("title", `Another post already uses the address /blog/${slug}. Please choose a different title.`);

/** Inserts a post; the slug comes from the title, published_at from the published flag. */
export async function createPost(db: Database, input: PostInput, now = new Date()): Promise<BlogPost> {
  const slug = slugFor(input.title);
  try {
    const [post] = await db
      .insert(blogPosts)
      .values({ ...input, slug, publishedAt: input.published ? now : null, createdAt: now, updatedAt: now })
      .returning();
    return post!;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * Updates a post. Publishing stamps published_at; unpublishing clears it; re-saving a post that
 * is already public keeps its original date, so fixing a typo does not move it to the top.
 * Returns undefined when the post no longer exists.
 */
export async function updatePost(db: Database, id: string, input: PostInput, now = new Date()): Promise<BlogPost | undefined> {
  if (!isUuid(id)) return undefined;
  const slug = slugFor(input.title);
  try {
    const [post] = await db
      .update(blogPosts)
      .set({
        ...input,
        slug,
        publishedAt: input.published ? sql`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)` : null,
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    return post;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Deletes a post; false when there was none. */
export async function deletePost(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length > 0;
}

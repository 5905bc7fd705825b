import { sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import { seedPosts } from "./seed-posts.server.ts";
import { slugify } from "./slug.ts";
import { contentChanged } from "#db/content-changes.ts";

/**
 * Fills an empty blog with the first articles. Returns how many were inserted. Two processes
 * starting together may both see an empty table; the slug constraint lets only one copy in.
 */
export async function seedBlogPosts(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
  if ((row?.n ?? 0) > 0) return 0;
  const inserted = await db
    .insert(blogPosts)
    .values(
      seedPosts.map((post) => {
        const publishedAt = new Date(post.publishedAt);
        return {
          ...post,
          slug: slugify(post.title),
          author: brand.teamAuthor,
          published: true,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  // Another process may already have stored the empty blog.
  if (inserted.length > 0) await contentChanged(db);
  return inserted.length;
}

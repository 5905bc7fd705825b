// When the public blog changes, and the one rule for what the public sees. Every public query
// (list, post page, feed, sitemap, search) filters with `isPublic`; a post whose publish time is
// still ahead is hidden by that filter until the time comes, so a scheduled post appears on its
// own, with no restart and no request from an editor.
//
// Stored pages (server/page-cache.ts) hear of it like any other content change: every write that
// can change what the public sees calls `contentChanged` in its transaction, and the scheduler
// (app/lib/scheduled-changes.server.ts, with `blogSchedule`) calls it when a post's time comes.
import { and, asc, eq, gt, lte, type SQL } from "drizzle-orm";
import type { ContentSchedule } from "#app/lib/scheduled-changes.server.ts";
import type { Database } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";

/** A post the public may read at `now`: published, with a publish time that has come. */
export function isPublic(now: Date): SQL {
  return and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now))!;
}

/** The earliest publish time still ahead, or null when nothing is scheduled. */
export async function nextScheduledPublishAt(db: Database, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Posts whose publish time comes: public from then on. */
export const blogSchedule: ContentSchedule = {
  describe: "scheduled post is now public",
  dueBetween: async (db, since, at) =>
    (await db
      .select({ postId: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, since), lte(blogPosts.publishedAt, at)))),
  next: (db, at) => nextScheduledPublishAt(db, at),
};

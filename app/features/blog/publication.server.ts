// When the public blog changes, and the one rule for what the public sees. Every public query
// (list, post page, feed, sitemap, search) filters with `isPublic`; a post whose publish time is
// still ahead is hidden by that filter until the time comes, so a scheduled post appears on its
// own, with no restart and no request from an editor.
//
// Stored pages (server/page-cache.ts) hear of it like any other content change: every write that
// can change what the public sees calls `contentChanged` in its transaction, and the scheduler
// calls it when a scheduled post's time comes.
import { and, asc, eq, gt, lte, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { contentChanged } from "#db/content-changes.ts";
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

/** The scheduler looks again at least this often: another process may have scheduled a post meanwhile. */
export const SCHEDULE_POLL_MS = 60_000;

/**
 * Announces scheduled publications as their time comes (`contentChanged`), in every process.
 * It sleeps until the next publish time (or the poll interval, whichever is sooner), so a change
 * made elsewhere is seen within a minute. Returns the stop function.
 */
export function startScheduledPublishing({
  db,
  logger,
  pollMs = SCHEDULE_POLL_MS,
  now = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  pollMs?: number;
  now?: () => Date;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // Publications are announced once per process: those whose time fell after the last look.
  let since = now();

  const tick = async () => {
    const at = now();
    const due = await db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, since), lte(blogPosts.publishedAt, at)));
    since = at;
    for (const post of due) {
      logger.info({ postId: post.id, slug: post.slug }, "scheduled post is now public");
    }
    if (due.length > 0) await contentChanged(db);
    const next = await nextScheduledPublishAt(db, at);
    const wait = next ? Math.min(pollMs, next.getTime() - at.getTime() + 50) : pollMs;
    if (!stopped) {
      timer = setTimeout(schedule, wait);
      timer.unref();
    }
  };
  const schedule = () => {
    running = tick().catch((err: unknown) => {
      logger.warn({ err }, "could not check scheduled posts");
      if (!stopped) {
        timer = setTimeout(schedule, pollMs);
        timer.unref();
      }
    });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

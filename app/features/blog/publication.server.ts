// When the public blog changes, and the one rule for what the public sees. Every public query
// (list, post page, feed, sitemap, search) filters with `isPublic`; a post whose publish time is
// still ahead is hidden by that filter until the time comes, so a scheduled post appears on its
// own, with no restart and no request from an editor.
//
// The seam for caching (issue 20): `publicBlogChanged` is called after every write that can change
// what the public sees and, by the scheduler in every process, when a scheduled post's time comes;
// `nextScheduledPublishAt` says how long anything public may be cached. A cache subscribes with
// `onPublicBlogChange` (across processes it relays the change itself, e.g. with LISTEN/NOTIFY).
import { and, asc, eq, gt, lte, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
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

/**
 * How long a public blog response may be kept by a cache: `maxSeconds`, but never past the next
 * scheduled publication, so a shared cache cannot hide a post that has gone live.
 */
export function publicMaxAge(next: Date | null, now = new Date(), maxSeconds = 300): number {
  if (!next) return maxSeconds;
  return Math.max(0, Math.min(maxSeconds, Math.floor((next.getTime() - now.getTime()) / 1000)));
}

export type PublicBlogChange = {
  reason: "created" | "updated" | "deleted" | "scheduled-publication";
  postId?: string;
  /** The post's addresses that may show something else now (its current and former slugs). */
  slugs?: string[];
};

type Listener = (change: PublicBlogChange) => void;
const listeners = new Set<Listener>();

/** Subscribes to changes of the public blog in this process; returns the unsubscribe. */
export function onPublicBlogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says that what the public blog shows may have changed. A listener that throws does not stop the others. */
export function publicBlogChanged(change: PublicBlogChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // A cache that cannot be told is the cache's problem; the write has happened.
    }
  }
}

/** The scheduler looks again at least this often: another process may have scheduled a post meanwhile. */
export const SCHEDULE_POLL_MS = 60_000;

/**
 * Announces scheduled publications as their time comes (`publicBlogChanged`), in every process.
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
      publicBlogChanged({ reason: "scheduled-publication", postId: post.id, slugs: [post.slug] });
    }
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

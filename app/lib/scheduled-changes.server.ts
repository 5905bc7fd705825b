// Content that changes on its own at a set time (a post scheduled to publish, a site entry whose
// showing starts or ends): public queries hide or show it by themselves, and this announces the
// moment to every process's page cache (`contentChanged`) as it comes, with no restart and no
// request from an editor. Each kind of content is a schedule: what became due between two moments,
// and the next moment ahead.
import type { Logger } from "pino";
import { contentChanged } from "#db/content-changes.ts";
import type { Database } from "#db/index.ts";

export type ContentSchedule = {
  /** What changes, for the log ("scheduled post is now public"). */
  describe: string;
  /** What became due in (since, at], named for the log. */
  dueBetween: (db: Database, since: Date, at: Date) => Promise<Array<Record<string, string>>>;
  /** The next moment ahead of `at`, or null. */
  next: (db: Database, at: Date) => Promise<Date | null>;
};

/** The scheduler looks again at least this often: another process may have scheduled something meanwhile. */
export const SCHEDULE_POLL_MS = 60_000;

/**
 * Announces each schedule's moments as they come, in every process. It sleeps until the next one
 * (or the poll interval, whichever is sooner), so a change made elsewhere is seen within a minute.
 * Returns the stop function.
 */
export function startScheduledChanges({
  db,
  logger,
  schedules,
  pollMs = SCHEDULE_POLL_MS,
  now = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  schedules: ContentSchedule[];
  pollMs?: number;
  now?: () => Date;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // Moments are announced once per process: those that fell after the last look.
  let since = now();

  const tick = async () => {
    const at = now();
    let due = 0;
    for (const schedule of schedules) {
      const items = await schedule.dueBetween(db, since, at);
      for (const item of items) logger.info(item, schedule.describe);
      due += items.length;
    }
    if (due > 0) await contentChanged(db);
    // Only once announced: a failed announcement is tried again at the next look.
    since = at;
    const moments = (await Promise.all(schedules.map((schedule) => schedule.next(db, at)))).filter((moment): moment is Date => moment !== null);
    const next = moments.length > 0 ? Math.min(...moments.map((moment) => moment.getTime())) : null;
    const wait = next === null ? pollMs : Math.min(pollMs, next - at.getTime() + 50);
    if (!stopped) {
      timer = setTimeout(schedule, wait);
      timer.unref();
    }
  };
  const schedule = () => {
    running = tick().catch((err: unknown) => {
      logger.warn({ err }, "could not check scheduled content");
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

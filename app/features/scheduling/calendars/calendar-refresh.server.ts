// Keeps hosts' busy times: each calendar (an iCal feed or a CalDAV account) is read over the days
// bookings can reach and its host_busy_times replaced in one transaction with the read's outcome.
// A failed read keeps the last good busy times and records its error in words; the Availability
// page shows both. Reads happen in the background every CALENDAR_REFRESH, again just before a
// booking commits when the last one is older than that, and on demand when a host saves a new
// address.
//
// Several server processes may share PostgreSQL: a read starts with a claim (an UPDATE of
// last_attempt_at, under SKIP LOCKED), so two processes never read one calendar at once, and its
// result is stored only while the calendar still has the address it was read from.
import { and, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { hostBusyTimes, hostCalendars, hosts } from "#db/schema.ts";
import type { Env } from "#app/env.server.ts";
import { calendarReads } from "#app/lib/metrics.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { merge, type Interval } from "#app/features/scheduling/intervals.ts";
import { busyTimes } from "./busy-times.ts";
import { readCaldavBusyTimes } from "./caldav.server.ts";
import { CalendarError } from "./calendar-error.ts";
import type { CalendarHttpOptions } from "./calendar-http.server.ts";
import { decryptPassword } from "./calendar-secrets.server.ts";
import { feedAddress } from "./calendar-address.ts";
import { readIcalFeed, type FeedValidators } from "./ical-feed.server.ts";

const DAY_MS = 24 * 60 * 60_000;

type HostCalendar = typeof hostCalendars.$inferSelect;

export type RefreshSettings = Pick<Env, "CALENDAR_REFRESH" | "BOOKING_HORIZON_DAYS" | "CALENDAR_ENCRYPTION_KEY">;
export type RefreshOptions = { logger?: Logger; http?: CalendarHttpOptions };

/** What one read did: stored new busy times, found the feed unchanged (304), or failed (in words). */
export type RefreshOutcome =
  | { status: "read"; busyTimes: number }
  | { status: "unchanged" }
  | { status: "failed"; error: string }
  /** No such calendar, or its address changed while it was read (the result was dropped). */
  | { status: "gone" };

/** The days a read covers: from a day ago to the end of the booking horizon, two days to spare. */
export const readRange = (env: Pick<Env, "BOOKING_HORIZON_DAYS">, now: Date): Interval => ({
  start: now.getTime() - DAY_MS,
  end: now.getTime() + (env.BOOKING_HORIZON_DAYS + 2) * DAY_MS,
});

const calendarColumns = {
  id: hostCalendars.id,
  adminId: hostCalendars.adminId,
  kind: hostCalendars.kind,
  url: hostCalendars.url,
  username: hostCalendars.username,
  passwordEncrypted: hostCalendars.passwordEncrypted,
  etag: hostCalendars.etag,
  lastModified: hostCalendars.lastModified,
  lastReadAt: hostCalendars.lastReadAt,
  timeZone: hosts.timeZone,
};
type CalendarRow = Pick<HostCalendar, "id" | "adminId" | "kind" | "url" | "username" | "passwordEncrypted" | "etag" | "lastModified" | "lastReadAt"> & { timeZone: string };

/** Stamps an attempt on the calendars `which` selects, and returns them as a read needs them. */
async function attemptCalendars(db: Database, which: SQL, now: Date): Promise<CalendarRow[]> {
  const stamped = await db.update(hostCalendars).set({ lastAttemptAt: now }).where(which).returning({ id: hostCalendars.id });
  if (stamped.length === 0) return [];
  return db
    .select(calendarColumns)
    .from(hostCalendars)
    .innerJoin(hosts, eq(hosts.adminId, hostCalendars.adminId))
    .where(inArray(hostCalendars.id, stamped.map((row) => row.id)));
}

/**
 * Claims the calendars matching `where` whose last attempt is at least `gapMs` old, stamping the
 * attempt now; SKIP LOCKED lets another process claim others at the same moment.
 */
function claimCalendars(db: Database, where: SQL | undefined, now: Date, gapMs: number, limit = 1000): Promise<CalendarRow[]> {
  const due = db
    .select({ id: hostCalendars.id })
    .from(hostCalendars)
    .where(and(where, or(isNull(hostCalendars.lastAttemptAt), lte(hostCalendars.lastAttemptAt, new Date(now.getTime() - gapMs)))))
    .orderBy(sql`${hostCalendars.lastAttemptAt} asc nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  return attemptCalendars(db, inArray(hostCalendars.id, due), now);
}

/** The calendar as it was read: a result is stored only while it still has that address and account. */
const stillTheSame = (calendar: CalendarRow) =>
  and(
    eq(hostCalendars.id, calendar.id),
    eq(hostCalendars.url, calendar.url),
    sql`${hostCalendars.username} is not distinct from ${calendar.username}`,
    sql`${hostCalendars.passwordEncrypted} is not distinct from ${calendar.passwordEncrypted}`,
  );

/**
 * A feed's validators are sent only on the UTC day of its last good read: the busy times kept
 * were then expanded that day, over a range that still reaches the horizon. A feed unchanged for
 * days is read in full once a day, so its repeating events reach each new day.
 */
function validatorsFor(calendar: CalendarRow, now: Date): FeedValidators | null {
  const sameDay = calendar.lastReadAt && Math.floor(calendar.lastReadAt.getTime() / DAY_MS) === Math.floor(now.getTime() / DAY_MS);
  return sameDay && (calendar.etag || calendar.lastModified) ? { etag: calendar.etag, lastModified: calendar.lastModified } : null;
}

type Read = { changed: false } | { changed: true; busy: Interval[]; validators: FeedValidators };

async function read(db: Database, env: RefreshSettings, calendar: CalendarRow, now: Date, http: CalendarHttpOptions | undefined): Promise<Read> {
  const range = readRange(env, now);
  if (calendar.kind === "ical") {
    const feed = await readIcalFeed(calendar.url, validatorsFor(calendar, now), http);
    if (!feed.changed) return { changed: false };
    return { changed: true, busy: busyTimes(feed.text, calendar.timeZone, range), validators: { etag: feed.etag, lastModified: feed.lastModified } };
  }
  if (!calendar.username || !calendar.passwordEncrypted) throw new CalendarError("CALENDAR_AUTH", "The CalDAV account has no user name or app password.");
  const password = await decryptPassword(db, env, calendar.adminId, calendar.passwordEncrypted);
  const busy = await readCaldavBusyTimes({ url: calendar.url, username: calendar.username, password }, calendar.timeZone, range, http);
  return { changed: true, busy, validators: { etag: null, lastModified: null } };
}

/** Replaces the calendar's busy times and records the good read, in one transaction. */
async function storeRead(db: Database, calendar: CalendarRow, outcome: Read, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A 304 is a good read too; it keeps the validators it was asked with.
    const [kept] = await tx
      .update(hostCalendars)
      .set({ lastReadAt: now, lastError: null, ...(outcome.changed ? outcome.validators : {}) })
      .where(stillTheSame(calendar))
      .returning({ id: hostCalendars.id });
    if (!kept) return false;
    if (!outcome.changed) return true;
    await tx.delete(hostBusyTimes).where(eq(hostBusyTimes.calendarId, calendar.id));
    for (let i = 0; i < outcome.busy.length; i += 500) {
      const rows = outcome.busy.slice(i, i + 500).map((span) => ({ calendarId: calendar.id, startsAt: new Date(span.start), endsAt: new Date(span.end) }));
      await tx.insert(hostBusyTimes).values(rows);
    }
    return true;
  });
}

/**
 * Records a failed read: its words, and when the calendar began failing (kept while it fails, so
 * the page can say "failing since"). The busy times are left as the last good read stored them.
 */
async function storeFailure(db: Database, calendar: CalendarRow, error: string, now: Date): Promise<void> {
  await db
    .update(hostCalendars)
    .set({ lastError: error, lastErrorAt: sql`case when ${hostCalendars.lastError} is null then ${now.toISOString()}::timestamptz else ${hostCalendars.lastErrorAt} end` })
    .where(stillTheSame(calendar));
}

/** An unexpected error as a log can hold it: the calendar's address (a secret) taken out. */
function redacted(error: unknown, address: string) {
  const hide = (text: string | undefined) => text?.split(address).join("[calendar address]");
  return error instanceof Error ? { type: error.name, message: hide(error.message), stack: hide(error.stack) } : { message: hide(String(error)) };
}

/** The server's name, all a log line says of a calendar's address (its path may be a secret). */
function serverOf(url: string): string | undefined {
  try {
    return feedAddress(url).hostname;
  } catch {
    return undefined;
  }
}

/** Reads one claimed calendar and stores what came of it. Never throws. */
async function refreshClaimed(db: Database, env: RefreshSettings, calendar: CalendarRow, now: Date, options: RefreshOptions): Promise<RefreshOutcome> {
  const log = options.logger?.child({ calendarId: calendar.id, adminId: calendar.adminId, kind: calendar.kind, server: serverOf(calendar.url) });
  try {
    const outcome = await read(db, env, calendar, now, options.http);
    if (!(await storeRead(db, calendar, outcome, now))) return { status: "gone" };
    calendarReads.inc({ kind: calendar.kind, outcome: outcome.changed ? "read" : "unchanged" });
    log?.debug({ busyTimes: outcome.changed ? outcome.busy.length : undefined }, outcome.changed ? "calendar read" : "calendar unchanged");
    return outcome.changed ? { status: "read", busyTimes: outcome.busy.length } : { status: "unchanged" };
  } catch (error) {
    const words = error instanceof CalendarError ? error.message : "The calendar could not be read because of an error on our side; it will be tried again.";
    if (error instanceof CalendarError) log?.warn({ error: words }, "calendar read failed; its last known busy times stand");
    else log?.error({ err: redacted(error, calendar.url) }, "calendar read failed unexpectedly; its last known busy times stand");
    calendarReads.inc({ kind: calendar.kind, outcome: "failed" });
    await storeFailure(db, calendar, words, now).catch((storeError: unknown) => log?.error({ err: redacted(storeError, calendar.url) }, "could not record a calendar's failed read"));
    return { status: "failed", error: words };
  }
}

/**
 * Reads one calendar now, whenever it was last read (a host has just saved its address): the
 * Availability page may await it to show the first read's outcome. A read of the old address
 * still going on elsewhere stores nothing (its address no longer matches).
 */
export async function refreshCalendar(db: Database, env: RefreshSettings, calendarId: string, now: Date, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  if (!isUuid(calendarId)) return { status: "gone" };
  const [calendar] = await attemptCalendars(db, eq(hostCalendars.id, calendarId), now);
  if (!calendar) return { status: "gone" };
  return refreshClaimed(db, env, calendar, now, options);
}

/** How long after an attempt the booking path tries a calendar again: a failing server is not asked at every booking. */
export const RETRY_GAP_MS = 30_000;
/** How long the booking path waits for fresh busy times before it goes on with the last known. */
export const STALE_REFRESH_BUDGET_MS = 3_000;

/**
 * Just before a booking commits: reads, all at once, the calendars of these hosts whose last good
 * read is older than CALENDAR_REFRESH. Returns after `budgetMs` at most; reads still going on
 * finish and store on their own, and meanwhile the last known busy times stand. Never throws.
 * Call it before the booking's transaction opens (on the embedded database a transaction holds
 * the whole database).
 */
export async function refreshStaleCalendars(
  db: Database,
  env: RefreshSettings,
  adminIds: readonly string[],
  now: Date,
  options: RefreshOptions & { budgetMs?: number } = {},
): Promise<{ claimed: number; finished: number }> {
  if (adminIds.length === 0) return { claimed: 0, finished: 0 };
  let claimed: CalendarRow[];
  try {
    const stale = or(isNull(hostCalendars.lastReadAt), lt(hostCalendars.lastReadAt, new Date(now.getTime() - env.CALENDAR_REFRESH)));
    claimed = await claimCalendars(db, and(inArray(hostCalendars.adminId, [...adminIds]), stale), now, RETRY_GAP_MS);
  } catch (error) {
    options.logger?.error({ err: error }, "could not claim hosts' calendars to read; their last known busy times stand");
    return { claimed: 0, finished: 0 };
  }
  let finished = 0;
  const reads = Promise.all(claimed.map((calendar) => refreshClaimed(db, env, calendar, now, options).then(() => void finished++)));
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.budgetMs ?? STALE_REFRESH_BUDGET_MS)));
  await Promise.race([reads, budget]);
  clearTimeout(timer);
  return { claimed: claimed.length, finished };
}

/**
 * The busy times of these hosts within `range`, from every calendar's last good read, merged per
 * host; a host without any maps to []. Works inside a transaction too.
 */
export async function busyTimesOf(db: DbExecutor, adminIds: readonly string[], range: Interval): Promise<Map<string, Interval[]>> {
  const result = new Map<string, Interval[]>(adminIds.map((id) => [id, []]));
  if (adminIds.length === 0) return result;
  const rows = await db
    .select({ adminId: hostCalendars.adminId, startsAt: hostBusyTimes.startsAt, endsAt: hostBusyTimes.endsAt })
    .from(hostBusyTimes)
    .innerJoin(hostCalendars, eq(hostCalendars.id, hostBusyTimes.calendarId))
    .where(
      and(
        inArray(hostCalendars.adminId, [...adminIds]),
        gt(hostBusyTimes.endsAt, new Date(range.start)),
        lt(hostBusyTimes.startsAt, new Date(range.end)),
      ),
    );
  for (const row of rows) result.get(row.adminId)?.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
  for (const [adminId, spans] of result) result.set(adminId, merge(spans));
  return result;
}

/** How many calendars one round claims at most, and reads at a time. */
const ROUND_SIZE = 50;
const READS_AT_ONCE = 4;

/**
 * One background round: reads every calendar whose last attempt is CALENDAR_REFRESH old, a few
 * at a time, round after round until none is due. Returns how many it read.
 */
export async function refreshDueCalendars(db: Database, env: RefreshSettings, options: RefreshOptions & { now?: () => Date } = {}): Promise<number> {
  const clock = options.now ?? (() => new Date());
  let total = 0;
  for (;;) {
    const now = clock();
    const claimed = await claimCalendars(db, undefined, now, env.CALENDAR_REFRESH, ROUND_SIZE);
    const queue = [...claimed];
    const worker = async () => {
      for (let calendar = queue.shift(); calendar; calendar = queue.shift()) await refreshClaimed(db, env, calendar, now, options);
    };
    await Promise.all(Array.from({ length: READS_AT_ONCE }, worker));
    total += claimed.length;
    if (claimed.length < ROUND_SIZE) return total;
  }
}

/**
 * Reads hosts' calendars in the background, in every process (the claims share the work out): a
 * round every fifth of CALENDAR_REFRESH (a minute at most), so each calendar is read every
 * CALENDAR_REFRESH or a little more.
 */
export function startCalendarRefresh(deps: { db: Database; env: RefreshSettings; logger: Logger; http?: CalendarHttpOptions }): { stop: () => Promise<void> } {
  const intervalMs = Math.max(1_000, Math.min(60_000, Math.floor(deps.env.CALENDAR_REFRESH / 5)));
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = refreshDueCalendars(deps.db, deps.env, { logger: deps.logger, http: deps.http })
      .then((read) => {
        if (read > 0) deps.logger.debug({ read }, "hosts' calendars read");
      })
      .catch((err: unknown) => deps.logger.error({ err }, "hosts' calendars round failed; the next round tries again"))
      .finally(() => (running = null));
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

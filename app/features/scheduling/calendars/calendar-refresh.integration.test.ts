// Hosts' iCal feeds read from a real HTTP server on loopback, on both databases: a 200 with an
// ETag, a 304 the same day (nothing changes but the last read), a full read the next day, then a
// 500, a feed that never answers, one that is no calendar and one too large: each keeps the last
// good busy times and says what went wrong in words, and none puts the feed's secret address in a
// log line. Then the booking path's refresh of stale calendars (bounded in time, one read per
// calendar however many ask at once) and the background rounds.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCalendars } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { capturingLogger, iso, startFeedServer, vcalendar, vevent, type FeedServer } from "#tests/support/calendar-fixtures.ts";
import { addHost } from "#tests/support/hosts.ts";
import { until } from "#tests/integration/support/until.ts";
import { busyTimesOf, refreshCalendar, refreshDueCalendars, refreshStaleCalendars, startCalendarRefresh } from "./calendar-refresh.server.ts";
import { calendarStatuses, saveIcalFeed } from "./calendar-settings.server.ts";

const ENV = { CALENDAR_REFRESH: 5 * 60_000, BOOKING_HORIZON_DAYS: 60, CALENDAR_ENCRYPTION_KEY: undefined };
/** A Monday; the US clocks go forward on Sunday, March 8. */
const NOW = new Date("2026-03-02T12:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WINDOW = { start: NOW.getTime() - DAY, end: NOW.getTime() + 62 * DAY };

/** The secret part of the feed's address: it must never reach a log line. */
const SECRET = "private-4f0c9a7e1b2d";
const FEED_PATH = `/calendar/ical/dana%40lumenguard.example/${SECRET}/basic.ics`;

/** A weekly Monday meeting at 9:00 New York time (no VTIMEZONE, as Google writes it), and one demo. */
const FEED_V1 = vcalendar(
  ...vevent("weekly@google.com", "DTSTART;TZID=America/New_York:20250106T090000", "DTEND;TZID=America/New_York:20250106T093000", "RRULE:FREQ=WEEKLY;BYDAY=MO"),
  ...vevent("demo@google.com", "DTSTART:20260304T150000Z", "DTEND:20260304T160000Z"),
);
const FEED_V2 = FEED_V1.replace("END:VCALENDAR", [...vevent("lunch@google.com", "DTSTART:20260305T170000Z", "DTEND:20260305T180000Z"), "END:VCALENDAR"].join("\r\n"));

/** Mondays from March 2 to April 27 at 9:00 in New York: 14:00 UTC before the change, 13:00 after. */
const MONDAYS = ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06", "2026-04-13", "2026-04-20", "2026-04-27"].map((day, i) => {
  const hour = i === 0 ? "14" : "13";
  return [`${day}T${hour}:00:00.000Z`, `${day}T${hour}:30:00.000Z`];
});
const BUSY_V1 = [MONDAYS[0], ["2026-03-04T15:00:00.000Z", "2026-03-04T16:00:00.000Z"], ...MONDAYS.slice(1)];
const BUSY_V2 = [MONDAYS[0], ["2026-03-04T15:00:00.000Z", "2026-03-04T16:00:00.000Z"], ["2026-03-05T17:00:00.000Z", "2026-03-05T18:00:00.000Z"], ...MONDAYS.slice(1)];

describe.each(testDatabaseTargets())("hosts' iCal feeds on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let feeds: FeedServer;
  let dana: string;
  let calendarId: string;
  const logs = capturingLogger();
  const options = { logger: logs.logger };

  const busyOfDana = async () => iso((await busyTimesOf(handle.db, [dana], WINDOW)).get(dana));
  const statusOfDana = async () => (await calendarStatuses(handle.db, [dana])).get(dana)![0]!;

  beforeAll(async () => {
    handle = await open();
    feeds = await startFeedServer();
    dana = await addHost(handle.db, { email: `dana-${name}@lumenguard.example` });
  });
  afterAll(async () => {
    await feeds.close();
    await handle.close();
  });

  it("reads a feed (200 with an ETag) and keeps its busy times, recurring ones expanded", async () => {
    const saved = await saveIcalFeed(handle.db, dana, feeds.url(FEED_PATH));
    expect(saved.ok).toBe(true);
    calendarId = (saved as { calendarId: string }).calendarId;
    feeds.reply({ status: 200, body: FEED_V1, headers: { "Content-Type": "text/calendar", ETag: '"v1"', "Last-Modified": "Sun, 01 Mar 2026 10:00:00 GMT" } });
    expect(await refreshCalendar(handle.db, ENV, calendarId, NOW, options)).toEqual({ status: "read", busyTimes: 10 });
    expect(feeds.requests.at(-1)!.headers["if-none-match"]).toBeUndefined();
    expect(await busyOfDana()).toEqual(BUSY_V1);
    const status = await statusOfDana();
    expect(status).toMatchObject({ kind: "ical", lastReadAt: NOW, lastError: null, failingSince: null, username: null, hasPassword: false });
    expect(status.urlShown).toBe(feeds.url("/…/basic.ics"));
  });

  it("asks the same day whether the feed changed; a 304 keeps the busy times and counts as a read", async () => {
    feeds.reply({ status: 304 });
    expect(await refreshCalendar(handle.db, ENV, calendarId, later(10 * MINUTE), options)).toEqual({ status: "unchanged" });
    const asked = feeds.requests.at(-1)!.headers;
    expect(asked["if-none-match"]).toBe('"v1"');
    expect(asked["if-modified-since"]).toBe("Sun, 01 Mar 2026 10:00:00 GMT");
    expect(await busyOfDana()).toEqual(BUSY_V1);
    expect((await statusOfDana()).lastReadAt).toEqual(later(10 * MINUTE));
  });

  it("reads the feed in full on a new day, so repeating events reach each new day", async () => {
    feeds.reply({ status: 200, body: FEED_V2, headers: { ETag: '"v2"' } });
    expect(await refreshCalendar(handle.db, ENV, calendarId, NOW, options)).toMatchObject({ status: "read" });
    // The day after: no validators, whatever was stored.
    feeds.reply({ status: 200, body: FEED_V2, headers: { ETag: '"v2"' } });
    expect(await refreshCalendar(handle.db, ENV, calendarId, later(DAY), options)).toMatchObject({ status: "read" });
    expect(feeds.requests.at(-1)!.headers["if-none-match"]).toBeUndefined();
    // Back to NOW's day for the next steps: a full read stores what it read.
    feeds.reply({ status: 200, body: FEED_V2, headers: { ETag: '"v2"' } });
    await refreshCalendar(handle.db, ENV, calendarId, NOW, options);
    expect(await busyOfDana()).toEqual(BUSY_V2);
  });

  it("keeps the last good busy times when the server answers 500, and says so in words", async () => {
    feeds.reply({ status: 500, body: "<h1>Internal error at /calendar/ical/…</h1>" });
    const failedAt = later(20 * MINUTE);
    expect(await refreshCalendar(handle.db, ENV, calendarId, failedAt, options)).toEqual({ status: "failed", error: "The calendar server answered 500." });
    expect(await busyOfDana()).toEqual(BUSY_V2);
    expect(await statusOfDana()).toMatchObject({ lastReadAt: NOW, lastAttemptAt: failedAt, lastError: "The calendar server answered 500.", failingSince: failedAt });
  });

  it("gives up on a feed that does not answer within the deadline", async () => {
    feeds.reply("hang");
    const outcome = await refreshCalendar(handle.db, ENV, calendarId, later(30 * MINUTE), { ...options, http: { timeoutMs: 300 } });
    expect(outcome).toEqual({ status: "failed", error: "The calendar did not answer within 0.3 seconds." });
    expect(await busyOfDana()).toEqual(BUSY_V2);
    // Still failing since the first failure.
    expect(await statusOfDana()).toMatchObject({ lastReadAt: NOW, failingSince: later(20 * MINUTE), lastAttemptAt: later(30 * MINUTE) });
  });

  it("refuses what is no calendar, or too large, and keeps the busy times", async () => {
    const attempt = async (reply: Parameters<FeedServer["reply"]>[0], http = {}) => {
      feeds.reply(reply);
      return refreshCalendar(handle.db, ENV, calendarId, later(40 * MINUTE), { ...options, http });
    };
    expect(await attempt({ status: 200, body: "<!doctype html><title>Sign in to Google Calendar</title>" })).toEqual({ status: "failed", error: "This is not an iCalendar feed." });
    expect(await attempt({ status: 200, body: "BEGIN:VCALENDAR\r\nnot a content line\r\nEND:VCALENDAR\r\n" })).toEqual({
      status: "failed",
      error: "The calendar could not be read: it is not valid iCalendar.",
    });
    const large = FEED_V2.replace("UID:lunch@google.com", `UID:lunch@google.com\r\nDESCRIPTION:${"Agenda. ".repeat(500)}`);
    const tooLarge = { status: "failed", error: "The calendar server's answer is larger than 2 KB; it cannot be read." };
    expect(await attempt({ status: 200, body: large }, { maxBytes: 2048 })).toEqual(tooLarge);
    // Without a Content-Length the body is counted as it streams.
    expect(await attempt({ status: 200, body: large, headers: { "Transfer-Encoding": "chunked" } }, { maxBytes: 2048 })).toEqual(tooLarge);
    expect(feeds.requests.at(-1)!.path).toBe(FEED_PATH);
    expect(await attempt({ status: 404 })).toEqual({ status: "failed", error: "The calendar server answered 404: the address is wrong, or the calendar is no longer published." });
    expect(await busyOfDana()).toEqual(BUSY_V2);
  });

  it("clears the error with the next good read", async () => {
    feeds.reply({ status: 200, body: FEED_V1, headers: { ETag: '"v3"' } });
    expect(await refreshCalendar(handle.db, ENV, calendarId, later(50 * MINUTE), options)).toMatchObject({ status: "read" });
    expect(await busyOfDana()).toEqual(BUSY_V1);
    expect(await statusOfDana()).toMatchObject({ lastReadAt: later(50 * MINUTE), lastError: null, failingSince: null });
  });

  it("never writes the feed's secret address in a log line", () => {
    const text = logs.text();
    expect(text).toContain("calendar read failed; its last known busy times stand");
    expect(text).toContain('"server":"127.0.0.1"');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("/calendar/ical/");
  });

  it("refreshes before a booking only the calendars read longer ago than CALENDAR_REFRESH, each once", async () => {
    const erin = await addHost(handle.db, { email: `erin-${name}@lumenguard.example` });
    const erinFeed = (await saveIcalFeed(handle.db, erin, feeds.url("/erin/basic.ics"))) as { calendarId: string };
    feeds.reply({ status: 200, body: FEED_V1 });
    await refreshCalendar(handle.db, ENV, erinFeed.calendarId, later(54 * MINUTE), options);

    // Dana's last read is 6 minutes old at 56', Erin's 2 minutes.
    const asked = feeds.requests.length;
    feeds.reply({ status: 200, body: FEED_V2 });
    expect(await refreshStaleCalendars(handle.db, ENV, [dana, erin], later(56 * MINUTE), options)).toEqual({ claimed: 1, finished: 1 });
    expect(feeds.requests.slice(asked).map((request) => request.path)).toEqual([FEED_PATH]);
    expect(await busyOfDana()).toEqual(BUSY_V2);
    expect(await refreshStaleCalendars(handle.db, ENV, [dana, erin], later(57 * MINUTE), options)).toEqual({ claimed: 0, finished: 0 });
  });

  it("returns within its budget when a calendar is slow; the read finishes on its own and the last busy times stand meanwhile", async () => {
    feeds.reply("hang");
    const at = later(70 * MINUTE);
    const started = Date.now();
    const result = await refreshStaleCalendars(handle.db, ENV, [dana], at, { ...options, budgetMs: 200, http: { timeoutMs: 1_500 } });
    expect(result).toEqual({ claimed: 1, finished: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await busyOfDana()).toEqual(BUSY_V2);
    await until(async () => (await statusOfDana()).lastError !== null, "the slow read to fail");
    // A failing calendar is not asked again at every booking: 30 seconds between attempts.
    feeds.reply({ status: 200, body: FEED_V1 });
    expect(await refreshStaleCalendars(handle.db, ENV, [dana], new Date(at.getTime() + 10_000), options)).toEqual({ claimed: 0, finished: 0 });
    expect(await refreshStaleCalendars(handle.db, ENV, [dana], new Date(at.getTime() + 31_000), options)).toEqual({ claimed: 1, finished: 1 });
    expect(await busyOfDana()).toEqual(BUSY_V1);
  });

  it.runIf(name === "postgres")("lets one of several processes read a stale calendar, never two", async () => {
    const other = await handle.reopen!();
    try {
      feeds.fallback = { status: 200, body: FEED_V2 };
      const asked = feeds.requests.length;
      const at = later(120 * MINUTE);
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => refreshStaleCalendars(handle.db, ENV, [dana], at, options)),
        ...Array.from({ length: 4 }, () => refreshStaleCalendars(other.db, ENV, [dana], at, options)),
      ]);
      expect(results.reduce((sum, result) => sum + result.claimed, 0)).toBe(1);
      expect(feeds.requests.length - asked).toBe(1);
    } finally {
      feeds.fallback = { status: 500 };
      await other.close();
    }
  });

  it("reads in background rounds every calendar whose last attempt is CALENDAR_REFRESH old", async () => {
    await handle.db.update(hostCalendars).set({ lastAttemptAt: later(-DAY) }).where(eq(hostCalendars.id, calendarId));
    feeds.reply({ status: 200, body: FEED_V1 });
    expect(await refreshDueCalendars(handle.db, ENV, { ...options, now: () => later(3 * 60 * MINUTE) })).toBeGreaterThanOrEqual(1);
    expect(await refreshDueCalendars(handle.db, ENV, { ...options, now: () => later(3 * 60 * MINUTE + MINUTE) })).toBe(0);

    // The task of every process: a first round at once.
    await handle.db.update(hostCalendars).set({ lastAttemptAt: null, lastError: "stale" }).where(eq(hostCalendars.id, calendarId));
    feeds.fallback = { status: 200, body: FEED_V1 };
    const task = startCalendarRefresh({ db: handle.db, env: ENV, logger: logs.logger });
    try {
      await until(async () => (await statusOfDana()).lastError === null, "the background round to read the feed");
    } finally {
      await task.stop();
      feeds.fallback = { status: 500 };
    }
  });
});

// The Availability page's loaders and actions against a real database: who may open whose settings
// (an admin everyone who can host, a sales member themselves, an editor nobody), saving and reading
// settings, days off and calendars with their audit entries, and the team's week. Calendars are
// real: an iCal feed from a local HTTP server (calendar-fixtures) and a CalDAV account on Radicale,
// each read once when saved, on "Read now", and again when the host's time zone changes.
import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins, auditLog, hostBusyTimes, hostCalendars, hostDaysOff, hosts } from "#db/schema.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { loadHostRules } from "#app/features/scheduling/hosts.server.ts";
import { addDays, parseCalendarDate, toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { dayIn } from "#app/features/scheduling/working-hours.ts";
import { instantAt } from "#app/lib/dates.ts";
import { startFeedServer, vcalendar, vevent, type FeedServer } from "#tests/support/calendar-fixtures.ts";
import { startRadicale, type Radicale } from "#tests/support/radicale.ts";
import { formPost, settle, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import * as listPage from "#app/routes/admin.availability.tsx";
import * as hostPage from "#app/routes/admin.availability.host.tsx";
import { findHostMember } from "#app/features/scheduling/host-settings.server.ts";
import { NO_SUCH_HOST } from "./host-access.server.ts";
import { hostAction } from "./host-actions.server.ts";

type Who = "boss" | "sam" | "sky" | "eddie" | "gone";

const HOUR = 3_600_000;
/** A meeting in a host's calendar: an hour, two days from now. */
const SOON = (() => {
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
  return { start, end: start + HOUR };
})();
/** 20300701T150000Z, as iCalendar writes a UTC time. */
const icsStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");
/** The secret part of a feed's address: it must reach no page and no audit entry. */
const SECRET = "private-0123456789abcdef";
const FEED_PATH = `/calendar/ical/sam%40example.com/${SECRET}/basic.ics`;
type Thrown = { status?: number; init?: { status?: number }; data?: unknown; headers?: Headers };

/** The status of a Response, or of React Router's data() result. */
const statusOf = (value: unknown) => (value instanceof Response ? value.status : ((value as Thrown)?.init?.status ?? 200));
const dataOf = <T,>(value: unknown) => (value as { data: T }).data;
const locationOf = (value: unknown) => (value as Response).headers.get("Location");

const weekdaysNineToFive = (extra: Record<string, string> = {}) => ({
  intent: "save-settings",
  displayName: "Sam Rivera",
  takesMeetings: "on",
  meetingKinds: "demo",
  timeZone: "America/Chicago",
  "hours.1.0.from": "09:00",
  "hours.1.0.until": "12:00",
  "hours.1.1.from": "13:00",
  "hours.1.1.until": "17:00",
  "hours.3.0.from": "10:00",
  "hours.3.0.until": "16:00",
  bufferBefore: "5",
  bufferAfter: "10",
  dailyMax: "4",
  meetingUrl: "https://meet.example.com/sam?pwd=secret",
  ...extra,
});

describe.each(testDatabaseTargets())("the Availability page on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let feeds: FeedServer;
  let radicale: Radicale;
  const ids = {} as Record<Who, string>;

  beforeAll(async () => {
    handle = await open();
    [feeds, radicale] = await Promise.all([startFeedServer(), startRadicale()]);
    const accounts: Array<[Who, string, Date | null]> = [
      ["boss", "admin", null],
      ["sam", "sales", null],
      ["sky", "sales", null],
      ["eddie", "editor", null],
      ["gone", "sales", new Date()],
    ];
    for (const [who, role, deactivatedAt] of accounts) {
      const [row] = await handle.db.insert(admins).values({ email: `${who}@lumenguard.example`, passwordHash: "x", role, deactivatedAt }).returning();
      ids[who] = row!.id;
    }
  });
  afterAll(async () => {
    await Promise.all([feeds?.close(), radicale?.close()]);
    await handle.close();
  });

  async function as(who: Who) {
    const { token, csrfToken } = await createSession(handle.db, ids[who]);
    return { headers: { Cookie: `${SESSION_COOKIE}=${token}` }, csrf: csrfToken };
  }
  const context = () => testContext(handle.db);

  async function list(who: Who, query = "") {
    const { headers } = await as(who);
    const request = new Request(`${TEST_SITE}/admin/availability${query}`, { headers });
    return settle(() => listPage.loader({ request, context: context(), params: {} } as never));
  }
  async function page(who: Who, adminId: string) {
    const { headers } = await as(who);
    const request = new Request(`${TEST_SITE}/admin/availability/${adminId}`, { headers });
    return settle(() => hostPage.loader({ request, context: context(), params: { adminId } } as never));
  }
  async function post(who: Who, adminId: string, fields: Record<string, string>) {
    const { headers, csrf } = await as(who);
    const request = formPost(`/admin/availability/${adminId}`, { csrf, ...fields }, headers);
    return settle(() => hostPage.action({ request, context: context(), params: { adminId } } as never));
  }
  const lastAudit = async () => (await handle.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1))[0]!;
  const auditCount = () => handle.db.$count(auditLog);
  const busyOf = async (calendarId: string) =>
    (await handle.db.select().from(hostBusyTimes).where(eq(hostBusyTimes.calendarId, calendarId)).orderBy(asc(hostBusyTimes.startsAt))).map((row) => ({
      start: row.startsAt.getTime(),
      end: row.endsAt.getTime(),
    }));

  it("lists every active admin and sales account to an admin, and a sales member only to themselves", async () => {
    const forBoss = (await list("boss")) as Awaited<ReturnType<typeof listPage.loader>>;
    expect(forBoss.hosts.map((host) => host.email)).toEqual(["boss@lumenguard.example", "sam@lumenguard.example", "sky@lumenguard.example"]);
    expect(forBoss.everyone).toBe(true);
    const forSam = (await list("sam")) as Awaited<ReturnType<typeof listPage.loader>>;
    expect(forSam.hosts.map((host) => host.adminId)).toEqual([ids.sam]);
    expect(forSam.everyone).toBe(false);
    expect(statusOf(await list("eddie"))).toBe(403);
  });

  it("a sales member saves their own settings, which availability then reads; the audit entry holds codes, not the link", async () => {
    const before = await auditCount();
    const saved = await post("sam", ids.sam, weekdaysNineToFive());
    expect(statusOf(saved)).toBe(302);
    expect(locationOf(saved)).toBe(`/admin/availability/${ids.sam}?notice=saved`);
    expect(await auditCount()).toBe(before + 1);
    const [rules] = await loadHostRules(handle.db, { adminIds: [ids.sam] });
    expect(rules).toMatchObject({
      name: "Sam Rivera",
      meetingKinds: ["demo"],
      timeZone: "America/Chicago",
      weeklyHours: { "1": [[540, 720], [780, 1020]], "3": [[600, 960]] },
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      dailyMax: 4,
      meetingUrl: "https://meet.example.com/sam?pwd=secret",
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "host.updated", subjectType: "host", subjectId: ids.sam, actorEmail: "sam@lumenguard.example" });
    expect(entry.details).toMatchObject({ takesMeetings: true, kinds: "demo", weekdays: "1,3", meetingLink: true, dailyMax: 4 });
    expect(JSON.stringify(entry.details)).not.toContain("meet.example.com");

    const reopened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    expect(reopened).toMatchObject({ self: true, setUp: true, host: { name: "Sam Rivera" } });
    expect(reopened.values.hours["1"]).toEqual([{ from: "09:00", until: "12:00" }, { from: "13:00", until: "17:00" }]);
  });

  it("a sales member can neither open nor change another member's settings", async () => {
    const refusedRead = await page("sam", ids.sky);
    expect(statusOf(refusedRead)).toBe(404);
    expect(dataOf<{ message: string }>(refusedRead).message).toBe(NO_SUCH_HOST);
    const before = await auditCount();
    expect(statusOf(await post("sam", ids.sky, weekdaysNineToFive()))).toBe(404);
    expect(statusOf(await post("sam", ids.sky, { intent: "add-day-off", firstDay: "2030-07-04", lastDay: "" }))).toBe(404);
    expect(await handle.db.select().from(hosts).where(eq(hosts.adminId, ids.sky))).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("an admin opens and edits anyone who can host; not an editor, a deactivated account or an unknown id", async () => {
    const fresh = (await page("boss", ids.sky)) as Awaited<ReturnType<typeof hostPage.loader>>;
    // Never set up: the form starts from the suggestion, nothing stored.
    expect(fresh).toMatchObject({ self: false, setUp: false, values: { takesMeetings: false, timeZone: "America/New_York" } });
    expect(statusOf(await post("boss", ids.sky, weekdaysNineToFive({ displayName: "Sky", timeZone: "America/New_York" })))).toBe(302);
    expect((await lastAudit()).actorEmail).toBe("boss@lumenguard.example");
    expect((await loadHostRules(handle.db, { adminIds: [ids.sky] }))[0]!.name).toBe("Sky");
    for (const adminId of [ids.eddie, ids.gone, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(statusOf(await page("boss", adminId)), adminId).toBe(404);
      expect(statusOf(await post("boss", adminId, weekdaysNineToFive())), adminId).toBe(404);
    }
  });

  it("an editor is refused the page and its writes", async () => {
    expect(statusOf(await page("eddie", ids.eddie))).toBe(403);
    expect(statusOf(await post("eddie", ids.eddie, weekdaysNineToFive()))).toBe(403);
  });

  it("a refused save answers every field's error with the form as typed, and stores nothing", async () => {
    const before = await auditCount();
    const refused = await post("sam", ids.sam, weekdaysNineToFive({ "hours.1.1.from": "11:00", bufferAfter: "500", meetingUrl: "http://insecure.example", meetingKinds: "" }));
    expect(statusOf(refused)).toBe(422);
    const answer = dataOf<{ fields: Record<string, string>; values: { hours: Record<string, unknown>; bufferAfter: string } }>(refused);
    expect(Object.keys(answer.fields).sort()).toEqual(["bufferAfter", "hours.1.1.from", "meetingKinds", "meetingUrl"]);
    expect(answer.values.bufferAfter).toBe("500");
    expect(answer.values.hours["1"]).toEqual([{ from: "09:00", until: "12:00" }, { from: "11:00", until: "17:00" }]);
    expect(await auditCount()).toBe(before);
    expect((await loadHostRules(handle.db, { adminIds: [ids.sam] }))[0]!.bufferAfterMinutes).toBe(10);
  });

  it("a database that fails mid-save is said in words, with the form as typed", async () => {
    const broken = new Proxy(handle.db, {
      get: (target, property) => (property === "transaction" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(target, property)),
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(weekdaysNineToFive({ displayName: "Typed during an outage" }))) form.set(name, value);
    const session = { adminId: ids.sam, email: "sam@lumenguard.example", role: "sales" as const, csrfToken: "", tokenHash: "" };
    const host = (await findHostMember(handle.db, ids.sam))!;
    const failed = await hostAction(testContext(broken), session, host, form);
    expect(statusOf(failed)).toBe(503);
    expect(dataOf<{ values: { displayName: string } }>(failed).values.displayName).toBe("Typed during an outage");
  });

  it("adds and removes a range without saving: the form comes back as typed, one range more or less", async () => {
    const before = await auditCount();
    const added = await post("sam", ids.sam, weekdaysNineToFive({ intent: "add-range:3", displayName: "Typed, not saved" }));
    expect(statusOf(added)).toBe(200);
    const values = dataOf<{ values: { displayName: string; hours: Record<string, unknown[]> } }>(added).values;
    expect(values.displayName).toBe("Typed, not saved");
    expect(values.hours["3"]).toEqual([{ from: "10:00", until: "16:00" }, { from: "", until: "" }]);
    const removed = await post("sam", ids.sam, weekdaysNineToFive({ intent: "remove-range:1:0" }));
    expect(dataOf<{ values: { hours: Record<string, unknown[]> } }>(removed).values.hours["1"]).toEqual([{ from: "13:00", until: "17:00" }]);
    expect(statusOf(await post("sam", ids.sam, { intent: "remove-range:9:0" }))).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it("days off: added as a single day or a run, listed while ahead, removed only by their host", async () => {
    expect(statusOf(await post("sam", ids.sam, { intent: "add-day-off", firstDay: "2030-07-04", lastDay: "" }))).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "host.day_off_added", details: { firstDay: "2030-07-04", lastDay: "2030-07-04" } });
    expect(statusOf(await post("sam", ids.sam, { intent: "add-day-off", firstDay: "2030-08-01", lastDay: "2030-08-05" }))).toBe(302);
    await handle.db.insert(hostDaysOff).values({ adminId: ids.sam, firstDay: "2020-01-01", lastDay: "2020-01-02" });
    const refused = await post("sam", ids.sam, { intent: "add-day-off", firstDay: "2030-08-05", lastDay: "2030-08-01" });
    expect(statusOf(refused)).toBe(422);
    expect(dataOf<{ fields: object; typed: object }>(refused)).toMatchObject({ fields: { lastDay: expect.any(String) }, typed: { firstDay: "2030-08-05", lastDay: "2030-08-01" } });

    const opened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    // The past one is not listed.
    expect(opened.daysOff.map(({ firstDay, lastDay }) => [firstDay, lastDay])).toEqual([["2030-07-04", "2030-07-04"], ["2030-08-01", "2030-08-05"]]);
    const rules = (await loadHostRules(handle.db, { adminIds: [ids.sam] }))[0]!;
    expect(rules.daysOff).toHaveLength(3);

    const july = opened.daysOff[0]!.id;
    // Through another host's address, an admin's remove finds nothing of theirs.
    expect(statusOf(await post("boss", ids.sky, { intent: "remove-day-off", id: july }))).toBe(404);
    expect(statusOf(await post("sam", ids.sam, { intent: "remove-day-off", id: july }))).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "host.day_off_removed", subjectId: ids.sam });
    expect(statusOf(await post("sam", ids.sam, { intent: "remove-day-off", id: july }))).toBe(404);
  });

  it("refuses a calendar form field by field with the calendars module's rules, with what was typed but never a password", async () => {
    const before = await auditCount();
    const feed = await post("sam", ids.sam, { intent: "save-ical", url: "http://calendar.example.com/feed.ics" });
    expect(statusOf(feed)).toBe(422);
    expect(dataOf(feed)).toMatchObject({
      fields: { url: "Use the https:// address: over http:// it would cross the network unencrypted." },
      typed: { url: "http://calendar.example.com/feed.ics" },
    });
    // A blank address is refused, not taken for a removal.
    expect(dataOf(await post("sam", ids.sam, { intent: "save-ical", url: " " }))).toMatchObject({ fields: { url: "Enter the calendar feed's address." } });
    const account = await post("sam", ids.sam, { intent: "save-caldav", url: "caldav.example.com", username: " ", password: "app-password-1234" });
    expect(statusOf(account)).toBe(422);
    expect(Object.keys(dataOf<{ fields: object }>(account).fields).sort()).toEqual(["url", "username"]);
    expect(JSON.stringify(dataOf(account))).not.toContain("app-password-1234");
    // The first save of an account needs its password: the calendars module says so.
    const noPassword = await post("sam", ids.sam, { intent: "save-caldav", url: "https://caldav.example.com/dav/", username: "sam", password: "" });
    expect(dataOf(noPassword)).toMatchObject({ fields: { password: "Enter the app password." }, typed: { url: "https://caldav.example.com/dav/", username: "sam" } });
    expect(await handle.db.select().from(hostCalendars)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("an iCal feed is read as soon as it is saved; one that then answers 500 says why and since when, and its busy times stand", async () => {
    feeds.reply({ status: 200, body: vcalendar(...vevent("demo", `DTSTART:${icsStamp(SOON.start)}`, `DTEND:${icsStamp(SOON.end)}`)), headers: { ETag: '"v1"' } });
    const saved = await post("sam", ids.sam, { intent: "save-ical", url: feeds.url(FEED_PATH) });
    expect(locationOf(saved)).toBe(`/admin/availability/${ids.sam}?notice=calendar-saved`);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_saved", details: { kind: "ical" } });
    let opened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    const [feed] = opened.calendars;
    expect(feed).toMatchObject({ kind: "ical", urlShown: `${feeds.url("")}/…/basic.ics`, lastReadAt: expect.any(Date), lastError: null, failingSince: null });
    expect(JSON.stringify(opened)).not.toContain(SECRET);
    expect(await busyOf(feed!.id)).toEqual([SOON]);

    // "Read now" while the feed fails: the reason in words, since when, and the last good read's busy times.
    feeds.fallback = { status: 500 };
    const failed = await post("sam", ids.sam, { intent: "read-calendar", kind: "ical" });
    expect(locationOf(failed)).toBe(`/admin/availability/${ids.sam}?notice=calendar-read-failed`);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_read", details: { kind: "ical", outcome: "failed" } });
    opened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    const failing = opened.calendars[0]!;
    expect(failing).toMatchObject({ lastError: "The calendar server answered 500.", failingSince: expect.any(Date), lastReadAt: feed!.lastReadAt });
    expect(await busyOf(feed!.id)).toEqual([SOON]);
    // Failing again does not move "since".
    await post("sam", ids.sam, { intent: "read-calendar", kind: "ical" });
    expect(((await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>).calendars[0]!.failingSince).toEqual(failing.failingSince);
  });

  it("a new time zone reads the host's calendars again in full: an all-day event is busy from midnight to midnight in the new zone", async () => {
    const day = addDays(parseCalendarDate(dayIn("UTC", Date.now()))!, 5);
    const ics = (date: typeof day) => toIsoDate(date).replaceAll("-", "");
    feeds.fallback = { status: 200, body: vcalendar(...vevent("offsite", `DTSTART;VALUE=DATE:${ics(day)}`, `DTEND;VALUE=DATE:${ics(addDays(day, 1))}`)), headers: { ETag: '"v2"' } };
    const allDayIn = (zone: string) => ({ start: instantAt(day, 0, zone).getTime(), end: instantAt(addDays(day, 1), 0, zone).getTime() });
    const [feed] = await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, ids.sam));
    expect(locationOf(await post("sam", ids.sam, { intent: "read-calendar", kind: "ical" }))).toContain("notice=calendar-read");
    // Sam is in Chicago.
    expect(await busyOf(feed!.id)).toEqual([allDayIn("America/Chicago")]);

    const asked = feeds.requests.length;
    expect(statusOf(await post("sam", ids.sam, weekdaysNineToFive({ timeZone: "America/New_York" })))).toBe(302);
    expect(feeds.requests).toHaveLength(asked + 1);
    // Not a conditional request: a 304 would keep the busy times of the old zone.
    expect(feeds.requests.at(-1)!.headers["if-none-match"]).toBeUndefined();
    expect(await busyOf(feed!.id)).toEqual([allDayIn("America/New_York")]);
    // Saved again in the same zone: nothing to read.
    await post("sam", ids.sam, weekdaysNineToFive({ timeZone: "America/New_York" }));
    expect(feeds.requests).toHaveLength(asked + 1);
    await post("sam", ids.sam, weekdaysNineToFive());
    expect(await busyOf(feed!.id)).toEqual([allDayIn("America/Chicago")]);
  });

  it("a CalDAV account on a real server: its password stored encrypted and never shown again, the first read's outcome on the page", async () => {
    const calendar = await radicale.makeCalendar("work");
    await radicale.put(calendar, "call.ics", vcalendar(...vevent("call", `DTSTART:${icsStamp(SOON.start)}`, `DTEND:${icsStamp(SOON.end)}`)));
    const { username, password } = radicale.user;
    const account = { intent: "save-caldav", url: calendar, username };
    expect(locationOf(await post("boss", ids.sky, { ...account, password }))).toBe(`/admin/availability/${ids.sky}?notice=calendar-saved`);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_saved", actorEmail: "boss@lumenguard.example", details: { kind: "caldav" } });
    const rowOf = async () => (await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, ids.sky)))[0]!;
    const row = await rowOf();
    expect(row.passwordEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(password);
    const opened = (await page("boss", ids.sky)) as Awaited<ReturnType<typeof hostPage.loader>>;
    expect(opened.calendars).toEqual([
      { id: row.id, kind: "caldav", urlShown: calendar, username, hasPassword: true, lastReadAt: expect.any(Date), lastAttemptAt: expect.any(Date), lastError: null, failingSince: null },
    ]);
    expect(JSON.stringify(opened)).not.toContain(password);
    expect(JSON.stringify(opened)).not.toContain(row.passwordEncrypted);
    expect(await busyOf(row.id)).toEqual([SOON]);

    // Left blank on the same server, the saved password stays.
    expect(locationOf(await post("boss", ids.sky, { ...account, password: "" }))).toContain("notice=calendar-saved");
    expect((await rowOf()).passwordEncrypted).toBe(row.passwordEncrypted);
    // A wrong one is saved (only the server can tell), and the first read says so at once.
    expect(locationOf(await post("boss", ids.sky, { ...account, password: "not-the-password" }))).toBe(`/admin/availability/${ids.sky}?notice=calendar-saved-unread`);
    const refused = ((await page("boss", ids.sky)) as Awaited<ReturnType<typeof hostPage.loader>>).calendars[0]!;
    expect(refused).toMatchObject({ lastError: "The calendar server answered 401: it did not accept the user name and app password.", failingSince: expect.any(Date) });
    expect(await busyOf(row.id)).toEqual([SOON]);
  });

  it("removes a calendar with its busy times; no audit entry holds an address or a password", async () => {
    const [feed] = await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, ids.sam));
    expect(locationOf(await post("sam", ids.sam, { intent: "remove-calendar", kind: "ical" }))).toBe(`/admin/availability/${ids.sam}?notice=calendar-removed`);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_removed", details: { kind: "ical" } });
    expect(await busyOf(feed!.id)).toEqual([]);
    expect(statusOf(await post("sam", ids.sam, { intent: "remove-calendar", kind: "ical" }))).toBe(404);
    expect(statusOf(await post("sam", ids.sam, { intent: "read-calendar", kind: "ical" }))).toBe(404);
    expect(statusOf(await post("sam", ids.sam, { intent: "read-calendar", kind: "outlook" }))).toBe(400);
    expect(((await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>).calendars).toEqual([]);
    expect(statusOf(await post("boss", ids.sky, { intent: "remove-calendar", kind: "caldav" }))).toBe(302);
    const details = (await handle.db.select({ details: auditLog.details }).from(auditLog)).map((entry) => JSON.stringify(entry.details)).join();
    expect(details).toContain("caldav");
    expect(details).not.toMatch(/127\.0\.0\.1|private-|caldav\.example|app-password|not-the-password/);
  });

  it("the team week shows who takes meetings, in the chosen zone, with their busy times and days off", async () => {
    // Sam (Chicago) takes meetings; Sky too; the boss was never set up and is not in the week.
    const [calendar] = await handle.db.insert(hostCalendars).values({ adminId: ids.sam, kind: "ical", url: "https://calendar.example.com/sam.ics" }).returning();
    await handle.db.insert(hostBusyTimes).values({ calendarId: calendar!.id, startsAt: new Date("2030-08-12T15:00:00Z"), endsAt: new Date("2030-08-12T16:00:00Z") });
    await handle.db.insert(hostDaysOff).values({ adminId: ids.sky, firstDay: "2030-08-14", lastDay: "2030-08-14" });
    const loaded = (await list("sam", "?week=2030-08-14&zone=America/New_York")) as Awaited<ReturnType<typeof listPage.loader>>;
    expect(loaded.week).toMatchObject({ week: "2030-08-12", timeZone: "America/New_York" });
    expect(loaded.week.rows.map((row) => row.name)).toEqual(["Sam Rivera", "Sky"]);
    const [sam, sky] = loaded.week.rows;
    // Chicago's 9:00 is 10:00 in New York.
    expect(sam!.cells[0]!.entries.map((entry) => entry.text)).toEqual(["Hours 10:00 AM–1:00 PM", "Hours 2:00 PM–6:00 PM", "Busy 11:00 AM–12:00 PM"]);
    expect(sky!.cells[2]!.entries.map((entry) => entry.text)).toEqual(["Off all day"]);
    // A zone that is none falls back to Eastern.
    const eastern = (await list("sam", "?week=2030-08-14&zone=Nowhere%2FAtAll")) as Awaited<ReturnType<typeof listPage.loader>>;
    expect(eastern.week.timeZone).toBe("America/New_York");
  });
});

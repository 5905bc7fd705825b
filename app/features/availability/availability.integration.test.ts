// The Availability page's loaders and actions against a real database: who may open whose settings
// (an admin everyone who can host, a sales member themselves, an editor nobody), saving and reading
// settings, days off and calendars with their audit entries, and the team's week.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins, auditLog, hostBusyTimes, hostCalendars, hostDaysOff, hosts } from "#db/schema.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { loadHostRules } from "#app/features/scheduling/hosts.server.ts";
import { formPost, settle, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import * as listPage from "#app/routes/admin.availability.tsx";
import * as hostPage from "#app/routes/admin.availability.host.tsx";
import { findHostMember } from "#app/features/scheduling/host-settings.server.ts";
import { NO_SUCH_HOST } from "./host-access.server.ts";
import { hostAction } from "./host-actions.server.ts";

type Who = "boss" | "sam" | "sky" | "eddie" | "gone";
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
  const ids = {} as Record<Who, string>;

  beforeAll(async () => {
    handle = await open();
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
  afterAll(() => handle.close());

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

  it("calendars: a saved feed shows only its host; a CalDAV password is refused until it can be stored encrypted; neither is audited by address", async () => {
    const feed = "https://calendar.google.com/calendar/ical/sam%40example.com/private-0123456789abcdef/basic.ics";
    expect(statusOf(await post("sam", ids.sam, { intent: "save-ical", icalUrl: feed }))).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_saved", details: { kind: "ical" } });
    let opened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    expect(opened.calendars).toEqual([expect.objectContaining({ kind: "ical", shownUrl: "calendar.google.com", lastReadAt: null })]);
    expect(JSON.stringify(opened)).not.toContain("private-0123456789abcdef");

    const before = await auditCount();
    const caldav = { intent: "save-caldav", caldavUrl: "https://caldav.example.com/dav/", caldavUsername: "sam" };
    const noPassword = await post("sam", ids.sam, { ...caldav, caldavPassword: "" });
    expect(statusOf(noPassword)).toBe(422);
    expect(dataOf<{ fields: object }>(noPassword).fields).toHaveProperty("caldavPassword");
    const withPassword = await post("sam", ids.sam, { ...caldav, caldavPassword: "app-password-1234" });
    expect(statusOf(withPassword)).toBe(422);
    expect(JSON.stringify(dataOf(withPassword))).not.toContain("app-password-1234");
    expect(await handle.db.select().from(hostCalendars).where(eq(hostCalendars.kind, "caldav"))).toEqual([]);
    expect(await auditCount()).toBe(before);

    // A new feed address starts over: the old one's busy times and read state go.
    const [row] = await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, ids.sam));
    await handle.db.update(hostCalendars).set({ lastReadAt: new Date(), etag: '"v1"' }).where(eq(hostCalendars.id, row!.id));
    await handle.db.insert(hostBusyTimes).values({ calendarId: row!.id, startsAt: new Date("2030-07-01T15:00:00Z"), endsAt: new Date("2030-07-01T16:00:00Z") });
    expect(statusOf(await post("sam", ids.sam, { intent: "save-ical", icalUrl: "webcal://p01-caldav.icloud.com/published/2/xyz" }))).toBe(302);
    const [moved] = await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, ids.sam));
    expect(moved).toMatchObject({ id: row!.id, url: "https://p01-caldav.icloud.com/published/2/xyz", etag: null, lastReadAt: null });
    expect(await handle.db.select().from(hostBusyTimes).where(eq(hostBusyTimes.calendarId, row!.id))).toEqual([]);

    expect(statusOf(await post("sam", ids.sam, { intent: "remove-calendar", kind: "ical" }))).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "host.calendar_removed", details: { kind: "ical" } });
    expect(statusOf(await post("sam", ids.sam, { intent: "remove-calendar", kind: "ical" }))).toBe(404);
    opened = (await page("sam", ids.sam)) as Awaited<ReturnType<typeof hostPage.loader>>;
    expect(opened.calendars).toEqual([]);
    const details = (await handle.db.select({ details: auditLog.details }).from(auditLog)).map((entry) => JSON.stringify(entry.details)).join();
    expect(details).not.toMatch(/google|icloud|caldav\.example|app-password/);
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

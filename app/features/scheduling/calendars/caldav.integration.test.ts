// Hosts' CalDAV accounts against a real CalDAV server (Radicale, started on loopback by the test),
// on both databases. Reading: a weekly meeting with an EXDATE, an occurrence moved and another
// cancelled by overrides, an all-day event, one in Tokyo's zone, a transparent and a cancelled
// event, in two calendars of the account: exactly the right busy times are stored. Writing back
// through the outbox: a booking appears with the invite's UID, a reschedule moves it, a
// cancellation removes it, and while the server is down the write-back is retried until it is up.
import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCalendars, outbox } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { claimDueMessages, markSent } from "#app/features/mail/outbox.server.ts";
import { processOutboxBatch } from "#app/features/mail/outbox-worker.server.ts";
import { capturingLogger, iso, NEW_YORK_VTIMEZONE, vcalendar, vevent } from "#tests/support/calendar-fixtures.ts";
import { addHost } from "#tests/support/hosts.ts";
import { startRadicale, type Radicale } from "#tests/support/radicale.ts";
import { busyTimesOf, refreshCalendar } from "./calendar-refresh.server.ts";
import { calendarStatuses, saveCaldavAccount } from "./calendar-settings.server.ts";
import { createCalendarWriter, queueCalendarWriteBack } from "./calendar-write-back.server.ts";

const ENV = { CALENDAR_REFRESH: 5 * 60_000, BOOKING_HORIZON_DAYS: 60, CALENDAR_ENCRYPTION_KEY: undefined };
const NOW = new Date("2026-03-02T12:00:00Z");
const DAY = 24 * 60 * 60_000;
const WINDOW = { start: NOW.getTime() - DAY, end: NOW.getTime() + 62 * DAY };

const TOKYO = ["BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:JST", "DTSTART:19700101T000000", "END:STANDARD", "END:VTIMEZONE"];

const ny = (stamp: string) => `TZID=America/New_York:${stamp}`;

/** The host's calendars as their calendar app would have stored them. */
const WORK_EVENTS: Record<string, string> = {
  // Mondays at 10:00 New York time: March 9 taken out, March 16 moved to Tuesday 3 PM, March 23 cancelled.
  "weekly.ics": vcalendar(
    ...NEW_YORK_VTIMEZONE,
    ...vevent("weekly-sync", `DTSTART;${ny("20260202T100000")}`, `DTEND;${ny("20260202T110000")}`, "RRULE:FREQ=WEEKLY;BYDAY=MO", `EXDATE;${ny("20260309T100000")}`),
    ...vevent("weekly-sync", `RECURRENCE-ID;${ny("20260316T100000")}`, `DTSTART;${ny("20260317T150000")}`, `DTEND;${ny("20260317T160000")}`, "SEQUENCE:1"),
    ...vevent("weekly-sync", `RECURRENCE-ID;${ny("20260323T100000")}`, `DTSTART;${ny("20260323T100000")}`, `DTEND;${ny("20260323T110000")}`, "STATUS:CANCELLED"),
  ),
  "offsite.ics": vcalendar(...vevent("offsite", "DTSTART;VALUE=DATE:20260312", "DTEND;VALUE=DATE:20260314", "SUMMARY:Team offsite")),
  "tokyo.ics": vcalendar(...TOKYO, ...vevent("tokyo-call", "DTSTART;TZID=Asia/Tokyo:20260319T090000", "DTEND;TZID=Asia/Tokyo:20260319T100000")),
  "focus.ics": vcalendar(...vevent("focus", "DTSTART:20260305T150000Z", "DTEND:20260305T170000Z", "TRANSP:TRANSPARENT")),
  "cancelled.ics": vcalendar(...vevent("cancelled", "DTSTART:20260306T150000Z", "DTEND:20260306T160000Z", "STATUS:CANCELLED")),
};
const DENTIST = vcalendar(...vevent("dentist", "DTSTART:20260304T130000Z", "DTEND:20260304T140000Z"));

const WORK_BUSY = [
  ["2026-03-02T15:00:00.000Z", "2026-03-02T16:00:00.000Z"],
  ["2026-03-12T04:00:00.000Z", "2026-03-14T04:00:00.000Z"],
  ["2026-03-17T19:00:00.000Z", "2026-03-17T20:00:00.000Z"],
  ["2026-03-19T00:00:00.000Z", "2026-03-19T01:00:00.000Z"],
  ...["03-30", "04-06", "04-13", "04-20", "04-27"].map((day) => [`2026-${day}T14:00:00.000Z`, `2026-${day}T15:00:00.000Z`]),
];
const ALL_BUSY = [WORK_BUSY[0], ["2026-03-04T13:00:00.000Z", "2026-03-04T14:00:00.000Z"], ...WORK_BUSY.slice(1)];

/** The visitor's invite as the booking module writes it: METHOD, organizer and attendee included. */
const invite = (uid: string, sequence: number, start: string, end: string) =>
  vcalendar(
    "METHOD:REQUEST",
    ...vevent(
      uid,
      `SEQUENCE:${sequence}`,
      `DTSTART:${start}`,
      `DTEND:${end}`,
      "SUMMARY:Lumenguard demo with Ada Lovelace",
      "LOCATION:https://meet.example/dana",
      "STATUS:CONFIRMED",
      'ORGANIZER;CN="Lumenguard Sales":mailto:sales@lumenguard.example',
      'ATTENDEE;CN="Ada Lovelace";RSVP=TRUE;PARTSTAT=NEEDS-ACTION:mailto:ada@acme.example',
    ),
  );

const PASSWORD = "app-password-1";

describe.each(testDatabaseTargets())("hosts' CalDAV calendars on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let radicale: Radicale;
  let work: string;
  let dana: string;
  let calendarId: string;
  const logs = capturingLogger();
  const options = { logger: logs.logger };

  const busyOfDana = async () => iso((await busyTimesOf(handle.db, [dana], WINDOW)).get(dana));
  const saveAccount = (url: string, password?: string) => saveCaldavAccount(handle.db, ENV, dana, { url, username: "dana", password });
  const read = async (at = NOW) => refreshCalendar(handle.db, ENV, calendarId, at, options);

  beforeAll(async () => {
    handle = await open();
    radicale = await startRadicale({ users: [{ username: "dana", password: PASSWORD }] });
    work = await radicale.makeCalendar("work");
    const personal = await radicale.makeCalendar("personal");
    for (const [file, ics] of Object.entries(WORK_EVENTS)) await radicale.put(work, file, ics);
    await radicale.put(personal, "dentist.ics", DENTIST);
    dana = await addHost(handle.db, { email: `dana-${name}@lumenguard.example` });
  });
  afterAll(async () => {
    await radicale.close();
    await handle.close();
  });

  it("reads every calendar of the account from the server's address, recurrences, overrides, all-day and other zones included", async () => {
    const saved = await saveAccount(radicale.url, PASSWORD);
    expect(saved.ok).toBe(true);
    calendarId = (saved as { calendarId: string }).calendarId;
    expect(await read()).toEqual({ status: "read", busyTimes: ALL_BUSY.length });
    expect(await busyOfDana()).toEqual(ALL_BUSY);
  });

  it("reads only the calendar an address names", async () => {
    expect((await saveAccount(work)).ok).toBe(true);
    expect(await read()).toMatchObject({ status: "read" });
    expect(await busyOfDana()).toEqual(WORK_BUSY);
  });

  it("keeps the busy times when the password is refused or the server is down, and says why", async () => {
    expect(await saveAccount(work, "a-wrong-password")).toEqual({ ok: true, calendarId });
    expect(await read()).toEqual({ status: "failed", error: "The calendar server answered 401: it did not accept the user name and app password." });
    expect(await busyOfDana()).toEqual(WORK_BUSY);
    await saveAccount(work, PASSWORD);
    await radicale.stop();
    try {
      expect(await read()).toEqual({ status: "failed", error: "The calendar server refused the connection." });
      expect(await busyOfDana()).toEqual(WORK_BUSY);
      expect((await calendarStatuses(handle.db, [dana])).get(dana)![0]).toMatchObject({ kind: "caldav", urlShown: work, username: "dana", hasPassword: true, lastReadAt: NOW });
    } finally {
      await radicale.start();
    }
    expect(await read()).toMatchObject({ status: "read" });
  });

  const writer = () => createCalendarWriter({ db: handle.db, env: ENV });
  const deliver = () => processOutboxBatch({ db: handle.db, writeCalendar: writer(), logger: logs.logger, options: { backoffBaseMs: 20, backoffMaxMs: 40 } });
  const queue = (uid: string, ics: string | null) => handle.db.transaction((tx) => queueCalendarWriteBack(tx, { adminId: dana, uid, ics }));
  const rowsOf = (uid: string) =>
    handle.db
      .select()
      .from(outbox)
      .where(sql`${outbox.message}->>'uid' = ${uid}`)
      .orderBy(outbox.createdAt);
  const objectOf = async (uid: string) => radicale.get(`${work}${encodeURIComponent(uid)}.ics`);

  it("writes a booking into the host's calendar with the invite's UID, moves it on reschedule and removes it on cancel", async () => {
    const uid = `booking-1-${name}@bookings.lumenguard.example`;
    expect(await queue(uid, invite(uid, 0, "20260310T150000Z", "20260310T153000Z"))).toEqual(expect.any(String));
    expect(await deliver()).toBe(1);
    const [row] = await rowsOf(uid);
    expect(row).toMatchObject({ channel: "caldav", template: "calendar-put", status: "sent", recipient: radicale.url.replace(/\/$/, "") });
    const first = await objectOf(uid);
    expect(first.status).toBe(200);
    const stored = new ICAL.Component(ICAL.parse(first.text));
    expect(stored.getFirstPropertyValue("method")).toBeNull();
    const event = stored.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(uid);
    expect(event.hasProperty("attendee") || event.hasProperty("organizer")).toBe(false);

    await queue(uid, invite(uid, 1, "20260311T170000Z", "20260311T173000Z"));
    expect(await deliver()).toBe(1);
    const moved = new ICAL.Component(ICAL.parse((await objectOf(uid)).text)).getFirstSubcomponent("vevent")!;
    expect(moved.getFirstPropertyValue("sequence")).toBe(1);
    expect(String(moved.getFirstPropertyValue("dtstart"))).toBe("2026-03-11T17:00:00Z");
    // One copy in the whole calendar; reading it back adds no busy time: the site's own meeting
    // holds its time through its booking, not a second time through its copy.
    expect((await radicale.get(work)).text.split(`UID:${uid}`).length - 1).toBe(1);
    await read();
    expect(await busyOfDana()).toEqual(WORK_BUSY);

    await queue(uid, null);
    expect(await deliver()).toBe(1);
    expect((await objectOf(uid)).status).toBe(404);
    expect((await rowsOf(uid)).map((row) => [row.template, row.status])).toEqual([
      ["calendar-put", "sent"],
      ["calendar-put", "sent"],
      ["calendar-delete", "sent"],
    ]);
    // Removing what is already gone is done too.
    await queue(uid, null);
    expect(await deliver()).toBe(1);
    expect((await rowsOf(uid)).at(-1)!.status).toBe("sent");
  });

  it("retries a write-back while the host's server is down, and delivers it once it is back", async () => {
    const uid = `booking-2-${name}@lumenguard.example`;
    await radicale.stop();
    try {
      await queue(uid, invite(uid, 0, "20260312T150000Z", "20260312T153000Z"));
      for (let attempt = 1; attempt <= 3; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(await deliver()).toBe(1);
        const [row] = await rowsOf(uid);
        expect(row).toMatchObject({ status: "pending", attempts: attempt, lastError: "CALENDAR_UNREACHABLE The calendar server refused the connection." });
      }
    } finally {
      await radicale.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await deliver()).toBe(1);
    expect((await rowsOf(uid))[0]).toMatchObject({ status: "sent", attempts: 4 });
    expect((await objectOf(uid)).status).toBe(200);
  });

  it("writes only a meeting's latest state, and never overtakes a write-back on its way", async () => {
    const uid = `booking-3-${name}@lumenguard.example`;
    await queue(uid, invite(uid, 0, "20260313T150000Z", "20260313T153000Z"));
    await queue(uid, null);
    expect((await rowsOf(uid)).map((row) => row.template)).toEqual(["calendar-delete"]);
    expect(await deliver()).toBe(1);

    // A PUT on its way (claimed by a worker, not settled yet): the DELETE queued after it waits.
    const next = `booking-4-${name}@lumenguard.example`;
    await queue(next, invite(next, 0, "20260313T150000Z", "20260313T153000Z"));
    const [onItsWay, ...others] = await claimDueMessages(handle.db, { limit: 10, leaseMs: 60_000, channels: ["caldav"] });
    expect(others).toEqual([]);
    await queue(next, null);
    expect((await rowsOf(next)).map((row) => [row.template, row.status])).toEqual([
      ["calendar-put", "sending"],
      ["calendar-delete", "pending"],
    ]);
    expect(await claimDueMessages(handle.db, { limit: 10, leaseMs: 60_000, channels: ["caldav"] })).toEqual([]);
    await markSent(handle.db, onItsWay!);
    expect(await deliver()).toBe(1);
    expect((await rowsOf(next)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("queues nothing for a host without a CalDAV account", async () => {
    const erin = await addHost(handle.db, { email: `erin-${name}@lumenguard.example` });
    expect(await handle.db.transaction((tx) => queueCalendarWriteBack(tx, { adminId: erin, uid: "x@y", ics: invite("x@y", 0, "20260310T150000Z", "20260310T153000Z") }))).toBeNull();
    expect(await rowsOf("x@y")).toEqual([]);
  });

  it("keeps the app password out of the database in clear and out of every log line", async () => {
    const [account] = await handle.db.select().from(hostCalendars).where(eq(hostCalendars.id, calendarId));
    expect(account!.passwordEncrypted).toMatch(/^v1\.app\./);
    const everything = JSON.stringify(await handle.db.execute(sql`select * from host_calendars, outbox`));
    expect(everything).not.toContain(PASSWORD);
    const basic = Buffer.from(`dana:${PASSWORD}`).toString("base64");
    expect(logs.text()).not.toContain(PASSWORD);
    expect(logs.text()).not.toContain(basic);
    expect(logs.text()).toContain("calendar write-back sent");
  });
});

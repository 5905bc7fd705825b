// A host's real CalDAV calendar through the whole booking path (decision 043), on both databases:
// Radicale on loopback holds a weekly meeting with an EXDATE, an occurrence moved and another
// cancelled, an all-day event, a call in Tokyo's zone and a transparent event; /api/availability
// takes away exactly the slots they cover. A booking through the public API appears in the host's
// calendar under the invite's UID, follows its reschedule and leaves with its cancellation; with the
// server down the booking still succeeds and the write-back waits in the outbox until it is back.
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { processOutboxBatch } from "#app/features/mail/outbox-worker.server.ts";
import { refreshCalendar } from "#app/features/scheduling/calendars/calendar-refresh.server.ts";
import { saveCaldavAccount } from "#app/features/scheduling/calendars/calendar-settings.server.ts";
import { createCalendarWriter } from "#app/features/scheduling/calendars/calendar-write-back.server.ts";
import type { CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { NEW_YORK_VTIMEZONE, vcalendar, vevent } from "#tests/support/calendar-fixtures.ts";
import { addHost } from "#tests/support/hosts.ts";
import { startRadicale, type Radicale } from "#tests/support/radicale.ts";
import { callBooking, callFunction, isoDate, silentLogger, startApiServer, testEnv, tokenOf, validBodies, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

/** Tuesday, December 1, 2026, 8:00 AM in New York. */
const NOW = new Date("2026-12-01T13:00:00Z");
const PASSWORD = "app-password-for-tests";
const day = (dayOfMonth: number): CalendarDate => ({ year: 2026, month: 12, day: dayOfMonth });
const ny = (stamp: string) => `TZID=America/New_York:${stamp}`;

/** The host's own calendar, as their calendar app stored it. */
const EVENTS: Record<string, string> = {
  // Thursdays 10:00-11:00 New York: December 10 taken out, the 17th moved to 2 PM, the 24th cancelled.
  "pipeline-review.ics": vcalendar(
    ...NEW_YORK_VTIMEZONE,
    ...vevent("pipeline-review", `DTSTART;${ny("20261105T100000")}`, `DTEND;${ny("20261105T110000")}`, "RRULE:FREQ=WEEKLY;BYDAY=TH", `EXDATE;${ny("20261210T100000")}`),
    ...vevent("pipeline-review", `RECURRENCE-ID;${ny("20261217T100000")}`, `DTSTART;${ny("20261217T140000")}`, `DTEND;${ny("20261217T150000")}`, "SEQUENCE:1"),
    ...vevent("pipeline-review", `RECURRENCE-ID;${ny("20261224T100000")}`, `DTSTART;${ny("20261224T100000")}`, `DTEND;${ny("20261224T110000")}`, "STATUS:CANCELLED"),
  ),
  "conference.ics": vcalendar(...vevent("conference", "DTSTART;VALUE=DATE:20261204", "DTEND;VALUE=DATE:20261205", "SUMMARY:Security conference")),
  // 4:00 AM Tuesday in Tokyo is 2:00 PM Monday in New York.
  "tokyo.ics": vcalendar(...vevent("tokyo-partner", "DTSTART;TZID=Asia/Tokyo:20261208T040000", "DTEND;TZID=Asia/Tokyo:20261208T050000")),
  "focus.ics": vcalendar(...vevent("focus-time", `DTSTART;${ny("20261209T120000")}`, `DTEND;${ny("20261209T130000")}`, "TRANSP:TRANSPARENT")),
};

describe.each(testDatabaseTargets())("a host's CalDAV calendar through booking on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let radicale: Radicale;
  let calendar: string;
  let api: ApiServer;
  let hostId: string;
  let person = 0;
  const env = testEnv({ BOOKING_MIN_NOTICE: "4h" });

  beforeAll(async () => {
    handle = await open();
    radicale = await startRadicale({ users: [{ username: "dana", password: PASSWORD }] });
    calendar = await radicale.makeCalendar("work");
    for (const [file, ics] of Object.entries(EVENTS)) await radicale.put(calendar, file, ics);
    hostId = await addHost(handle.db, { email: `dana-${name}@lumenguard.example`, displayName: "Dana Whitfield" });
    const saved = await saveCaldavAccount(handle.db, env, hostId, { url: calendar, username: "dana", password: PASSWORD });
    expect(saved.ok).toBe(true);
    expect(await refreshCalendar(handle.db, env, (saved as { calendarId: string }).calendarId, NOW)).toMatchObject({ status: "read" });
    api = await startApiServer({ env, db: handle.db, now: () => NOW });
  });
  afterAll(async () => {
    await api.close();
    await radicale.close();
    await handle.close();
  });

  const openTimes = async (date: CalendarDate) => {
    const { data } = await (await fetch(`${api.url}/api/availability?date=${isoDate(date)}`)).json();
    return (data.slots as Array<{ time: string; open: boolean }>).filter((slot) => slot.open).map((slot) => slot.time);
  };
  const book = (date: CalendarDate, time: string) => {
    person += 1;
    return callFunction(api.url, "send-demo-confirmation", { ...validBodies(date, time)["send-demo-confirmation"], date: isoDate(date), email: `buyer${person}@acme.example` });
  };
  const deliver = () =>
    processOutboxBatch({ db: handle.db, writeCalendar: createCalendarWriter({ db: handle.db, env }), logger: silentLogger, options: { backoffBaseMs: 10, backoffMaxMs: 20 } });
  const copyOf = async (uid: string) => {
    const answer = await radicale.get(`${calendar}${encodeURIComponent(uid)}.ics`);
    return answer.status === 200 ? new ICAL.Component(ICAL.parse(answer.text)).getFirstSubcomponent("vevent")! : null;
  };
  const bookingOf = async (leadId: string) => (await handle.db.select().from(schema.bookings).where(eq(schema.bookings.leadId, leadId)))[0]!;

  it("offers none of the host's busy times and all of the freed ones", async () => {
    const thursday = await openTimes(day(3));
    expect(thursday).toEqual(expect.arrayContaining(["9:30 AM", "11:00 AM"]));
    expect(thursday).not.toContain("10:00 AM");
    expect(thursday).not.toContain("10:30 AM");
    expect(await openTimes(day(10))).toContain("10:00 AM"); // EXDATE
    const moved = await openTimes(day(17));
    expect(moved).toContain("10:00 AM");
    expect(moved).not.toContain("2:00 PM");
    expect(moved).not.toContain("2:30 PM");
    expect(await openTimes(day(24))).toContain("10:00 AM"); // the cancelled occurrence
    expect(await openTimes(day(4))).toEqual([]); // all day at the conference
    const monday = await openTimes(day(7));
    expect(monday).not.toContain("2:00 PM");
    expect(monday).toContain("3:00 PM");
    expect(await openTimes(day(9))).toContain("12:00 PM"); // transparent
    expect((await book(day(3), "10:00 AM")).status).toBe(409);
  });

  it("writes the booking into the host's calendar under the invite's UID, moves it and removes it with the booking", async () => {
    const answer = await book(day(3), "11:00 AM");
    expect(answer.status).toBe(200);
    const leadId = answer.body!.data!.id as string;
    const token = tokenOf((answer.body!.data!.booking as { manageUrl: string }).manageUrl);
    const { inviteUid } = await bookingOf(leadId);
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    expect(String((await copyOf(inviteUid))!.getFirstPropertyValue("dtstart"))).toBe("2026-12-03T16:00:00Z");

    expect((await callBooking(api.url, token, "reschedule", { date: isoDate(day(3)), time: "3:00 PM" })).status).toBe(200);
    await deliver();
    const moved = (await copyOf(inviteUid))!;
    expect(String(moved.getFirstPropertyValue("dtstart"))).toBe("2026-12-03T20:00:00Z");
    expect(moved.getFirstPropertyValue("sequence")).toBe(1);
    // Its copy in the calendar does not count against the host a second time.
    await refreshCalendar(handle.db, env, (await handle.db.select().from(schema.hostCalendars))[0]!.id, NOW);
    expect(await openTimes(day(3))).not.toContain("3:00 PM");
    expect(await openTimes(day(3))).toContain("11:00 AM");

    expect((await callBooking(api.url, token, "cancel", {})).status).toBe(200);
    await deliver();
    expect(await copyOf(inviteUid)).toBeNull();
  });

  it("books while the host's server is down, and the write-back waits in the outbox until it is back", async () => {
    await radicale.stop();
    let leadId: string;
    try {
      const answer = await book(day(10), "11:00 AM");
      expect(answer.status).toBe(200);
      leadId = answer.body!.data!.id as string;
      await deliver();
      const [row] = await handle.db.select().from(schema.outbox).where(sql`${schema.outbox.channel} = 'caldav' and ${schema.outbox.leadId} = ${leadId}`);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toMatch(/refused the connection/);
    } finally {
      await radicale.start();
    }
    await handle.db.update(schema.outbox).set({ nextAttemptAt: new Date() }).where(eq(schema.outbox.channel, "caldav"));
    await deliver();
    const [row] = await handle.db.select().from(schema.outbox).where(sql`${schema.outbox.channel} = 'caldav' and ${schema.outbox.leadId} = ${leadId!}`);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(await copyOf((await bookingOf(leadId!)).inviteUid)).not.toBeNull();
  });
});

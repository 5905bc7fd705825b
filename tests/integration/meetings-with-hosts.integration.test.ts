// Meetings with hosts (decision 043), through the public API on both databases: what visitors are
// offered is the hosts' own time (their hours in their zone, days off, calendar busy times, buffers,
// daily maximum, minimum notice), each booking goes round-robin to a free host who then owns the
// lead and is named with their link in the mail, and a reschedule keeps or hands over the host.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { newYorkInstant, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { asSent } from "#tests/support/queued-mail.ts";
import { changeBookingAsStaff } from "#app/features/booking/booking-lifecycle.server.ts";
import { addBusyTimes, addHost } from "#tests/support/hosts.ts";
import {
  callBooking,
  callFunction,
  isoDate,
  silentLogger,
  startApiServer,
  testEnv,
  tokenOf,
  validBodies,
  type ApiServer,
} from "#tests/integration/support/lead-api-harness.ts";

/** Tuesday, December 1, 2026, 8:00 AM in New York. */
const NOW = new Date("2026-12-01T13:00:00Z");
const THURSDAY: CalendarDate = { year: 2026, month: 12, day: 3 };
const FRIDAY: CalendarDate = { year: 2026, month: 12, day: 4 };
const at = (date: CalendarDate, label: string) => newYorkInstant(date, parseSlotLabel(label)!);

describe.each(testDatabaseTargets())("meetings with hosts on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  let person = 0;

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv({ BOOKING_MIN_NOTICE: "4h" }), db: handle.db, now: () => NOW });
  });
  beforeEach(async () => {
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.leads);
    await handle.db.delete(schema.admins);
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  async function offered(date: CalendarDate, kind = "demo") {
    const response = await fetch(`${api.url}/api/availability?date=${isoDate(date)}&kind=${kind}`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    return data as { mode: string; slots: Array<{ time: string; open: boolean; remaining: number }> };
  }
  const openTimes = async (date: CalendarDate, kind = "demo") =>
    (await offered(date, kind)).slots.filter((slot) => slot.open).map((slot) => slot.time);

  async function book(date: CalendarDate, time: string, fn: "send-demo-confirmation" | "send-discovery-confirmation" = "send-demo-confirmation") {
    person += 1;
    return callFunction(api.url, fn, { ...validBodies(date, time)[fn], date: isoDate(date), email: `visitor${person}@acme.example` });
  }

  const bookingOf = async (leadId: string) =>
    (await handle.db.select().from(schema.bookings).where(eq(schema.bookings.leadId, leadId)))[0]!;

  it("offers the half hours someone works, in each host's own zone, and nothing else", async () => {
    await addHost(handle.db, { timeZone: "America/New_York" });
    await addHost(handle.db, { timeZone: "Europe/London" });
    const { mode, slots } = await offered(THURSDAY);
    expect(mode).toBe("hosts");
    // London's 09:00-17:00 is 4:00 AM-12:00 PM in New York; New York's runs to 5:00 PM.
    expect(slots[0]).toMatchObject({ time: "4:00 AM", open: true, remaining: 1 });
    expect(slots.find((slot) => slot.time === "11:00 AM")).toMatchObject({ open: true, remaining: 2 });
    expect(slots.at(-1)).toMatchObject({ time: "4:30 PM", open: true, remaining: 1 });
    expect(slots.map((slot) => slot.time)).not.toContain("5:00 PM");
    // A time nobody works is refused as not offered.
    const refused = await book(THURSDAY, "6:00 PM");
    expect(refused.status).toBe(409);
  });

  it("books round-robin: the free host with the fewest meetings, who then owns the lead and gets the invite", async () => {
    const dana = await addHost(handle.db, { email: "dana@lumenguard.example", displayName: "Dana Whitfield", meetingUrl: "https://meet.lumenguard.example/dana" });
    const omar = await addHost(handle.db, { email: "omar@lumenguard.example", displayName: "Omar Haddad", meetingUrl: "https://meet.lumenguard.example/omar" });
    const first = await book(THURSDAY, "11:00 AM");
    const second = await book(THURSDAY, "11:00 AM");
    expect([first.status, second.status]).toEqual([200, 200]);
    const hostsGiven = [await bookingOf(first.body!.data!.id as string), await bookingOf(second.body!.data!.id as string)].map((b) => b.hostId);
    expect(new Set(hostsGiven)).toEqual(new Set([dana, omar]));
    // Both hosts are taken at 11:00 now: neither the offer nor a booking has room.
    expect(await openTimes(THURSDAY)).not.toContain("11:00 AM");
    expect((await book(THURSDAY, "11:00 AM")).status).toBe(409);
    // The next meeting goes to whoever has fewer: both have one, so the one booked longest ago.
    const third = await book(THURSDAY, "2:00 PM");
    expect((await bookingOf(third.body!.data!.id as string)).hostId).toBe(hostsGiven[0]);

    const leadId = first.body!.data!.id as string;
    const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, leadId));
    expect(lead!.ownerId).toBe(hostsGiven[0]);
    const mail = await asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)).orderBy(asc(schema.outbox.createdAt)));
    const host = hostsGiven[0] === dana ? { name: "Dana Whitfield", email: "dana@lumenguard.example", url: "https://meet.lumenguard.example/dana" } : { name: "Omar Haddad", email: "omar@lumenguard.example", url: "https://meet.lumenguard.example/omar" };
    const confirmation = mail.find((row) => row.template === "booking-confirmation")!;
    expect(confirmation.message.text).toContain(host.name);
    expect(confirmation.message.text).toContain(host.url);
    // RFC 5545 folds long lines: unfold before reading.
    const invite = confirmation.message.icalEvent!.content.replace(/\r\n[ \t]/g, "");
    expect(invite).toContain(`LOCATION:${host.url}`);
    expect(invite).toContain(`ROLE="CHAIR";PARTSTAT="ACCEPTED";CN="${host.name}":mailto:${host.email}`);
    const recipients = mail.map((row) => row.message.to);
    expect(recipients).toHaveLength(3);
    expect(recipients).toEqual(expect.arrayContaining([host.email, "sales@lumenguard.example", expect.stringMatching(/^visitor\d+@acme\.example$/)]));
    const hostCopy = mail.find((row) => row.message.to === host.email)!;
    expect(hostCopy.message.icalEvent!.content).toContain(`UID:${(await bookingOf(leadId)).inviteUid}`);
  });

  it("leaves out a host's days off, busy calendar times with their buffers, and days at their maximum", async () => {
    const host = await addHost(handle.db, { bufferBefore: 15, bufferAfter: 0, dailyMax: 2, daysOff: [["2026-12-04", "2026-12-04"]] });
    await addBusyTimes(handle.db, host, [{ start: at(THURSDAY, "1:00 PM"), end: at(THURSDAY, "2:00 PM") }]);
    const thursday = await openTimes(THURSDAY);
    expect(thursday).toContain("12:30 PM");
    // Busy 1:00-2:00; 2:00 would need the 15 minutes before it free too.
    for (const time of ["1:00 PM", "1:30 PM", "2:00 PM"]) expect(thursday).not.toContain(time);
    expect(thursday).toContain("2:30 PM");
    expect(await openTimes(FRIDAY)).toEqual([]);
    expect((await book(FRIDAY, "10:00 AM")).status).toBe(409);
    expect((await book(THURSDAY, "2:00 PM")).status).toBe(409);

    expect((await book(THURSDAY, "9:00 AM")).status).toBe(200);
    // 9:30's 15 minutes before it (9:15-9:30) fall inside the 9:00 meeting.
    expect(await openTimes(THURSDAY)).not.toContain("9:30 AM");
    expect((await book(THURSDAY, "10:00 AM")).status).toBe(200);
    // Two meetings: the daily maximum closes the rest of the day.
    expect(await openTimes(THURSDAY)).toEqual([]);
    expect((await book(THURSDAY, "3:00 PM")).status).toBe(409);
  });

  it("offers nothing sooner than the minimum notice and refuses it with a reason", async () => {
    await addHost(handle.db);
    const today = { year: 2026, month: 12, day: 1 };
    const times = await openTimes(today);
    // 8:00 AM now, four hours' notice: noon is the first.
    expect(times[0]).toBe("12:00 PM");
    const tooSoon = await book(today, "11:30 AM");
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body!.error!.fields.time).toBe("Please select a time at least 4 hours from now.");
  });

  it("offers each kind only with the hosts who take it", async () => {
    await addHost(handle.db, { kinds: ["discovery"], timeZone: "Europe/London" });
    await addHost(handle.db, { kinds: ["demo"] });
    expect((await offered(THURSDAY, "discovery")).slots[0]!.time).toBe("4:00 AM");
    expect((await offered(THURSDAY, "demo")).slots[0]!.time).toBe("9:00 AM");
    expect((await book(THURSDAY, "4:00 AM")).status).toBe(409);
    expect((await book(THURSDAY, "4:00 AM", "send-discovery-confirmation")).status).toBe(200);
  });

  it("a reschedule keeps the host when they are free then, and hands the meeting over when not", async () => {
    const dana = await addHost(handle.db, { displayName: "Dana", daysOff: [["2026-12-04", "2026-12-04"]] });
    const omar = await addHost(handle.db, { displayName: "Omar" });
    // Omar has a meeting already, so the round-robin gives this one to Dana.
    expect((await book(THURSDAY, "9:00 AM")).status).toBe(200);
    const answer = await book(THURSDAY, "11:00 AM");
    const leadId = answer.body!.data!.id as string;
    const token = tokenOf((answer.body!.data!.booking as { manageUrl: string }).manageUrl);
    const firstHost = (await bookingOf(leadId)).hostId;
    const otherHost = firstHost === dana ? omar : dana;

    expect((await callBooking(api.url, token, "reschedule", { date: isoDate(THURSDAY), time: "3:00 PM" })).status).toBe(200);
    expect((await bookingOf(leadId)).hostId).toBe(firstHost);

    // Friday is Dana's day off: a move there goes to Omar (or stays with him).
    expect((await callBooking(api.url, token, "reschedule", { date: isoDate(FRIDAY), time: "10:00 AM" })).status).toBe(200);
    const moved = await bookingOf(leadId);
    expect(moved.hostId).toBe(omar);
    const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, leadId));
    expect(lead!.ownerId).toBe(omar);
    if (firstHost === dana) {
      // Dana's calendar gets the cancellation, Omar's the meeting, both with the raised sequence.
      const mail = await asSent(await handle.db.select().from(schema.outbox).where(and(eq(schema.outbox.leadId, leadId), eq(schema.outbox.template, "sales-notification"))));
      const cancels = mail.filter((row) => row.message.icalEvent?.method === "CANCEL");
      expect(cancels).toHaveLength(1);
      expect(cancels[0]!.message.icalEvent!.content).toContain(`SEQUENCE:${moved.inviteSequence}`);
    }
    expect(otherHost).not.toBe(firstHost);
  });

  it("the database refuses two overlapping holds of one host, whatever the application counted", async () => {
    const host = await addHost(handle.db);
    const answer = await book(THURSDAY, "11:00 AM");
    const booking = await bookingOf(answer.body!.data!.id as string);
    const second = await book(THURSDAY, "2:00 PM");
    const other = await bookingOf(second.body!.data!.id as string);
    await expect(
      handle.db.execute(
        sql`update meeting_holds set during = tstzrange(${at(THURSDAY, "11:15 AM").toISOString()}::timestamptz, ${at(THURSDAY, "11:45 AM").toISOString()}::timestamptz) where booking_id = ${other.id}`,
      ),
    ).rejects.toThrow();
    const holds = await handle.db.select().from(schema.meetingHolds).where(eq(schema.meetingHolds.holder, `host:${host}`));
    expect(holds.map((hold) => hold.bookingId).sort()).toEqual([booking.id, other.id].sort());
  });

  it("staff hand a meeting to another host only when that host is free then; the invite follows", async () => {
    const dana = await addHost(handle.db, { displayName: "Dana" });
    const omar = await addHost(handle.db, { displayName: "Omar" });
    const answer = await book(THURSDAY, "11:00 AM");
    const leadId = answer.body!.data!.id as string;
    const before = await bookingOf(leadId);
    const other = before.hostId === dana ? omar : dana;
    const staff = { adminId: before.hostId!, email: "lead@lumenguard.example" };
    const ctx = { env: testEnv({ BOOKING_MIN_NOTICE: "4h" }), db: handle.db, logger: silentLogger, clientIp: "127.0.0.1", now: () => NOW };

    // The other host is busy then: refused, nothing changes.
    await addBusyTimes(handle.db, other, [{ start: at(THURSDAY, "10:30 AM"), end: at(THURSDAY, "12:00 PM") }]);
    const refused = await changeBookingAsStaff(ctx, leadId, "reassign", { hostId: other, reason: "Out sick" }, staff);
    expect(refused).toMatchObject({ ok: false, status: 409, fields: { hostId: expect.stringContaining("not free") } });
    expect((await bookingOf(leadId)).hostId).toBe(before.hostId);

    await handle.db.delete(schema.hostCalendars);
    const handed = await changeBookingAsStaff(ctx, leadId, "reassign", { hostId: other, reason: "Out sick" }, staff);
    expect(handed.ok).toBe(true);
    const after = await bookingOf(leadId);
    expect(after).toMatchObject({ hostId: other, startsAt: before.startsAt, inviteSequence: before.inviteSequence + 1 });
    const mail = await asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)).orderBy(asc(schema.outbox.createdAt)));
    const notice = mail.find((row) => row.template === "booking-rescheduled")!;
    expect(notice.message.subject).toMatch(/^Updated: /);
    expect(notice.message.icalEvent!.content).toContain(`SEQUENCE:${after.inviteSequence}`);
    expect(mail.filter((row) => row.message.icalEvent?.method === "CANCEL")).toHaveLength(1);
  });
});

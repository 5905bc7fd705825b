// A booking after it was made (issue 17): its manage link opens it, a reschedule moves its seat in
// one transaction, a cancellation frees the seat, and every change sends an invite with the same
// UID and SEQUENCE one higher, read back here with a real iCalendar parser (ical.js).
import { createHash } from "node:crypto";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema, type Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { newYorkInstant, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { BOOKING_MESSAGES, changeBookingAsStaff, TOKEN_MISS_LIMITS } from "#app/features/booking/booking-lifecycle.server.ts";
import { staffReasonMessage } from "#app/features/booking/booking-change.schema.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { asSent } from "#tests/support/queued-mail.ts";
import { messages } from "#app/features/leads/lead.schema.ts";
import {
  callBooking,
  callFunction,
  futureWeekday,
  silentLogger,
  startApiServer,
  testEnv,
  tokenOf,
  validBodies,
  type ApiServer,
} from "#tests/integration/support/lead-api-harness.ts";

const CAPACITY = 2;

function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: event.component.getFirstPropertyValue("status"),
    description: event.description,
  };
}

const at = (day: CalendarDate, time: string) => newYorkInstant(day, parseSlotLabel(time)!);

describe.each(testDatabaseTargets())("booking lifecycle on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  let clock: Date | null = null;
  const now = () => clock ?? new Date();
  const env = testEnv({ SLOT_CAPACITY: String(CAPACITY) });
  const day = futureWeekday(4);
  const otherDay = futureWeekday(5);
  let person = 0;

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env, db: handle.db, now });
  });
  beforeEach(async () => {
    clock = null;
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.leads);
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  /** Books a discovery call through the public API; answers its receipt and manage token. */
  async function book(date: CalendarDate, time: string, extra: Record<string, unknown> = {}) {
    person += 1;
    const answer = await callFunction(api.url, "send-discovery-confirmation", {
      ...validBodies(date, time)["send-discovery-confirmation"],
      email: `visitor${person}@acme.example`,
      ...extra,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body!.data! as { id: string; booking: { manageUrl: string; calendar: Record<string, string> } };
    return { leadId: receipt.id, token: tokenOf(receipt.booking.manageUrl), receipt };
  }

  /** Seats held by meetings that start then. */
  const seatsAt = async (startsAt: Date) =>
    (await handle.db.select({ n: count() }).from(schema.meetingHolds).where(sql`lower(${schema.meetingHolds.during}) = ${startsAt}`))[0]!.n;

  const availability = async (date: CalendarDate, time: string) => {
    const response = await fetch(`${api.url}/api/availability?date=${toIsoDate(date)}`);
    const slots = (await response.json()).data.slots as Array<{ time: string; open: boolean; remaining: number }>;
    return slots.find((slot) => slot.time === time)!;
  };

  const invitesOf = async (db: Database, leadId: string) =>
    (await asSent(await db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)).orderBy(asc(schema.outbox.createdAt)))).filter(
      (row) => row.message.icalEvent,
    );

  it("opens a booking by its link and keeps only the token's hash", async () => {
    const { token, leadId, receipt } = await book(day, "11:00 AM", { timeZone: "Europe/Berlin" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answer = await callBooking(api.url, token, "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-robots-tag")).toContain("noindex");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body!.data).toMatchObject({
      kind: "discovery",
      start: at(day, "11:00 AM").toISOString(),
      durationMinutes: 15,
      status: "confirmed",
      timeZone: "America/New_York",
      visitorTimeZone: "Europe/Berlin",
      past: false,
    });
    expect(receipt.booking.calendar.ics).toBe(`${env.SITE_URL}/api/bookings/${token}/invite.ics`);

    // The database holds the hash, never the token: not in the booking, its tokens or the lead.
    const [stored] = await handle.db.select().from(schema.bookingTokens);
    expect(stored!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    const rows = JSON.stringify([
      await handle.db.select().from(schema.bookings),
      await handle.db.select().from(schema.bookingTokens),
      await handle.db.select().from(schema.leads).where(eq(schema.leads.id, leadId)),
    ]);
    expect(rows).not.toContain(token);
    // The visitor's e-mail and invite carry the link; the sales team's copy does not.
    const mail = await asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)));
    const visitor = mail.find((row) => row.template === "booking-confirmation")!;
    const sales = mail.find((row) => row.template === "sales-notification")!;
    expect(visitor.message.text).toContain(`${env.SITE_URL}/bookings/${token}`);
    expect(visitor.message.icalEvent!.content).toContain(token);
    expect(visitor.message.text).toMatch(/11:00 AM E[SD]T \(Eastern Time\) · 5:00 PM your time \(Europe\/Berlin\)/);
    expect(JSON.stringify(sales.message)).not.toContain(token);
    // The sales team's copy opens the lead in the sales workspace.
    expect(sales.message.html).toContain(`href="${env.SITE_URL}/admin/leads?id=${leadId}"`);
    expect(sales.message.text).toContain("Open the lead");
  });

  it("answers 404 for an unknown or malformed token and 405 for a wrong method", async () => {
    const unknown = "A".repeat(43);
    for (const token of [unknown, "short", "x".repeat(200)]) {
      const answer = await callBooking(api.url, token, "");
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ data: null, error: { message: BOOKING_MESSAGES.notFound, fields: {} } });
    }
    expect((await callBooking(api.url, unknown, "reschedule", { date: toIsoDate(day), time: "2:00 PM" })).status).toBe(404);
    expect((await callBooking(api.url, unknown, "cancel", {})).status).toBe(404);
    expect((await callBooking(api.url, unknown, "invite.ics")).status).toBe(404);

    const { token } = await book(day, "11:30 AM");
    const post = await callBooking(api.url, token, "", {}, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const get = await callBooking(api.url, token, "cancel", undefined, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await callBooking(api.url, token, "archive", {})).status).toBe(404);
    expect((await callBooking(api.url, token, "cancel", undefined, { rawBody: "reason=x", contentType: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await callBooking(api.url, token, "cancel", undefined, { rawBody: "{nope" })).status).toBe(400);
    expect((await callBooking(api.url, token, "cancel", undefined, { rawBody: JSON.stringify({ reason: "x".repeat(70_000) }) })).status).toBe(413);
    expect((await callBooking(api.url, token, "cancel", [])).status).toBe(400);
    // None of those changed the booking.
    expect((await callBooking(api.url, token, "")).body!.data).toMatchObject({ status: "confirmed" });
  });

  it("a reschedule moves the seat: the old slot opens, the new one fills, a full one is refused", async () => {
    const { token, leadId } = await book(day, "12:00 PM");
    await book(otherDay, "3:00 PM"); // one of the target's two places taken by someone else
    expect(await seatsAt(at(day, "12:00 PM"))).toBe(1);

    const moved = await callBooking(api.url, token, "reschedule", { date: toIsoDate(otherDay), time: "3:00 PM" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body!.data).toMatchObject({ start: at(otherDay, "3:00 PM").toISOString(), status: "confirmed" });
    expect(await seatsAt(at(day, "12:00 PM"))).toBe(0);
    expect(await seatsAt(at(otherDay, "3:00 PM"))).toBe(CAPACITY);
    expect(await availability(day, "12:00 PM")).toMatchObject({ open: true, remaining: CAPACITY });
    expect(await availability(otherDay, "3:00 PM")).toMatchObject({ open: false, remaining: 0 });

    // Into a full slot: 409 at the time field, and the booking keeps its seat where it was.
    const { token: second } = await book(day, "1:00 PM");
    const refused = await callBooking(api.url, second, "reschedule", { date: toIsoDate(otherDay), time: "3:00 PM" });
    expect(refused.status).toBe(409);
    expect(refused.body!.error!.fields).toEqual({ time: messages.slotFull });
    expect(await seatsAt(at(day, "1:00 PM"))).toBe(1);
    expect((await callBooking(api.url, second, "")).body!.data).toMatchObject({ start: at(day, "1:00 PM").toISOString() });

    // The change is recorded with who made it.
    const [booking] = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.leadId, leadId));
    const events = await handle.db.select().from(schema.bookingEvents).where(eq(schema.bookingEvents.bookingId, booking!.id));
    expect(events).toEqual([
      expect.objectContaining({ action: "rescheduled", actor: "visitor", previousStartsAt: at(day, "12:00 PM"), startsAt: at(otherDay, "3:00 PM"), inviteSequence: 1 }),
    ]);
  });

  it("two concurrent reschedules into the last seat: exactly one wins", async () => {
    const target = at(otherDay, "4:00 PM");
    await book(otherDay, "4:00 PM"); // capacity 2, one left
    const first = await book(day, "2:00 PM");
    const second = await book(day, "2:30 PM");
    const answers = await Promise.all(
      [first, second].map(({ token }) => callBooking(api.url, token, "reschedule", { date: toIsoDate(otherDay), time: "4:00 PM" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await seatsAt(target)).toBe(CAPACITY);
    // The loser still holds its own seat; the winner's old one is free.
    const loser = answers[0]!.status === 409 ? first : second;
    const loserTime = loser === first ? "2:00 PM" : "2:30 PM";
    const winnerTime = loser === first ? "2:30 PM" : "2:00 PM";
    expect(await seatsAt(at(day, loserTime))).toBe(1);
    expect(await seatsAt(at(day, winnerTime))).toBe(0);
    // And only the winner wrote e-mails about a change.
    const changeMail = await handle.db
      .select({ n: count() })
      .from(schema.outbox)
      .where(inArray(schema.outbox.template, ["booking-rescheduled"]));
    expect(changeMail[0]!.n).toBe(1);
  });

  it("a cancellation frees the seat at once; a second cancel and a reschedule after it are 409", async () => {
    const time = "5:00 PM";
    const { token } = await book(day, time);
    await book(day, time);
    expect(await availability(day, time)).toMatchObject({ open: false, remaining: 0 });

    const cancelled = await callBooking(api.url, token, "cancel", { reason: "We hired someone else." });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body!.data).toMatchObject({ status: "cancelled", calendar: null });
    expect(await availability(day, time)).toMatchObject({ open: true, remaining: 1 });

    const again = await callBooking(api.url, token, "cancel", {});
    expect(again.status).toBe(409);
    expect(again.body!.error!.message).toBe(BOOKING_MESSAGES.cancelled);
    expect((await callBooking(api.url, token, "reschedule", { date: toIsoDate(day), time: "5:30 PM" })).status).toBe(409);
    expect(await availability(day, "5:30 PM")).toMatchObject({ remaining: CAPACITY });
  });

  it("the invite goes REQUEST seq 0 → REQUEST seq 1 → CANCEL seq 2, one UID, to the visitor and to sales", async () => {
    const { token, leadId } = await book(day, "6:00 PM");
    expect((await callBooking(api.url, token, "reschedule", { date: toIsoDate(otherDay), time: "6:30 PM" })).status).toBe(200);
    const afterMove = parseInvite((await callBooking(api.url, token, "invite.ics")).text);
    expect((await callBooking(api.url, token, "cancel", { reason: "Budget frozen" })).status).toBe(200);

    const rows = await invitesOf(handle.db, leadId);
    const sent = rows.map((row) => ({ template: row.template, mailMethod: row.message.icalEvent!.method, ...parseInvite(row.message.icalEvent!.content) }));
    const uid = sent[0]!.uid;
    expect(sent.every((invite) => invite.uid === uid)).toBe(true);
    const byRecipient = (template: string) => sent.filter((invite) => invite.template === template);
    expect(byRecipient("booking-confirmation").map((i) => [i.method, i.sequence])).toEqual([["REQUEST", 0]]);
    expect(byRecipient("booking-rescheduled").map((i) => [i.method, i.sequence])).toEqual([["REQUEST", 1]]);
    expect(byRecipient("booking-cancelled").map((i) => [i.method, i.sequence])).toEqual([["CANCEL", 2]]);
    expect(byRecipient("sales-notification").map((i) => [i.method, i.sequence])).toEqual([["REQUEST", 0], ["REQUEST", 1], ["CANCEL", 2]]);
    // The MIME part's method (what nodemailer announces) matches the file's METHOD.
    for (const invite of sent) expect([invite.mailMethod, invite.method]).toEqual(Array(2).fill(invite.sequence === 2 ? "CANCEL" : "REQUEST"));

    const [original, moved, cancelled] = byRecipient("sales-notification");
    expect(original!.start).toEqual(at(day, "6:00 PM"));
    expect(moved!.start).toEqual(at(otherDay, "6:30 PM"));
    expect(moved!.end).toEqual(new Date(at(otherDay, "6:30 PM").getTime() + 15 * 60_000));
    expect(moved!.status).toBe("CONFIRMED");
    expect(cancelled!.status).toBe("CANCELLED");
    expect(cancelled!.start).toEqual(at(otherDay, "6:30 PM"));

    // The downloadable invite is the current one: seq 1 after the move, the CANCEL after the cancellation.
    expect(afterMove).toMatchObject({ method: "REQUEST", uid, sequence: 1, start: at(otherDay, "6:30 PM") });
    expect(afterMove.description).toContain(`/bookings/${token}`);
    const download = await callBooking(api.url, token, "invite.ics");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z-]+\.ics"$/);
    expect(parseInvite(download.text)).toMatchObject({ method: "CANCEL", uid, sequence: 2, status: "CANCELLED" });
  });

  it("tells sales what changed (old and new time, reason, who); the visitor's notice echoes no reason", async () => {
    const { token, leadId } = await book(day, "7:00 PM", { timeZone: "Asia/Tokyo" });
    const reason = "Our CISO is travelling; see https://evil.example/phish";
    expect((await callBooking(api.url, token, "reschedule", { date: toIsoDate(otherDay), time: "7:30 PM", reason })).status).toBe(200);
    const mail = await asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)));
    const notice = mail.find((row) => row.template === "booking-rescheduled")!;
    const sales = mail.filter((row) => row.template === "sales-notification").find((row) => row.subject.startsWith("Booking rescheduled"))!;
    expect(sales.message.text).toContain(reason);
    expect(sales.message.text).toMatch(/Previous time: \w+day, .+ at 7:00 PM E[SD]T/);
    expect(sales.message.text).toMatch(/New time: \w+day, .+ at 7:30 PM E[SD]T/);
    expect(sales.message.text).toContain("Changed by: The visitor");
    expect(sales.message.html).toContain(`href="${env.SITE_URL}/admin/leads?id=${leadId}"`);
    expect(notice.subject).toMatch(/^Rescheduled: Lumenguard Discovery call on \w+day, .+ at 7:30 PM E[SD]T$/);
    // Tokyo is 13 or 14 hours ahead of New York (daylight saving time in New York only): the next day.
    const tokyo = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", hour: "numeric", minute: "2-digit", weekday: "short", month: "short", day: "numeric" })
      .formatToParts(at(otherDay, "7:30 PM"));
    const part = (type: string) => tokyo.find((p) => p.type === type)!.value;
    expect(notice.message.text).toContain(
      `(Eastern Time) · ${part("hour")}:30 AM ${part("weekday")}, ${part("month")} ${part("day")} your time (Asia/Tokyo)`,
    );
    expect(notice.message.text).toContain(`/bookings/${token}`);
    for (const part of [notice.subject, notice.message.html, notice.message.text, notice.message.icalEvent!.content]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("travelling");
    }
  });

  it("refuses a new time the booking forms would refuse (422), and the same time", async () => {
    const { token } = await book(day, "8:00 PM");
    const saturday = (() => {
      let probe = day;
      while (new Date(Date.UTC(probe.year, probe.month - 1, probe.day)).getUTCDay() !== 6) {
        const d = new Date(Date.UTC(probe.year, probe.month - 1, probe.day + 1));
        probe = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
      }
      return probe;
    })();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { date: messages.dateRequired, time: messages.timeRequired }],
      [{ date: toIsoDate(saturday), time: "2:00 PM" }, { date: messages.dateNotBookable }],
      [{ date: "2020-01-06", time: "2:00 PM" }, { date: messages.dateNotBookable }],
      [{ date: toIsoDate(futureWeekday(80)), time: "2:00 PM" }, { date: messages.dateBeyondHorizon(env.BOOKING_HORIZON_DAYS) }],
      [{ date: "December 1, 2026", time: "2:00 PM" }, { date: messages.isoDate }],
      [{ date: toIsoDate(otherDay), time: "2:15 PM" }, { time: messages.timeNotOffered }],
      [{ date: toIsoDate(otherDay), time: 1400 }, { time: messages.timeRequired }],
      [{ date: toIsoDate(day), time: "8:00 PM" }, { time: BOOKING_MESSAGES.unchanged }],
    ];
    for (const [body, fields] of cases) {
      const answer = await callBooking(api.url, token, "reschedule", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body!.error!.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    const tooLong = await callBooking(api.url, token, "cancel", { reason: "x".repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body!.error!.fields).toHaveProperty("reason");
    expect((await callBooking(api.url, token, "")).body!.data).toMatchObject({ status: "confirmed", start: at(day, "8:00 PM").toISOString() });
  });

  it("a meeting that has started can no longer be moved or cancelled (409), and says so", async () => {
    const { token } = await book(day, "8:30 PM");
    clock = new Date(at(day, "8:30 PM").getTime() + 60_000);
    expect((await callBooking(api.url, token, "")).body!.data).toMatchObject({ past: true, status: "confirmed" });
    const move = await callBooking(api.url, token, "reschedule", { date: toIsoDate(futureWeekday(3, { ...day })), time: "2:00 PM" });
    expect(move.status).toBe(409);
    expect(move.body!.error!.message).toBe(BOOKING_MESSAGES.past);
    expect((await callBooking(api.url, token, "cancel", {})).status).toBe(409);
  });

  it("a cancelled booking gives its address's place back (BOOKINGS_PER_EMAIL)", async () => {
    const capped = await startApiServer({ env: testEnv({ SLOT_CAPACITY: "2", BOOKINGS_PER_EMAIL: "1" }), db: handle.db });
    try {
      const body = { ...validBodies(day, "11:00 AM")["send-discovery-confirmation"], email: "one.place@acme.example" };
      const first = await callFunction(capped.url, "send-discovery-confirmation", body);
      expect(first.status).toBe(200);
      expect((await callFunction(capped.url, "send-discovery-confirmation", { ...body, time: "11:30 AM" })).status).toBe(422);
      const token = tokenOf((first.body!.data!.booking as { manageUrl: string }).manageUrl);
      expect((await callBooking(capped.url, token, "cancel", {})).status).toBe(200);
      expect((await callFunction(capped.url, "send-discovery-confirmation", { ...body, time: "11:30 AM" })).status).toBe(200);
    } finally {
      await capped.close();
    }
  });

  it("a visitor's change is visitor mail under the caps; the change and the sales copy happen regardless", async () => {
    const capped = await startApiServer({ env: testEnv({ SLOT_CAPACITY: "2", VISITOR_MAIL_PER_ADDRESS: "2" }), db: handle.db });
    try {
      const answer = await callFunction(capped.url, "send-discovery-confirmation", {
        ...validBodies(day, "12:30 PM")["send-discovery-confirmation"],
        email: "capped@acme.example",
      });
      const token = tokenOf((answer.body!.data!.booking as { manageUrl: string }).manageUrl);
      expect((await callBooking(capped.url, token, "reschedule", { date: toIsoDate(day), time: "1:30 PM" })).status).toBe(200);
      expect((await callBooking(capped.url, token, "reschedule", { date: toIsoDate(day), time: "3:30 PM" })).status).toBe(200);
      const mail = await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, String(answer.body!.data!.id)));
      expect(mail.filter((row) => row.recipient === "capped@acme.example").map((row) => row.template).sort()).toEqual([
        "booking-confirmation",
        "booking-rescheduled",
      ]);
      expect(mail.filter((row) => row.template === "sales-notification")).toHaveLength(3);
      expect((await callBooking(capped.url, token, "")).body!.data).toMatchObject({ start: at(day, "3:30 PM").toISOString() });
    } finally {
      await capped.close();
    }
  });

  it("limits unknown-token lookups per client, and changes per minute", async () => {
    const unknown = "B".repeat(43);
    for (let i = 0; i < TOKEN_MISS_LIMITS.points; i++) expect((await callBooking(api.url, unknown, "")).status).toBe(404);
    const limited = await callBooking(api.url, unknown, "");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await handle.db.delete(schema.rateLimits);

    const strict = await startApiServer({ env: testEnv({ RATE_LIMIT_PER_MINUTE: "2" }), db: handle.db });
    try {
      const { token } = await book(day, "9:00 PM");
      expect((await callBooking(strict.url, token, "reschedule", {})).status).toBe(422);
      expect((await callBooking(strict.url, token, "reschedule", {})).status).toBe(422);
      expect((await callBooking(strict.url, token, "reschedule", {})).status).toBe(429);
      // Reading one's own booking is not a submission and is not limited.
      expect((await callBooking(strict.url, token, "")).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("staff reschedule and cancel from the admin: a reason is required and kept; the visitor gets a working link", async () => {
    const { leadId, token } = await book(day, "2:00 PM");
    const ctx = { env, db: handle.db, logger: silentLogger, clientIp: "127.0.0.1" };
    const staff = { adminId: null, email: "admin@lumenguard.example" };
    const missing = await changeBookingAsStaff(ctx, leadId, "reschedule", { date: toIsoDate(otherDay), time: "11:00 AM", reason: " " }, staff);
    expect(missing).toMatchObject({ ok: false, status: 422, fields: { reason: staffReasonMessage } });

    const moved = await changeBookingAsStaff(
      ctx,
      leadId,
      "reschedule",
      { date: toIsoDate(otherDay), time: "11:00 AM", reason: "Customer called to move it" },
      staff,
    );
    expect(moved).toMatchObject({ ok: true });
    const notice = (await asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.template, "booking-rescheduled"))))[0]!;
    expect(notice.message.text).toContain("Our team has moved your meeting");
    expect(notice.message.text).not.toContain("Customer called");
    const link = /\/bookings\/([A-Za-z0-9_-]{43})/.exec(notice.message.text)![1]!;
    expect(link).not.toBe(token);
    // Both links open the booking: the visitor's first e-mail still works.
    for (const each of [token, link]) {
      expect((await callBooking(api.url, each, "")).body!.data).toMatchObject({ start: at(otherDay, "11:00 AM").toISOString() });
    }

    const cancelled = await changeBookingAsStaff(ctx, leadId, "cancel", { reason: "Duplicate of another booking" }, staff);
    expect(cancelled).toMatchObject({ ok: true });
    const again = await changeBookingAsStaff(ctx, leadId, "cancel", { reason: "again" }, staff);
    expect(again).toMatchObject({ ok: false, status: 409 });
    const [booking] = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.leadId, leadId));
    const events = await handle.db.select().from(schema.bookingEvents).where(eq(schema.bookingEvents.bookingId, booking!.id)).orderBy(asc(schema.bookingEvents.inviteSequence));
    expect(events.map((event) => [event.action, event.actor, event.staffEmail, event.reason])).toEqual([
      ["rescheduled", "staff", "admin@lumenguard.example", "Customer called to move it"],
      ["cancelled", "staff", "admin@lumenguard.example", "Duplicate of another booking"],
    ]);
    expect(await changeBookingAsStaff(ctx, "00000000-0000-4000-8000-000000000000", "cancel", { reason: "x" }, staff)).toMatchObject({ status: 404 });
    // Each change the staff made is in the audit log, on the lead, with the meeting's times and no reason text.
    const audit = await handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, leadId)).orderBy(asc(schema.auditLog.createdAt));
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ["booking.rescheduled", staff.email, { bookingId: booking!.id, from: at(day, "2:00 PM").toISOString(), to: at(otherDay, "11:00 AM").toISOString() }],
      ["booking.cancelled", staff.email, { bookingId: booking!.id, from: at(otherDay, "11:00 AM").toISOString() }],
    ]);
  });
});

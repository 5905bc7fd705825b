// A booking's reminders (BOOKING_REMINDERS) on both databases: queued with the booking as outbox
// rows first due at their times, one record each; a reminder whose time has passed is left out; a
// reschedule withdraws the unsent ones and queues a set for the new time, a cancellation withdraws
// them, an erasure takes them; a reminder already sent is never queued again. The outbox worker runs
// on a test clock with a stub sender here (the SMTP sink's test is booking-reminders-smtp).
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import type { Env } from "#app/env.server.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { eraseLead } from "#app/features/sales/lead-pipeline.server.ts";
import { changeBookingAsStaff, changeBookingByToken } from "#app/features/booking/booking-lifecycle.server.ts";
import { addHost } from "#tests/support/hosts.ts";
import { processOutboxBatch } from "#app/features/mail/outbox-worker.server.ts";
import { releaseHeldMessages } from "#app/features/mail/outbox.server.ts";
import { suppressMailbox } from "#app/features/mail/suppressions.server.ts";
import { newYorkInstant, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { formatInstant } from "#app/lib/dates.ts";
import { asSent } from "#tests/support/queued-mail.ts";
import { futureWeekday, isoDate, silentLogger, testEnv, tokenOf, validBodies } from "#tests/integration/support/lead-api-harness.ts";

const { outbox, bookingReminders, bookings } = schema;
const H = 60 * 60_000;
const D = 24 * H;
const REMINDER_TEMPLATES = ["booking-reminder", "host-reminder"];
const at = (day: CalendarDate, time: string) => newYorkInstant(day, parseSlotLabel(time)!);

describe.each(testDatabaseTargets())("booking reminders on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let clock: Date | null = null;
  const now = () => clock ?? new Date();
  const env = testEnv({ BOOKING_REMINDERS: "24h,1h", SMTP_URL: "smtp://127.0.0.1:2525" });
  const ctx = (overrides: { env?: Env } = {}) => ({ env, db: handle.db, logger: silentLogger, clientIp: "203.0.113.9", now, ...overrides });
  const day = futureWeekday(3);
  const otherDay = futureWeekday(5);
  let person = 0;

  beforeAll(async () => {
    handle = await open();
  });
  beforeEach(async () => {
    clock = null;
    await handle.db.delete(outbox);
    await handle.db.delete(schema.leads);
    await handle.db.delete(schema.mailSuppressions);
  });
  afterAll(() => handle.close());

  /** Books a discovery call from Berlin; its lead, manage token, start and the visitor's address. */
  async function book(date: CalendarDate, time: string, options: { env?: Env } = {}) {
    person += 1;
    const email = `visitor${person}@acme.example`;
    const body = { ...validBodies(date, time)["send-discovery-confirmation"], email, timeZone: "Europe/Berlin" };
    const answer = await submitLead(ctx(options), "send-discovery-confirmation", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body.data!;
    return { leadId: receipt.id, token: tokenOf(receipt.booking!.manageUrl), startsAt: new Date(receipt.booking!.startsAt), email };
  }

  /** The lead's reminder rows, in the order they are due (the visitor's before the host's). */
  const reminderRows = (leadId: string) =>
    handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), inArray(outbox.template, REMINDER_TEMPLATES)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.template), asc(outbox.createdAt));
  const recordsOf = async (leadId: string) => {
    const [booking] = await handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.leadId, leadId));
    return handle.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, booking!.id));
  };
  const shape = (rows: Array<{ template: string; status: string; nextAttemptAt: Date }>) =>
    rows.map((row) => [row.template, row.status, row.nextAttemptAt.toISOString()]);
  const pending = (startsAt: Date, status = "pending") =>
    [D, H].flatMap((offset) => REMINDER_TEMPLATES.map((template) => [template, status, new Date(startsAt.getTime() - offset).toISOString()]));

  /** One round of the outbox worker at the test clock, sending to a list. */
  async function workerRound() {
    const sent: Array<{ id: string; to: string; subject: string }> = [];
    await processOutboxBatch({
      db: handle.db,
      send: async (message, id) => void sent.push({ id, to: message.to, subject: message.subject }),
      logger: silentLogger,
      options: { batchSize: 100 },
      now,
    });
    return sent;
  }
  const reminderSubjects = (sent: Array<{ subject: string }>) => sent.map((mail) => mail.subject).filter((subject) => subject.startsWith("Reminder:"));

  it("queues a reminder to the visitor and one to the sales inbox per offset, each first due at its time", async () => {
    const { leadId, token, startsAt, email } = await book(day, "2:00 PM");
    const rows = await asSent(await reminderRows(leadId));
    expect(shape(rows)).toEqual(pending(startsAt));
    // No meeting is sent a reminder once it has started; the visitor's mailbox is known (suppressions), the sales inbox's not.
    expect(rows.every((row) => row.stored.schedule?.notAfter === startsAt.toISOString())).toBe(true);
    expect(rows.map((row) => [row.recipient, row.mailboxKey])).toEqual([
      [email, email],
      ["sales@lumenguard.example", null],
      [email, email],
      ["sales@lumenguard.example", null],
    ]);

    const [visitor, sales] = rows;
    const berlin = formatInstant(startsAt, "timeWithZone", "Europe/Berlin");
    const eastern = formatInstant(startsAt, "timeWithZone");
    expect(visitor!.message.subject).toBe(`Reminder: Lumenguard Discovery call tomorrow at ${berlin}`);
    expect(visitor!.message.replyTo).toBe("sales@lumenguard.example");
    expect(visitor!.message.text).toContain("Hi Alan");
    expect(visitor!.message.text).toContain(`${berlin} (Europe/Berlin) · ${eastern} (Eastern Time)`);
    expect(visitor!.message.text).toContain(`${env.SITE_URL}/bookings/${token}`);
    expect(visitor!.message.text).toContain("The link to join comes from our team");
    expect(sales!.message.subject).toBe(`Reminder: Discovery call with Alan Turing tomorrow at ${eastern}`);
    expect(sales!.message.replyTo).toBe(email);
    expect(sales!.message.text).toContain(`${env.SITE_URL}/admin/leads?id=${leadId}`);
    expect(sales!.message.text).not.toContain("/bookings/");
    expect(rows[2]!.message.subject).toBe(`Reminder: Lumenguard Discovery call today at ${berlin}`);

    const records = await recordsOf(leadId);
    expect(records.map((record) => [record.recipient, record.offsetSeconds, record.startsAt.toISOString(), record.outboxId]).sort()).toEqual(
      rows.map((row) => [row.template === "host-reminder" ? "host" : "visitor", row.nextAttemptAt.getTime() === startsAt.getTime() - D ? 86_400 : 3600, startsAt.toISOString(), row.id]).sort(),
    );
  });

  it("leaves out a reminder whose time has passed when the meeting is booked, and queues none with reminders off", async () => {
    clock = new Date(at(day, "2:00 PM").getTime() - 5 * H);
    const { leadId, startsAt } = await book(day, "2:00 PM");
    expect(shape(await reminderRows(leadId))).toEqual(pending(startsAt).slice(2));

    clock = null;
    const off = await book(day, "3:00 PM", { env: testEnv({ BOOKING_REMINDERS: "none" }) });
    expect(await reminderRows(off.leadId)).toEqual([]);
  });

  it("a reschedule withdraws the unsent ones and queues a set for the new time, linking the visitor's own page", async () => {
    const { leadId, token, startsAt } = await book(day, "2:00 PM");
    const first = await reminderRows(leadId);
    const moved = await changeBookingByToken(ctx(), token, "reschedule", { date: isoDate(otherDay), time: "11:00 AM" });
    expect(moved.status).toBe(200);
    const newStart = at(otherDay, "11:00 AM");

    const rows = await asSent(await reminderRows(leadId));
    const old = rows.filter((row) => first.some((was) => was.id === row.id));
    expect(old.map((row) => [row.status, row.lastError])).toEqual(first.map(() => ["withdrawn", "not sent: withdrawn, the meeting moved or was cancelled"]));
    const fresh = rows.filter((row) => !old.includes(row));
    expect(shape(fresh)).toEqual(pending(newStart));
    expect(fresh.find((row) => row.template === "booking-reminder")!.message.text).toContain(`/bookings/${token}`);
    // The records are of the new time only: the old time could have its reminders again.
    expect((await recordsOf(leadId)).map((record) => record.startsAt.toISOString())).toEqual(fresh.map(() => newStart.toISOString()));
    expect(startsAt).not.toEqual(newStart);
  });

  it("never sends a reminder twice: one sent before the meeting moved away and back is not queued again", async () => {
    const { leadId, token, startsAt } = await book(day, "2:00 PM");
    clock = new Date(startsAt.getTime() - D);
    expect(reminderSubjects(await workerRound())).toHaveLength(2);

    clock = new Date(startsAt.getTime() - 23 * H);
    expect((await changeBookingByToken(ctx(), token, "reschedule", { date: isoDate(otherDay), time: "11:00 AM" })).status).toBe(200);
    expect((await changeBookingByToken(ctx(), token, "reschedule", { date: isoDate(day), time: "2:00 PM" })).status).toBe(200);
    const rows = await reminderRows(leadId);
    const live = rows.filter((row) => row.status !== "withdrawn");
    expect(shape(live)).toEqual([...pending(startsAt, "sent").slice(0, 2), ...pending(startsAt).slice(2)]);

    // From here to past the meeting, only the hour-before pair leaves.
    const later: string[] = [];
    for (const offset of [2 * H, H, H / 2, -H]) {
      clock = new Date(startsAt.getTime() - offset);
      later.push(...reminderSubjects(await workerRound()));
    }
    expect(later).toHaveLength(2);
    expect(later.every((subject) => subject.includes("today at"))).toBe(true);
    expect((await reminderRows(leadId)).filter((row) => row.status === "sent")).toHaveLength(4);
  });

  it("a cancellation withdraws them: none leaves, whatever the clock", async () => {
    const { leadId, token, startsAt } = await book(day, "2:00 PM");
    expect((await changeBookingByToken(ctx(), token, "cancel", {})).status).toBe(200);
    expect((await reminderRows(leadId)).map((row) => row.status)).toEqual(["withdrawn", "withdrawn", "withdrawn", "withdrawn"]);
    expect(await recordsOf(leadId)).toEqual([]);
    for (const offset of [D, H, 0]) {
      clock = new Date(startsAt.getTime() - offset);
      expect(reminderSubjects(await workerRound())).toEqual([]);
    }
  });

  it("a staff reschedule's reminders link with the new link its e-mail carries", async () => {
    const { leadId, token } = await book(day, "2:00 PM");
    const staff = { adminId: null, email: "admin@lumenguard.example" };
    const moved = await changeBookingAsStaff(ctx(), leadId, "reschedule", { date: isoDate(otherDay), time: "11:00 AM", reason: "Asked by phone" }, staff);
    expect(moved).toMatchObject({ ok: true });
    const [notice] = await asSent(await handle.db.select().from(outbox).where(and(eq(outbox.leadId, leadId), eq(outbox.template, "booking-rescheduled"))));
    const link = /\/bookings\/([A-Za-z0-9_-]{43})/.exec(notice!.message.text)![1]!;
    expect(link).not.toBe(token);
    const reminders = await asSent((await reminderRows(leadId)).filter((row) => row.status === "pending" && row.template === "booking-reminder"));
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) expect(reminder.message.text).toContain(`/bookings/${link}`);
  });

  it("the worker sends none before its time, and withdraws one that could only leave after the meeting started", async () => {
    const { leadId, startsAt } = await book(day, "2:00 PM");
    clock = new Date(startsAt.getTime() - D - 1);
    expect(reminderSubjects(await workerRound())).toEqual([]);
    clock = new Date(startsAt.getTime() - D);
    expect(reminderSubjects(await workerRound())).toHaveLength(2);

    // Held for want of SMTP, then released: still not before their time.
    const held = await book(day, "3:00 PM", { env: testEnv({ BOOKING_REMINDERS: "24h,1h" }) });
    expect((await reminderRows(held.leadId)).map((row) => row.status)).toEqual(["held", "held", "held", "held"]);
    await releaseHeldMessages(handle.db, clock);
    expect(shape(await reminderRows(held.leadId))).toEqual(pending(held.startsAt));
    // The worker was away until after both meetings started: the late ones go unsent, marked why.
    clock = new Date(held.startsAt.getTime() + 60_000);
    expect(reminderSubjects(await workerRound())).toEqual([]);
    const late = (await reminderRows(leadId)).concat(await reminderRows(held.leadId)).filter((row) => row.status !== "sent");
    expect(late).toHaveLength(6);
    for (const row of late) {
      expect(row.status).toBe("withdrawn");
      expect(row.lastError).toMatch(/^not sent: too late, it had to leave before /);
    }
  });

  it("follows the suppression list as visitor mail, but the visitor-mail caps do not count it", async () => {
    const capped = testEnv({ BOOKING_REMINDERS: "24h,1h", SMTP_URL: "smtp://127.0.0.1:2525", VISITOR_MAIL_PER_ADDRESS: "2" });
    const { leadId, token, email } = await book(day, "2:00 PM", { env: capped });
    // The confirmation and the reschedule's notice are the address's two; the four reminders did not use them up.
    expect((await changeBookingByToken(ctx({ env: capped }), token, "reschedule", { date: isoDate(otherDay), time: "11:00 AM" })).status).toBe(200);
    const visitorMail = await handle.db.select({ template: outbox.template }).from(outbox).where(and(eq(outbox.leadId, leadId), eq(outbox.recipient, email)));
    expect(visitorMail.map((row) => row.template).sort()).toEqual(
      ["booking-confirmation", "booking-rescheduled", ...Array<string>(4).fill("booking-reminder")].sort(),
    );

    // The address bounces: its waiting reminders are suppressed, the host's copies still go.
    await suppressMailbox(handle.db, email, { reason: "bounce" });
    const live = (await reminderRows(leadId)).filter((row) => row.status !== "withdrawn");
    expect(live.map((row) => [row.template, row.status])).toEqual([
      ["booking-reminder", "suppressed"],
      ["host-reminder", "pending"],
      ["booking-reminder", "suppressed"],
      ["host-reminder", "pending"],
    ]);
  });

  it("with hosts: the host round-robin assigned gets their copy in their own zone with their room's link; a hand-over moves them", async () => {
    // Hours in London that cover the afternoon in New York, both sides of a DST change.
    const hours = Object.fromEntries(["1", "2", "3", "4", "5"].map((weekday) => [weekday, ["10:00-23:00"]]));
    const dana = await addHost(handle.db, { email: "dana@lumenguard.example", displayName: "Dana Whitfield", timeZone: "Europe/London", hours, meetingUrl: "https://meet.lumenguard.example/dana" });
    try {
      const { leadId, token, startsAt, email } = await book(day, "2:00 PM");
      const rows = await asSent(await reminderRows(leadId));
      expect(rows.map((row) => row.recipient)).toEqual([email, "dana@lumenguard.example", email, "dana@lumenguard.example"]);
      const [visitor, host] = rows;
      expect(visitor!.message.replyTo).toBe("dana@lumenguard.example");
      expect(visitor!.message.text).toContain("with Dana Whitfield");
      expect(visitor!.message.text).toContain("https://meet.lumenguard.example/dana");
      expect(visitor!.message.text).toContain(`/bookings/${token}`);
      expect(visitor!.message.text).not.toContain("The link to join comes from our team");
      const london = formatInstant(startsAt, "timeWithZone", "Europe/London");
      expect(host!.message.subject).toBe(`Reminder: Discovery call with Alan Turing tomorrow at ${london}`);
      expect(host!.message.text).toContain("Hi Dana,");
      expect(host!.message.text).toContain(`${london} (Europe/London)`);
      expect(host!.message.text).toContain("https://meet.lumenguard.example/dana");

      // Handed to Sam, free then: Dana's unsent reminders are withdrawn, Sam's queued, the visitor's name Sam.
      const sam = await addHost(handle.db, { email: "sam@lumenguard.example", displayName: "Sam Okafor", hours });
      try {
        const staff = { adminId: null, email: "admin@lumenguard.example" };
        expect(await changeBookingAsStaff(ctx(), leadId, "reassign", { hostId: sam, reason: "Dana is travelling" }, staff)).toMatchObject({ ok: true });
        const after = await asSent(await reminderRows(leadId));
        expect(after.filter((row) => row.recipient === "dana@lumenguard.example").map((row) => row.status)).toEqual(["withdrawn", "withdrawn"]);
        const live = after.filter((row) => row.status === "pending");
        expect(shape(live)).toEqual(pending(startsAt));
        expect(live.map((row) => row.recipient)).toEqual([email, "sam@lumenguard.example", email, "sam@lumenguard.example"]);
        expect(live[0]!.message.text).toContain("with Sam Okafor");
        expect(live[0]!.message.text).not.toContain("meet.lumenguard.example/dana");
      } finally {
        await handle.db.delete(schema.admins).where(eq(schema.admins.id, sam));
      }
    } finally {
      await handle.db.delete(schema.admins).where(eq(schema.admins.id, dana));
    }
  });

  it("erasing the lead takes its reminders with it", async () => {
    const { leadId, email } = await book(day, "2:00 PM");
    const result = await eraseLead(ctx(), { adminId: null, email: "admin@lumenguard.example" }, leadId);
    expect(result).toMatchObject({ ok: true, meetingCancelled: true });
    const left = await handle.db.select().from(outbox).where(inArray(outbox.template, REMINDER_TEMPLATES));
    expect(left).toEqual([]);
    expect(await handle.db.select().from(bookingReminders)).toEqual([]);
    // Only the cancellation still names the person, to be blanked once sent.
    const toVisitor = await handle.db.select({ template: outbox.template }).from(outbox).where(eq(outbox.recipient, email));
    expect(toVisitor.map((row) => row.template)).toEqual(["booking-cancelled"]);
  });
});

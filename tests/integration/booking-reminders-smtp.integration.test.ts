// Reminders end to end, into a real SMTP sink on loopback, on both databases. Two outbox workers
// (on PostgreSQL each with its own pool, like two server processes) share a test clock that jumps
// to each reminder's time: nothing arrives early, a cancelled meeting gets none, a rescheduled one
// exactly one set for its new time, and no reminder arrives twice. Then the real clock, with a
// reminder seconds before a meeting: it leaves at its time, not before.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { changeBookingByToken } from "#app/features/booking/booking-lifecycle.server.ts";
import { hashManageToken, newManageToken } from "#app/features/scheduling/manage-token.server.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { storeLead } from "#app/features/leads/lead-store.server.ts";
import { startOutboxWorker, type OutboxWorker, type SendMessage } from "#app/features/mail/outbox-worker.server.ts";
import { createMailTransport, sendEmail } from "#app/features/mail/send-email.server.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import { futureWeekday, isoDate, silentLogger, testEnv, tokenOf, validBodies } from "#tests/integration/support/lead-api-harness.ts";
import { createSmtpSink, recipientsOf, type SmtpSink } from "#tests/integration/support/smtp-sink.ts";
import { until } from "#tests/integration/support/until.ts";

const H = 60 * 60_000;
const D = 24 * H;
const isReminder = (mail: ParsedMail) => (mail.subject ?? "").startsWith("Reminder:");
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(testDatabaseTargets())("reminders into an SMTP sink on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let sink: SmtpSink;

  beforeAll(async () => {
    handle = await open();
    sink = await createSmtpSink();
  });
  beforeEach(async () => {
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.leads);
    sink.messages.length = 0;
  });
  afterAll(async () => {
    await sink.stop();
    await handle.close();
  });

  /** Two workers on their own pools and transports, each counting what it sent. */
  async function startWorkers(now?: () => Date) {
    const second = handle.reopen ? await handle.reopen() : handle;
    const transports = [createMailTransport(sink.url), createMailTransport(sink.url)];
    const sentBy = [0, 0];
    const workers: OutboxWorker[] = [handle.db, second.db].map((db, index) => {
      const send: SendMessage = async (message, id) => {
        await sendEmail(transports[index]!, message, id);
        sentBy[index]!++;
      };
      return startOutboxWorker({ db, send, logger: silentLogger, now, options: { batchSize: 5, pollIntervalMs: 30 } });
    });
    return {
      sentBy,
      stop: async () => {
        await Promise.all(workers.map((worker) => worker.stop()));
        transports.forEach((transport) => transport.close());
        if (second !== handle) await second.close();
      },
    };
  }

  it("reminders arrive at their times, none after a cancel, one set after a reschedule, never twice", async () => {
    let clock = new Date();
    const now = () => clock;
    const env = testEnv({ SMTP_URL: sink.url, BOOKING_REMINDERS: "24h,1h" });
    const ctx = { env, db: handle.db, logger: silentLogger, clientIp: "203.0.113.10", now };
    const book = async (time: string, email: string) => {
      const day = futureWeekday(3);
      const answer = await submitLead(ctx, "send-discovery-confirmation", { ...validBodies(day, time)["send-discovery-confirmation"], email });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { leadId: answer.body.data!.id, token: tokenOf(answer.body.data!.booking!.manageUrl), startsAt: new Date(answer.body.data!.booking!.startsAt) };
    };
    const kept = await book("2:00 PM", "kept@acme.example");
    const cancelled = await book("3:00 PM", "cancelled@acme.example");
    // Past the moment the database stamped the bookings' own mail as due.
    clock = new Date(Date.now() + 1000);
    const workers = await startWorkers(now);
    const reminders = () => sink.messages.filter(isReminder);
    try {
      // The confirmations and the sales notices leave at once; no reminder is due yet.
      await sink.waitForMessages(4);
      clock = new Date(kept.startsAt.getTime() - D - 1000);
      expect((await changeBookingByToken(ctx, cancelled.token, "cancel", {})).status).toBe(200);
      await settle();
      expect(reminders()).toEqual([]);

      clock = new Date(kept.startsAt.getTime() - D);
      await until(async () => reminders().length === 2, "the day-before reminders");
      const visitor = reminders().find((mail) => recipientsOf(mail.to).includes("kept@acme.example"))!;
      expect(visitor.subject).toMatch(/^Reminder: Lumenguard Discovery call tomorrow at 2:00 PM E[SD]T$/);
      expect(visitor.text).toContain(`${env.SITE_URL}/bookings/${kept.token}`);
      expect(recipientsOf(reminders().find((mail) => mail !== visitor)!.to)).toEqual(["sales@lumenguard.example"]);

      // Moved to another day: the old hour-before pair never leaves, the new time's set does.
      clock = new Date(kept.startsAt.getTime() - 23 * H);
      const otherDay = futureWeekday(5);
      expect((await changeBookingByToken(ctx, kept.token, "reschedule", { date: isoDate(otherDay), time: "11:00 AM" })).status).toBe(200);
      const newStart = newYorkInstant(otherDay, 11 * 60);
      for (const at of [kept.startsAt.getTime() - H, cancelled.startsAt.getTime() - H, newStart.getTime() - D - 1000]) {
        clock = new Date(at);
        await settle();
        expect(reminders()).toHaveLength(2);
      }
      clock = new Date(newStart.getTime() - D);
      await until(async () => reminders().length === 4, "the new day-before reminders");
      clock = new Date(newStart.getTime() - H);
      await until(async () => reminders().length === 6, "the new hour-before reminders");
      clock = new Date(newStart.getTime() + H);
      await settle();

      const all = reminders();
      expect(all).toHaveLength(6);
      expect(all.some((mail) => recipientsOf(mail.to).includes("cancelled@acme.example"))).toBe(false);
      expect(all.filter((mail) => mail.subject!.includes("today at 11:00 AM"))).toHaveLength(2);
      // Never twice: one Message-ID (the outbox row's) per reminder row sent, however the two workers shared them.
      const ids = all.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(6);
      const sentRows = await handle.db
        .select({ id: schema.outbox.id })
        .from(schema.outbox)
        .where(and(inArray(schema.outbox.leadId, [kept.leadId, cancelled.leadId]), eq(schema.outbox.status, "sent"), inArray(schema.outbox.template, ["booking-reminder", "host-reminder"])));
      expect(new Set(ids)).toEqual(new Set(sentRows.map((row) => `<${row.id}@lumenguard.example>`)));
      expect(workers.sentBy[0]! + workers.sentBy[1]!).toBe(sink.messages.length);
    } finally {
      await workers.stop();
    }
  });

  it("on the real clock, a reminder seconds before a meeting leaves at its time, not before", async () => {
    const env = testEnv({ SMTP_URL: sink.url, BOOKING_REMINDERS: "3s" });
    const bookedAt = new Date();
    const startsAt = new Date(bookedAt.getTime() + 6000);
    const dueAt = startsAt.getTime() - 3000;
    const manageToken = newManageToken();
    const email = `soon-${randomUUID().slice(0, 8)}@acme.example`;
    // Stored as the lead service stores a booking, on the grid's 11:00 AM slot (the rule a booking
    // without hosts is held by) yet seconds away: the public forms could not book that.
    const stored = await storeLead(
      handle.db,
      {
        id: randomUUID(),
        draft: {
          functionName: "send-discovery-confirmation",
          kind: "booking",
          firstName: "Soon",
          lastName: "Ahead",
          email,
          phone: null,
          company: null,
          message: null,
          details: {},
          booking: { meetingType: "discovery", date: isoDate(futureWeekday(1)), minutes: 11 * 60, durationMinutes: 15, title: "Discovery call", visitorTimeZone: null },
          datasheet: null,
        },
        meta: { idempotencyKey: randomUUID() },
        booking: { id: randomUUID(), startsAt, inviteUid: `${randomUUID()}@lumenguard.example`, sequence: 0, manageTokenHash: hashManageToken(manageToken), visitorTimeZone: null },
        composeEmails: async () => [],
        emailStatus: "pending",
        reminders: { env, manageToken },
      },
      { env, bookingsPerEmail: 100, now: bookedAt },
    );
    expect(stored.status).toBe("stored");

    const arrivals: number[] = [];
    const workers = await startWorkers();
    try {
      await until(async () => {
        while (arrivals.length < sink.messages.length) arrivals.push(Date.now());
        return sink.messages.length === 2;
      }, "the reminder pair", 10_000);
      await settle();
      expect(sink.messages).toHaveLength(2);
      expect(sink.messages.map((mail) => recipientsOf(mail.to)[0]).sort()).toEqual(["sales@lumenguard.example", email]);
      for (const arrival of arrivals) {
        expect(arrival).toBeGreaterThanOrEqual(dueAt);
        // A poll (30 ms) and a send after its time, well before the meeting.
        expect(arrival).toBeLessThan(startsAt.getTime());
      }
      expect(sink.messages.find((mail) => recipientsOf(mail.to)[0] === email)!.text).toContain(`/bookings/${manageToken}`);
    } finally {
      await workers.stop();
    }
  });
});

// E-mail end to end: the API queues, the worker sends over SMTP to a real sink on loopback, and
// what arrives is parsed with mailparser (messages) and ical.js (the invite).
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import type { Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { startOutboxWorker, type OutboxWorker } from "#app/features/mail/outbox-worker.server.ts";
import { createMailTransport, isPermanentMailError, sendEmail } from "#app/features/mail/send-email.server.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import { startOutbox } from "#server/start-tasks.ts";
import { callFunction, futureWeekday, silentLogger, startApiServer, testEnv, validBodies } from "#tests/integration/support/lead-api-harness.ts";
import { createSmtpSink, recipientsOf } from "#tests/integration/support/smtp-sink.ts";
import { until } from "#tests/integration/support/until.ts";

const outboxOf = (db: Database, leadIds: string[]) => db.select().from(schema.outbox).where(inArray(schema.outbox.leadId, leadIds));

describe.each(testDatabaseTargets())("outbox over SMTP on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it("delivers a demo booking to the visitor and to sales, with an invite for the chosen slot", async () => {
    const sink = await createSmtpSink();
    const env = testEnv({ SMTP_URL: sink.url });
    const api = await startApiServer({ env, db: handle.db });
    const stop = await startOutbox({ env, database: handle, logger: silentLogger });
    try {
      const day = futureWeekday(4);
      const body = { ...validBodies(day)["send-demo-confirmation"], time: "2:30 PM", idempotencyKey: randomUUID() };
      const answer = await callFunction(api.url, "send-demo-confirmation", body);
      expect(answer.status).toBe(200);
      const leadId = answer.body!.data!.id as string;

      const mail = await sink.waitForMessages(2);
      const visitor = mail.find((m) => recipientsOf(m.to).includes("ada@acme.example"))!;
      const sales = mail.find((m) => recipientsOf(m.to).includes("sales@lumenguard.example"))!;
      expect(visitor).toBeDefined();
      expect(sales).toBeDefined();

      const [booking] = await handle.db
        .select()
        .from(schema.bookings)
        .where(eq(schema.bookings.leadId, leadId));
      const slotStart = newYorkInstant(day, 14 * 60 + 30);
      expect(booking!.startsAt).toEqual(slotStart);

      // The visitor's confirmation: branded, Eastern time, Reply-To sales, HTML and text.
      expect(recipientsOf(visitor.from)).toEqual(["no-reply@lumenguard.example"]);
      expect(recipientsOf(visitor.replyTo)).toEqual(["sales@lumenguard.example"]);
      expect(visitor.subject).toMatch(/^Confirmed: Lumenguard AI Trust Score demo on \w+day, .+ at 2:30 PM E[SD]T$/);
      expect(visitor.text).toContain("Hi Ada");
      expect(visitor.text).toMatch(/Time: 2:30 PM E[SD]T \(Eastern Time\)/);
      expect(visitor.text).toContain("30 minutes");
      expect(visitor.html).toContain("Lumenguard");

      // Sales: every field the visitor sent, Reply-To the visitor.
      expect(recipientsOf(sales.replyTo)).toEqual(["ada@acme.example"]);
      for (const value of ["Ada", "Lovelace", "ada@acme.example", "+1 617 555 0100", "We run three customer-facing agents.", booking!.inviteUid, leadId]) {
        expect(sales.text).toContain(value);
      }

      for (const message of [visitor, sales]) {
        // The invite twice: a text/calendar; method=REQUEST alternative and an .ics attachment.
        const calendarPart = message.attachments.find((a) => a.contentType === "text/calendar");
        const icsFile = message.attachments.find((a) => a.contentType === "application/ics");
        expect(calendarPart, "text/calendar part").toBeDefined();
        expect(icsFile?.filename).toBe("invite.ics");
        expect(String((calendarPart!.headers.get("content-type") as { params?: Record<string, string> }).params?.method)).toBe("REQUEST");

        const calendar = new ICAL.Component(ICAL.parse(icsFile!.content.toString("utf8")));
        expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
        const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
        expect(event.uid).toBe(booking!.inviteUid);
        expect(event.sequence).toBe(0);
        expect(event.startDate.toJSDate()).toEqual(slotStart);
        expect(event.endDate.toJSDate()).toEqual(new Date(slotStart.getTime() + 30 * 60_000));
        const wallClock = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });
        expect(wallClock.format(event.startDate.toJSDate())).toBe("2:30 PM");
        expect(event.summary).toBe("Lumenguard AI Trust Score demo with Ada Lovelace");
        expect(event.description).toContain("30-minute AI Trust Score demo");
        expect(event.organizer.toLowerCase()).toBe("mailto:sales@lumenguard.example");
        expect(event.attendees.map((a) => a.getFirstValue())).toEqual(["mailto:ada@acme.example"]);
      }

      await until(async () => (await outboxOf(handle.db, [leadId])).every((row) => row.status === "sent"), "rows marked sent");
    } finally {
      await stop?.();
      await api.close();
      await sink.stop();
    }
  });

  it("holds mail without SMTP_URL and sends it after a start with SMTP_URL", async () => {
    const sink = await createSmtpSink();
    const withoutSmtp = testEnv();
    const api = await startApiServer({ env: withoutSmtp, db: handle.db });
    try {
      const answer = await callFunction(api.url, "send-observability-datasheet-email", validBodies(futureWeekday(1))["send-observability-datasheet-email"]);
      const leadId = answer.body!.data!.id as string;
      // The worker runs all the same (it delivers calendar write-backs), but leaves e-mail alone.
      const stopWithout = await startOutbox({ env: withoutSmtp, database: handle, logger: silentLogger });
      await stopWithout?.();
      expect((await outboxOf(handle.db, [leadId])).map((row) => row.status)).toEqual(["held", "held"]);

      const stop = await startOutbox({ env: testEnv({ SMTP_URL: sink.url }), database: handle, logger: silentLogger });
      try {
        const mail = await sink.waitForMessages(2);
        const visitor = mail.find((m) => recipientsOf(m.to).includes("linus@kernel.example"))!;
        expect(visitor.subject).toBe("Your Lumenguard AI Observability datasheet");
        expect(visitor.text).toContain("https://www.lumenguard.example/files/lumenguard-observability-datasheet.pdf");
        await until(async () => (await outboxOf(handle.db, [leadId])).every((row) => row.status === "sent"), "rows marked sent");
      } finally {
        await stop?.();
      }
    } finally {
      await api.close();
      await sink.stop();
    }
  });

  it("keeps taking submissions while SMTP is down, then delivers every message exactly once (two workers)", async () => {
    const sink = await createSmtpSink({ listen: false });
    const env = testEnv({ SMTP_URL: sink.url, SLOT_CAPACITY: "50" });
    const api = await startApiServer({ env, db: handle.db });
    // On PostgreSQL the second worker has its own pool, like a second server process.
    const secondHandle = handle.reopen ? await handle.reopen() : handle;
    const sentBy = [0, 0];
    const workers: OutboxWorker[] = [];
    const transports = [createMailTransport(sink.url), createMailTransport(sink.url)];
    try {
      const bodies = validBodies(futureWeekday(5));
      const submissions = [
        ["send-demo-confirmation", bodies["send-demo-confirmation"]],
        ["send-discovery-confirmation", bodies["send-discovery-confirmation"]],
        ["send-msp-demo-request", bodies["send-msp-demo-request"]],
        ["send-contact-email", bodies["send-contact-email"]],
        ["send-red-teaming-datasheet-email", bodies["send-red-teaming-datasheet-email"]],
        ["send-chatbot-datasheet-email", bodies["send-chatbot-datasheet-email"]],
      ] as const;
      const leadIds: string[] = [];
      for (const [name, body] of submissions) {
        const answer = await callFunction(api.url, name, body);
        expect(answer.status).toBe(200);
        leadIds.push(answer.body!.data!.id as string);
      }
      expect(await handle.db.select().from(schema.leads).where(inArray(schema.leads.id, leadIds))).toHaveLength(6);

      [handle.db, secondHandle.db].forEach((db, index) => {
        workers.push(
          startOutboxWorker({
            db,
            send: async (message, id) => {
              await sendEmail(transports[index]!, message, id);
              sentBy[index]!++;
            },
            isPermanent: isPermanentMailError,
            logger: silentLogger,
            options: { batchSize: 2, pollIntervalMs: 40, backoffBaseMs: 100, backoffMaxMs: 400, maxAttempts: 100 },
          }),
        );
      });

      // Every message fails at least once while the sink is down, and stays queued with its error.
      await until(async () => (await outboxOf(handle.db, leadIds)).every((row) => row.attempts >= 1 && row.lastError !== null), "failed attempts");
      const waiting = await outboxOf(handle.db, leadIds);
      expect(waiting).toHaveLength(12);
      expect(waiting.every((row) => row.status !== "sent" && row.status !== "dead")).toBe(true);
      expect(sink.messages).toHaveLength(0);

      await sink.start();
      await until(async () => (await outboxOf(handle.db, leadIds)).every((row) => row.status === "sent"), "every message sent", 30_000);
      // A little longer, to catch a late duplicate.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = sink.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      expect(new Set(ids)).toEqual(new Set(waiting.map((row) => `<${row.id}@lumenguard.example>`)));
      expect(sentBy[0]! + sentBy[1]!).toBe(12);
      expect((await outboxOf(handle.db, leadIds)).every((row) => row.lastError === null && row.sentAt !== null)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      transports.forEach((transport) => transport.close());
      if (secondHandle !== handle) await secondHandle.close();
      await api.close();
      await sink.stop();
    }
  });
});

// CRM webhooks end to end: the public API stores a lead or changes a booking, the event waits in the
// outbox, and the outbox worker's webhook sender POSTs it to a real HTTP receiver on loopback, which
// checks every delivery with the standardwebhooks library itself. The receiver's answers are
// scripted: a 500 then a 204 (a retry under the same webhook-id), always 503 (dead after the
// bounded tries, its last error shown where staff look), silence (a timeout). Requests that are
// refused (invalid, honeypot, rate-limited, replayed) queue nothing and send nothing.
import http from "node:http";
import { count, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { listOutbox, outboxSummary, retryDeadMessage } from "#app/features/mail/outbox.server.ts";
import { processOutboxBatch } from "#app/features/mail/outbox-worker.server.ts";
import { createWebhookSender } from "#app/features/webhooks/webhook-sender.server.ts";
import { changeLeadStatus, eraseLead } from "#app/features/sales/lead-pipeline.server.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { recordMeetingOutcome } from "#app/features/booking/meeting-outcome.server.ts";
import { todayInNewYork } from "#app/features/scheduling/calendar-date.ts";
import {
  callBooking,
  callFunction,
  futureWeekday,
  isoDate,
  silentLogger,
  startApiServer,
  testEnv,
  tokenOf,
  validBodies,
  type ApiServer,
} from "#tests/integration/support/lead-api-harness.ts";

/** Who presses Retry (the audit entry names them). */
const STAFF = { adminId: null, email: "ops@lumenguard.example" };

/** The receiver's ports: the first free one of this suite's own (E2E_PORT's neighbours are the site's). */
const RECEIVER_PORTS = [4193, 4194, 4195, 4198, 4199];
const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;
let receiverPort = 0;
const webhookUrl = () => `http://127.0.0.1:${receiverPort}/hooks/crm?key=receiver-own-token`;

type Delivery = { headers: Record<string, string>; body: string; payload: { type: string; timestamp: string; data: Record<string, unknown> } };
type Reply = { status: number; body?: string } | "hang" | "endless-refusal";

/** A CRM on loopback: verifies each POST with the library, records it, answers as scripted. */
function startReceiver() {
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  let script: Reply[] = [];
  let fallback: Reply = { status: 204 };
  const verifier = new Webhook(SECRET);
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      try {
        const payload = verifier.verify(body, headers) as Delivery["payload"];
        deliveries.push({ headers, body, payload });
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end("bad signature");
        return;
      }
      const reply = script.shift() ?? fallback;
      if (reply === "hang") {
        hanging.add(res);
        return;
      }
      if (reply === "endless-refusal") {
        // A 500 whose page never ends: a megabyte at a time for as long as the sender reads.
        hanging.add(res);
        res.writeHead(500, { "Content-Type": "text/plain" });
        const page = Buffer.alloc(1024 * 1024, "x");
        const more = () => {
          while (!res.destroyed && res.write(page));
          if (!res.destroyed) res.once("drain", more);
        };
        more();
        return;
      }
      res.writeHead(reply.status, { "Content-Type": "text/plain" }).end(reply.body ?? "");
    });
  });
  return {
    deliveries,
    refused,
    script: (replies: Reply[], otherwise: Reply = { status: 204 }) => {
      script = [...replies];
      fallback = otherwise;
    },
    reset: () => {
      deliveries.length = 0;
      refused.length = 0;
      script = [];
      fallback = { status: 204 };
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    /** Listens on the first of `ports` no other process holds; answers that port. */
    listen: async (ports: number[]): Promise<number> => {
      for (const port of ports) {
        const listening = await new Promise<boolean>((resolve) => {
          const onError = () => resolve(false);
          server.once("error", onError);
          server.listen(port, "127.0.0.1", () => {
            server.off("error", onError);
            resolve(true);
          });
        });
        if (listening) return port;
      }
      throw new Error(`no free receiver port among ${ports.join(", ")}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const receiver = startReceiver();
beforeAll(async () => {
  receiverPort = await receiver.listen(RECEIVER_PORTS);
});
afterAll(() => receiver.close());

/** Fast retries, three tries in all: the backoff is the worker's own, only shorter. */
const WORKER_OPTIONS = { maxAttempts: 3, backoffBaseMs: 1, backoffMaxMs: 2 };

describe.each(testDatabaseTargets())("CRM webhooks on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  let limitedApi: ApiServer;
  let plainApi: ApiServer;
  let env: ReturnType<typeof testEnv>;
  const day = futureWeekday(3);

  /** One round of the outbox worker with only the webhook sender, as a process with WEBHOOK_URL runs it. */
  const deliverRound = (timeoutMs = 2_000) =>
    processOutboxBatch({
      db: handle.db,
      sendWebhook: createWebhookSender({ url: webhookUrl(), secret: SECRET, timeoutMs }),
      logger: silentLogger,
      options: WORKER_OPTIONS,
    });
  /** Rounds until nothing is due (retries are due a few milliseconds later). */
  async function deliverAll(timeoutMs?: number) {
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if ((await deliverRound(timeoutMs)) === 0) return;
    }
  }
  const webhookRows = () => handle.db.select().from(schema.outbox).where(eq(schema.outbox.channel, "webhook"));

  beforeAll(async () => {
    env = testEnv({ WEBHOOK_URL: webhookUrl(), WEBHOOK_SECRET: SECRET, SLOT_CAPACITY: "50" });
    handle = await open();
    api = await startApiServer({ env, db: handle.db });
    limitedApi = await startApiServer({ env: { ...env, RATE_LIMIT_PER_MINUTE: 1 }, db: handle.db });
    plainApi = await startApiServer({ env: testEnv(), db: handle.db });
  });
  beforeEach(async () => {
    receiver.reset();
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.leads);
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    await Promise.all([api.close(), limitedApi.close(), plainApi.close()]);
    await handle.close();
  });

  it("POSTs lead.created signed per Standard Webhooks, and retries a 500 under the same webhook-id", async () => {
    receiver.script([{ status: 500, body: "CRM is\n  restarting" }]);
    const answer = await callFunction(api.url, "send-contact-email", validBodies(day)["send-contact-email"]);
    expect(answer.status).toBe(200);
    const leadId = String(answer.body!.data!.id);
    // Queued with the lead, before anything is sent; it carries the lead's id (erasure deletes by it).
    const [queued] = await webhookRows();
    expect(queued).toMatchObject({ leadId, template: "lead.created", status: "pending", recipient: `http://127.0.0.1:${receiverPort}` });

    expect(await deliverRound()).toBe(1);
    const [failed] = await webhookRows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500 Internal Server Error: CRM is restarting" });
    await deliverAll();
    const [sent] = await webhookRows();
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    expect(receiver.refused).toEqual([]);
    expect(receiver.deliveries).toHaveLength(2);
    const [first, retry] = receiver.deliveries as [Delivery, Delivery];
    expect(first.headers["webhook-id"]).toBe(`msg_${queued!.id}`);
    expect(retry.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(retry.body).toBe(first.body);
    expect(first.headers["content-type"]).toBe("application/json");
    expect(first.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(Object.keys(first.payload)).toEqual(["type", "timestamp", "data"]);
    expect(first.payload).toEqual({
      type: "lead.created",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        leadId,
        kind: "contact",
        source: "send-contact-email",
        firstName: "Margaret",
        lastName: "Hamilton",
        email: "margaret@apollo.example",
        company: null,
        phone: null,
        createdAt: first.payload.timestamp,
        booking: null,
        adminUrl: `${env.SITE_URL}/admin/leads?id=${leadId}`,
      },
    });
    // The message typed into the form is not part of the event.
    expect(first.body).not.toContain("on-premises");
  });

  it("a signature made with another secret does not verify", async () => {
    await callFunction(api.url, "send-contact-email", validBodies(day)["send-contact-email"]);
    await processOutboxBatch({
      db: handle.db,
      sendWebhook: createWebhookSender({ url: webhookUrl(), secret: `whsec_${Buffer.alloc(32, 9).toString("base64")}` }),
      logger: silentLogger,
      options: WORKER_OPTIONS,
    });
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.refused).toEqual(["WebhookVerificationError: No matching signature found"]);
    expect((await webhookRows())[0]).toMatchObject({ status: "pending", lastError: "HTTP 400 Bad Request: bad signature" });
  });

  it("is dead after the bounded tries, with the last error in the admin's outbox and `npm run outbox`", async () => {
    receiver.script([], { status: 503, body: "maintenance window" });
    await callFunction(api.url, "send-guardrails-datasheet-email", validBodies(day)["send-guardrails-datasheet-email"]);
    await deliverAll();
    const [dead] = await webhookRows();
    expect(dead).toMatchObject({ status: "dead", attempts: WORKER_OPTIONS.maxAttempts, lastError: "HTTP 503 Service Unavailable: maintenance window" });
    expect(receiver.deliveries).toHaveLength(WORKER_OPTIONS.maxAttempts);
    expect(new Set(receiver.deliveries.map((d) => d.headers["webhook-id"]))).toEqual(new Set([`msg_${dead!.id}`]));

    const { rows: messages } = await listOutbox(handle.db, { status: "dead", request: { from: "start" }, size: 10 });
    expect(messages).toEqual([
      expect.objectContaining({ id: dead!.id, channel: "webhook", template: "lead.created", lastError: "HTTP 503 Service Unavailable: maintenance window" }),
    ]);
    const summary = await outboxSummary(handle.db);
    expect(summary.counts.dead).toBe(1);
    expect(summary.attention.filter((row) => row.channel === "webhook")).toEqual([expect.objectContaining({ id: dead!.id, channel: "webhook", status: "dead", lastError: dead!.lastError })]);

    // Retry (the admin's button, `npm run outbox -- retry`) waits for WEBHOOK_URL, not for SMTP.
    expect(await retryDeadMessage(handle.db, dead!.id, { smtpConfigured: true, webhooksConfigured: false }, STAFF)).toBe(true);
    expect((await webhookRows())[0]).toMatchObject({ status: "held", attempts: 0 });
    await handle.db.update(schema.outbox).set({ status: "dead" }).where(eq(schema.outbox.id, dead!.id));
    expect(await retryDeadMessage(handle.db, dead!.id, { smtpConfigured: false, webhooksConfigured: true }, STAFF)).toBe(true);
    receiver.script([], { status: 204 });
    await deliverAll();
    expect((await webhookRows())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(receiver.deliveries.at(-1)!.headers["webhook-id"]).toBe(`msg_${dead!.id}`);
  });

  it("a receiver that does not answer in time is a failure retried later", async () => {
    receiver.script(["hang"]);
    await callFunction(api.url, "send-contact-email", validBodies(day)["send-contact-email"]);
    await deliverRound(300);
    expect((await webhookRows())[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "no answer within 300 ms" });
    await deliverAll();
    expect((await webhookRows())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(receiver.deliveries.map((d) => d.headers["webhook-id"])).toEqual(Array(2).fill(receiver.deliveries[0]!.headers["webhook-id"]));
  });

  it("reads no more of a refusal than its last error keeps, however long the answer", async () => {
    receiver.script(["endless-refusal"]);
    await callFunction(api.url, "send-contact-email", validBodies(day)["send-contact-email"]);
    const started = Date.now();
    await deliverRound(5_000);
    // Settled from the answer's first bytes, not by the timeout after reading whatever came.
    expect(Date.now() - started).toBeLessThan(4_000);
    const [row] = await webhookRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toBe(`HTTP 500 Internal Server Error: ${"x".repeat(200)}`);
  });

  it("tells of a booking, its reschedule and its cancellation, without the reason given", async () => {
    const body = validBodies(day, "11:00 AM")["send-discovery-confirmation"];
    const booked = await callFunction(api.url, "send-discovery-confirmation", body);
    expect(booked.status).toBe(200);
    const leadId = String(booked.body!.data!.id);
    const token = tokenOf((booked.body!.data!.booking as { manageUrl: string }).manageUrl);
    const other = futureWeekday(4);
    expect((await callBooking(api.url, token, "reschedule", { date: isoDate(other), time: "1:00 PM", reason: "a clash with the board offsite" })).status).toBe(200);
    // Refused changes: an invalid time, and a second cancellation of a cancelled booking.
    expect((await callBooking(api.url, token, "reschedule", { date: isoDate(other), time: "4:07 AM" })).status).toBe(422);
    expect((await callBooking(api.url, token, "cancel", { reason: "plans changed" })).status).toBe(200);
    expect((await callBooking(api.url, token, "cancel", {})).status).toBe(409);
    await deliverAll();

    // One round sends its events side by side, so they may arrive in any order: `timestamp` orders them.
    const events = receiver.deliveries.map((d) => d.payload).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(events.map((event) => event.type)).toEqual(["lead.created", "booking.rescheduled", "booking.cancelled"]);
    const [created, moved, cancelled] = events as [Delivery["payload"], Delivery["payload"], Delivery["payload"]];
    const bookingId = (created.data.booking as { bookingId: string }).bookingId;
    expect(created.data.booking).toEqual({ bookingId, meetingType: "discovery", startsAt: expect.any(String), durationMinutes: 15, outcome: null });
    expect(moved.data).toEqual({
      leadId,
      bookingId,
      meetingType: "discovery",
      startsAt: expect.any(String),
      previousStartsAt: (created.data.booking as { startsAt: string }).startsAt,
      durationMinutes: 15,
      outcome: null,
      changedBy: "visitor",
    });
    expect(cancelled.data).toEqual({
      leadId,
      bookingId,
      meetingType: "discovery",
      startsAt: moved.data.startsAt,
      durationMinutes: 15,
      outcome: null,
      cancelledAt: cancelled.timestamp,
      changedBy: "visitor",
    });
    for (const delivery of receiver.deliveries) expect(delivery.body).not.toMatch(/board offsite|plans changed/);
    // Every row of the lead's events carries its id.
    expect((await webhookRows()).map((row) => row.leadId)).toEqual([leadId, leadId, leadId]);
  });

  it("tells of a meeting's outcome and of its correction, never who marked it", async () => {
    // Booked a week ago for a few days later: over by now.
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
    const pastDay = futureWeekday(1, todayInNewYork(weekAgo));
    const context = { env, db: handle.db, logger: silentLogger, clientIp: "203.0.113.7", now: () => weekAgo };
    const booked = await submitLead(context, "send-discovery-confirmation", validBodies(pastDay, "11:00 AM")["send-discovery-confirmation"]);
    expect(booked.status).toBe(200);
    const leadId = booked.body.data!.id;
    await deliverAll();
    receiver.reset();

    const admin = { adminId: null, email: "ops@lumenguard.example", role: "admin" as const };
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, "no-show")).toEqual({ ok: true, changed: true });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, "held")).toEqual({ ok: true, changed: true });
    // The same again, and a refusal, tell nothing.
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, "held")).toEqual({ ok: true, changed: false });
    expect(await recordMeetingOutcome({ db: handle.db, env }, { ...admin, role: "sales" }, leadId, "no-show")).toMatchObject({ ok: false, status: 403 });
    await deliverAll();

    const events = receiver.deliveries.map((d) => d.payload).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(events.map((event) => event.type)).toEqual(["booking.outcome_recorded", "booking.outcome_recorded"]);
    const [first, second] = events as [Delivery["payload"], Delivery["payload"]];
    const meeting = { leadId, bookingId: expect.any(String), meetingType: "discovery", startsAt: booked.body.data!.booking!.startsAt, durationMinutes: 15 };
    expect(first.data).toEqual({ ...meeting, outcome: "no-show", previousOutcome: null, recordedAt: first.timestamp });
    expect(second.data).toEqual({ ...meeting, outcome: "held", previousOutcome: "no-show", recordedAt: second.timestamp });
    for (const delivery of receiver.deliveries) expect(delivery.body).not.toContain("ops@lumenguard.example");
  });

  it("tells of a status change, and of an erasure with the lead's id only; the erased lead's undelivered events go", async () => {
    const staff = { adminId: null, email: "sales@lumenguard.example" };
    const context = { env, db: handle.db, logger: silentLogger, clientIp: "203.0.113.7" };
    const sent = await callFunction(api.url, "send-contact-email", validBodies(day, "11:00 AM")["send-contact-email"]);
    const leadId = String(sent.body!.data!.id);
    await deliverAll();
    expect(await changeLeadStatus(context, staff, leadId, "contacted")).toEqual({ ok: true });
    // Refused changes tell nothing: the same status again.
    expect(await changeLeadStatus(context, staff, leadId, "contacted")).toEqual({ ok: false, reason: "unchanged" });
    await deliverAll();
    const events = receiver.deliveries.map((d) => d.payload).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(events.map((event) => event.type)).toEqual(["lead.created", "lead.status_changed"]);
    expect(events[1]!.data).toEqual({ leadId, status: "contacted", previousStatus: "new" });

    // A second lead, erased before its lead.created went out: that event is never sent.
    receiver.reset();
    const other = await callFunction(api.url, "send-contact-email", { ...validBodies(day, "11:00 AM")["send-contact-email"], workEmail: "erase.me@acme.example" });
    const otherId = String(other.body!.data!.id);
    expect(await eraseLead(context, staff, otherId)).toMatchObject({ ok: true });
    await deliverAll();
    expect(receiver.deliveries.map((d) => d.payload.type)).toEqual(["lead.erased"]);
    expect(receiver.deliveries[0]!.payload.data).toEqual({ leadId: otherId, erasedAt: receiver.deliveries[0]!.payload.timestamp });
    expect(receiver.deliveries[0]!.body).not.toMatch(/erase\.me|Margaret|Hamilton|apollo/i);
  });

  it("queues no event for a refused request: invalid, honeypot, rate-limited, replayed", async () => {
    const contact = validBodies(day)["send-contact-email"];
    // First, while this client's count for the function is at zero: one a minute.
    expect((await callFunction(limitedApi.url, "send-contact-email", { ...contact, firstName: "Once" })).status).toBe(200);
    expect((await callFunction(limitedApi.url, "send-contact-email", { ...contact, firstName: "Twice" })).status).toBe(429);
    expect((await callFunction(api.url, "send-contact-email", { ...contact, workEmail: "not an address" })).status).toBe(422);
    expect((await callFunction(api.url, "send-contact-email", { ...contact, website: "https://spam.example" })).status).toBe(200);
    const idempotencyKey = "6f1c2f5e-8d3a-4b7e-9c1d-2a3b4c5d6e7f";
    expect((await callFunction(api.url, "send-contact-email", { ...contact, firstName: "Replay", idempotencyKey })).status).toBe(200);
    expect((await callFunction(api.url, "send-contact-email", { ...contact, firstName: "Replay", idempotencyKey })).status).toBe(200);
    await deliverAll();
    // Exactly the two stored leads: "Once" and the first "Replay".
    expect(receiver.deliveries.map((d) => d.payload.data.firstName).sort()).toEqual(["Once", "Replay"]);
    expect((await handle.db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.channel, "webhook")))[0]!.n).toBe(2);
  });

  it("queues nothing while WEBHOOK_URL is unset", async () => {
    expect((await callFunction(plainApi.url, "send-contact-email", validBodies(day)["send-contact-email"])).status).toBe(200);
    expect(await webhookRows()).toEqual([]);
    expect((await handle.db.select({ n: count() }).from(schema.outbox))[0]!.n).toBeGreaterThan(0);
  });
});

// The outbox's state machine without SMTP: claims, leases, backoff, dead letters and retry.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import type { OutboxMessage } from "#db/schema.ts";
import {
  claimDueMessages,
  markSent,
  outboxSummary,
  queueEmails,
  retryDeadMessages,
} from "#app/features/mail/outbox.server.ts";
import { processOutboxBatch } from "#app/features/mail/outbox-worker.server.ts";
import { isPermanentMailError } from "#app/features/mail/send-email.server.ts";
import { capturingLogger, silentLogger } from "#tests/integration/support/lead-api-harness.ts";

const message = (to: string): OutboxMessage => ({
  from: "no-reply@lumenguard.example",
  to,
  subject: `Test for ${to}`,
  html: "<p>hi</p>",
  text: "hi",
});

describe.each(testDatabaseTargets())("outbox states on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  async function queue(...recipients: string[]) {
    await queueEmails(handle.db, null, recipients.map((to) => ({ template: "test", message: message(to) })), "pending", { database: handle.db });
    // Due for certain: the column's default is the database's now(), with microseconds, which a
    // claim within the same millisecond (the worker's clock) does not reach yet.
    return handle.db.update(schema.outbox).set({ nextAttemptAt: new Date(0) }).where(inArray(schema.outbox.recipient, recipients)).returning();
  }
  const rowsOf = (ids: string[]) => handle.db.select().from(schema.outbox).where(inArray(schema.outbox.id, ids));

  it("retries with backoff, then marks the message dead keeping its last error; retry re-queues it", async () => {
    const [row] = await queue("retry@acme.example");
    const failing = async () => {
      throw Object.assign(new Error("Connection refused"), { code: "ESOCKET" });
    };
    const options = { maxAttempts: 3, backoffBaseMs: 0, backoffMaxMs: 0 };
    for (let attempt = 1; attempt <= 3; attempt++) {
      await processOutboxBatch({ db: handle.db, send: failing, logger: silentLogger, isPermanent: isPermanentMailError, options });
      const [now] = await rowsOf([row!.id]);
      expect(now).toMatchObject({ attempts: attempt, status: attempt < 3 ? "pending" : "dead", lockedUntil: null, lastError: "ESOCKET Connection refused" });
    }
    // Dead rows are not claimed again.
    expect(await processOutboxBatch({ db: handle.db, send: failing, logger: silentLogger, options })).toBe(0);
    const summary = await outboxSummary(handle.db);
    expect(summary.counts.dead).toBeGreaterThanOrEqual(1);
    expect(summary.attention.find((item) => item.id === row!.id)).toMatchObject({ status: "dead", lastError: "ESOCKET Connection refused" });

    expect(await retryDeadMessages(handle.db, { smtpConfigured: true, ids: [row!.id] })).toBe(1);
    const [again] = await rowsOf([row!.id]);
    expect(again).toMatchObject({ status: "pending", attempts: 0, lastError: "ESOCKET Connection refused" });
    const sent: string[] = [];
    await processOutboxBatch({ db: handle.db, send: async (_m, id) => void sent.push(id), logger: silentLogger });
    expect(sent).toContain(row!.id);
    expect((await rowsOf([row!.id]))[0]).toMatchObject({ status: "sent", lastError: null });
  });

  it("backs off exponentially between attempts", async () => {
    const [row] = await queue("backoff@acme.example");
    const failing = async () => {
      throw new Error("451 try later");
    };
    const options = { backoffBaseMs: 60_000, backoffMaxMs: 3_600_000 };
    const before = Date.now();
    await processOutboxBatch({ db: handle.db, send: failing, logger: silentLogger, options });
    const [first] = await rowsOf([row!.id]);
    const delay = first!.nextAttemptAt.getTime() - before;
    expect(delay).toBeGreaterThanOrEqual(60_000 - 1000);
    expect(delay).toBeLessThanOrEqual(66_000 + 1000);
    // Not due yet: nothing is claimed.
    expect((await claimDueMessages(handle.db, { limit: 10, leaseMs: 1000 })).map((r) => r.id)).not.toContain(row!.id);
    // Second failure: twice as long.
    const [claimed] = await claimDueMessages(handle.db, { limit: 1, leaseMs: 1000, now: new Date(first!.nextAttemptAt.getTime() + 1) });
    expect(claimed!.id).toBe(row!.id);
    await handle.db.update(schema.outbox).set({ status: "pending", nextAttemptAt: new Date(0), lockedUntil: null, attempts: 1 }).where(eq(schema.outbox.id, row!.id));
    const start = Date.now();
    await processOutboxBatch({ db: handle.db, send: failing, logger: silentLogger, options });
    const [second] = await rowsOf([row!.id]);
    expect(second!.attempts).toBe(2);
    expect(second!.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(120_000 - 1000);
  });

  it("an erased lead's last message that dies keeps neither its address nor the refusal quoting it", async () => {
    const [row] = await queue("erased@acme.example");
    await handle.db.update(schema.outbox).set({ redactAfterSend: true }).where(eq(schema.outbox.id, row!.id));
    const refusing = async () => {
      throw Object.assign(new Error("5.1.1 <erased@acme.example>: Recipient address rejected"), { code: "EENVELOPE", responseCode: 550, permanent: true });
    };
    const { logger, lines } = capturingLogger();
    await processOutboxBatch({ db: handle.db, send: refusing, logger, isPermanent: isPermanentMailError });
    const [dead] = await rowsOf([row!.id]);
    expect(dead).toMatchObject({ status: "dead", recipient: "[erased]", subject: "[erased]", lastError: "550 [erased]" });
    expect(JSON.stringify(dead)).not.toContain("erased@acme.example");
    expect(lines.map((line) => line.msg)).toContain("e-mail is dead after its last attempt; retry with `npm run outbox -- retry`");
    expect(JSON.stringify(lines)).not.toContain("erased@acme.example");
  });

  it("a permanent rejection (unknown recipient) is dead at once", async () => {
    const [row] = await queue("nobody@acme.example");
    const rejected = async () => {
      throw Object.assign(new Error("550 No such user"), { code: "EENVELOPE", responseCode: 550, permanent: true });
    };
    await processOutboxBatch({ db: handle.db, send: rejected, logger: silentLogger, isPermanent: isPermanentMailError });
    expect((await rowsOf([row!.id]))[0]).toMatchObject({ status: "dead", attempts: 1, lastError: "EENVELOPE 550 550 No such user" });
  });

  it("takes over a row whose worker died mid-send, and the stale claim cannot settle it", async () => {
    const [row] = await queue("lease@acme.example");
    // The claims name their clock: on a busy machine a real 50 ms lease can run out between two lines.
    const start = new Date();
    const [stale] = await claimDueMessages(handle.db, { limit: 1, leaseMs: 1000, now: start });
    expect(stale!.id).toBe(row!.id);
    // Within the lease nobody else gets it.
    expect(await claimDueMessages(handle.db, { limit: 10, leaseMs: 1000, now: new Date(start.getTime() + 500) })).toHaveLength(0);
    const [fresh] = await claimDueMessages(handle.db, { limit: 1, leaseMs: 60_000, now: new Date(start.getTime() + 2000) });
    expect(fresh).toMatchObject({ id: row!.id, attempts: 2, status: "sending" });
    await markSent(handle.db, stale!);
    expect((await rowsOf([row!.id]))[0]!.status).toBe("sending");
    await markSent(handle.db, fresh!);
    expect((await rowsOf([row!.id]))[0]!.status).toBe("sent");
  });

  it("two claimers never get the same row", async () => {
    const rows = await queue(...Array.from({ length: 12 }, (_, i) => `claim${i}@acme.example`));
    const secondHandle = handle.reopen ? await handle.reopen() : handle;
    try {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => claimDueMessages(i % 2 ? secondHandle.db : handle.db, { limit: 3, leaseMs: 60_000 })),
      );
      const claimed = claims.flat().map((r) => r.id).filter((id) => rows.some((row) => row.id === id));
      expect(claimed).toHaveLength(12);
      expect(new Set(claimed).size).toBe(12);
    } finally {
      if (secondHandle !== handle) await secondHandle.close();
    }
  });
});

// Mail that arrives (issue 37, item 4): what the worker sends to a real SMTP sink is DKIM-signed
// and passes DMARC with the DNS records docs/deploy.md tells an operator to publish (served here by
// a stub resolver); a permanent refusal kills the message on its first try and suppresses the
// address, whose next visitor mail is kept unsent while sales still hears of the lead.
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { authenticate } from "mailauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, type Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { countOutboxByStatus, retryDeadMessages } from "#app/features/mail/outbox.server.ts";
import { countSuppressions } from "#app/features/mail/suppressions.server.ts";
import { startOutbox } from "#server/start-tasks.ts";
import { callFunction, futureWeekday, silentLogger, startApiServer, testEnv, validBodies } from "#tests/integration/support/lead-api-harness.ts";
import { createSmtpSink, recipientsOf } from "#tests/integration/support/smtp-sink.ts";
import { until } from "#tests/integration/support/until.ts";

const mailOf = (db: Database, leadId: string) => db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId));

const DOMAIN = "lumenguard.example";
const SELECTOR = "mail2026";

/** The records of docs/deploy.md for a sender on loopback, as a DNS stub mailauth asks instead of DNS. */
function dnsStub(publicKeyBase64: string) {
  const records: Record<string, string[][]> = {
    [`${SELECTOR}._domainkey.${DOMAIN}`]: [["v=DKIM1; k=rsa; ", `p=${publicKeyBase64}`]],
    [DOMAIN]: [["v=spf1 ip4:127.0.0.1 -all"]],
    [`_dmarc.${DOMAIN}`]: [["v=DMARC1; p=quarantine; adkim=s; aspf=r; rua=mailto:dmarc-reports@lumenguard.example"]],
  };
  return async (name: string, type: string) => {
    const found = type === "TXT" ? records[name.toLowerCase()] : undefined;
    if (found) return found;
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

describe.each(testDatabaseTargets())("mail deliverability on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it("signs every message with DKIM (key from a file) so it passes DKIM, SPF and DMARC, with a Message-ID on the sender's domain", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), "dkim-")), "dkim.pem");
    writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
    const sink = await createSmtpSink();
    const env = testEnv({ SMTP_URL: sink.url, DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY: keyFile });
    // The file is read once, at start-up: the environment holds the key itself (which the logger masks).
    expect(env.DKIM_PRIVATE_KEY).toContain("-----BEGIN PRIVATE KEY-----");
    const api = await startApiServer({ env, db: handle.db });
    const stop = await startOutbox({ env, database: handle, logger: silentLogger });
    try {
      const answer = await callFunction(api.url, "send-contact-email", { ...validBodies(futureWeekday(2))["send-contact-email"], idempotencyKey: randomUUID() });
      expect(answer.status).toBe(200);
      const leadId = answer.body!.data!.id as string;
      await sink.waitForMessages(2);
      await until(async () => (await mailOf(handle.db, leadId)).every((row) => row.status === "sent"), "rows marked sent");
      const rows = await mailOf(handle.db, leadId);

      const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");
      for (const [index, message] of sink.messages.entries()) {
        const result = await authenticate(sink.raw[index]!, {
          ip: "127.0.0.1",
          helo: "mail.lumenguard.example",
          sender: "no-reply@lumenguard.example",
          mta: "mx.receiver.example",
          resolver: dnsStub(spki),
          disableArc: true,
          disableBimi: true,
        });
        expect(result.dkim.results.map((r) => [r.signingDomain, r.selector, r.status.result, r.status.aligned])).toEqual([[DOMAIN, SELECTOR, "pass", DOMAIN]]);
        expect(result.spf && result.spf.status.result).toBe("pass");
        expect(result.dmarc && result.dmarc.status.result).toBe("pass");
        // The id is the outbox row's, on the From domain: the same on a retry, aligned with the signer.
        expect(rows.map((row) => `<${row.id}@${DOMAIN}>`)).toContain(message.messageId);
      }

      // Reply-To: the visitor's copy answers to sales, sales' copy to the visitor.
      const visitor = sink.messages.find((m) => recipientsOf(m.to).includes("margaret@apollo.example"))!;
      const sales = sink.messages.find((m) => recipientsOf(m.to).includes("sales@lumenguard.example"))!;
      expect(recipientsOf(visitor.replyTo)).toEqual(["sales@lumenguard.example"]);
      expect(recipientsOf(sales.replyTo)).toEqual(["margaret@apollo.example"]);

      // A message altered on the way fails: the stub's key really is what verifies it.
      const tampered = Buffer.from(sink.raw[0]!.toString("latin1").replace(/^Subject: .*$/m, "Subject: Changed"), "latin1");
      const broken = await authenticate(tampered, { ip: "127.0.0.1", helo: "x", sender: "no-reply@lumenguard.example", mta: "mx", resolver: dnsStub(spki), disableArc: true, disableBimi: true });
      expect(broken.dkim.results[0]!.status.result).toBe("fail");
    } finally {
      await stop?.();
      await api.close();
      await sink.stop();
    }
  });

  it("a 550 kills visitor mail on its first try and suppresses the address; its next visitor mail is skipped, sales still told", async () => {
    const sink = await createSmtpSink({ refuse: ["gone@bounce.example"] });
    const env = testEnv({ SMTP_URL: sink.url });
    const api = await startApiServer({ env, db: handle.db });
    const stop = await startOutbox({ env, database: handle, logger: silentLogger });
    const before = await countSuppressions(handle.db);
    try {
      const bodies = validBodies(futureWeekday(2));
      const first = await callFunction(api.url, "send-contact-email", { ...bodies["send-contact-email"], workEmail: "gone@bounce.example", idempotencyKey: randomUUID() });
      expect(first.status).toBe(200);
      const firstLead = first.body!.data!.id as string;
      await until(async () => (await mailOf(handle.db, firstLead)).every((row) => row.status === "sent" || row.status === "dead"), "first lead's mail settled");
      const firstMail = await mailOf(handle.db, firstLead);
      const bounced = firstMail.find((row) => row.template === "contact-acknowledgement")!;
      expect([bounced.status, bounced.attempts]).toEqual(["dead", 1]);
      expect(bounced.lastError).toMatch(/550/);
      expect(firstMail.find((row) => row.template === "sales-notification")!.status).toBe("sent");
      expect(sink.refused).toEqual(["gone@bounce.example"]);

      const [suppression] = await handle.db.select().from(schema.mailSuppressions).where(eq(schema.mailSuppressions.mailboxKey, "gone@bounce.example"));
      expect(suppression!.reason).toBe("bounce");
      expect(suppression!.response).toMatch(/550.*User unknown/);
      expect(await countSuppressions(handle.db)).toEqual({ ...before, bounce: before.bounce + 1 });

      // The same mailbox, spelt otherwise, asks for a datasheet: the visitor's copy is kept unsent.
      const second = await callFunction(api.url, "send-guardrails-datasheet-email", {
        ...bodies["send-guardrails-datasheet-email"],
        email: "Gone+datasheets@Bounce.example",
        idempotencyKey: randomUUID(),
      });
      expect(second.status).toBe(200);
      const secondLead = second.body!.data!.id as string;
      await until(async () => (await mailOf(handle.db, secondLead)).some((row) => row.status === "sent"), "sales told of the second lead");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const secondMail = await mailOf(handle.db, secondLead);
      const skipped = secondMail.find((row) => row.template === "datasheet-link")!;
      expect([skipped.status, skipped.attempts, skipped.lastError]).toEqual(["suppressed", 0, "not sent: the address is suppressed (bounce)"]);
      expect(secondMail.find((row) => row.template === "sales-notification")!.status).toBe("sent");
      // Settled, like a sent message: listed under its own status, never counted as waiting.
      expect((await countOutboxByStatus(handle.db, { includeSent: true })).suppressed).toBeGreaterThanOrEqual(1);
      expect((await countOutboxByStatus(handle.db, { includeSent: false })).suppressed).toBe(0);
      // Nothing more was even offered to the refused mailbox; sales got both notifications.
      expect(sink.refused).toEqual(["gone@bounce.example"]);
      expect(sink.messages.filter((m) => recipientsOf(m.to).includes("sales@lumenguard.example"))).toHaveLength(2);
      expect(sink.messages.filter((m) => recipientsOf(m.to).some((to) => to?.toLowerCase().includes("bounce.example")))).toHaveLength(0);

      // Retrying every dead message leaves the bounced one dead: it would only be refused again.
      await retryDeadMessages(handle.db, { smtpConfigured: true });
      expect((await mailOf(handle.db, firstLead)).find((row) => row.id === bounced.id)!.status).toBe("dead");
    } finally {
      await stop?.();
      await api.close();
      await sink.stop();
    }
  });
});

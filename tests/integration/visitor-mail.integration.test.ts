// Mail the public forms send to the address typed into them: it carries none of the form's free
// text, it is capped per address and per day, and it goes only to real addresses (issue 16, items
// 6 and 8). The lead and the sales team's copy are always stored.
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, type Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { messages } from "#app/features/leads/lead.schema.ts";
import { asSent } from "#tests/support/queued-mail.ts";
import { VISITOR_TEMPLATES } from "#app/features/mail/outbox.server.ts";
import { callFunction, capturingLogger, futureWeekday, startApiServer, testEnv, validBodies, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

const PHISHING_NAME = "Your mailbox is full: https://evil.example/login";
const PHISHING_TEXT = "URGENT: verify your payroll details at https://evil.example/payroll or call +1 555 0100 today.";

/** A lead's queued mail as the worker sends it (bodies are rendered then, see email-content.server.tsx). */
const mailOf = async (db: Database, leadId: string) => asSent(await db.select().from(schema.outbox).where(eq(schema.outbox.leadId, leadId)));
const isVisitorMail = (template: string) => (VISITOR_TEMPLATES as readonly string[]).includes(template);

describe.each(testDatabaseTargets())("visitor mail on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const day = futureWeekday(3);
  const bodies = validBodies(day);

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  /** One submission through the lead service, as the API and the form actions make it. */
  async function submit(name: LeadFunctionName, body: Record<string, unknown>, options: { env?: Record<string, string>; now?: Date } = {}) {
    const { logger, lines } = capturingLogger();
    const outcome = await submitLead(
      { env: testEnv(options.env), db: handle.db, logger, now: options.now ? () => options.now! : undefined, clientIp: "127.0.0.1" },
      name,
      { ...body, idempotencyKey: randomUUID() },
    );
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    const leadId = outcome.body.data!.id;
    const mail = await mailOf(handle.db, leadId);
    return {
      leadId,
      lines,
      visitor: mail.filter((row) => isVisitorMail(row.template)),
      sales: mail.filter((row) => row.template === "sales-notification"),
    };
  }

  describe("no free text reaches the visitor", () => {
    it("a contact message to someone else's address greets neutrally and quotes nothing; sales gets every word", async () => {
      const { visitor, sales } = await submit("send-contact-email", {
        firstName: PHISHING_NAME,
        lastName: "<a href='https://evil.example'>Support</a>",
        workEmail: "victim@target.example",
        message: PHISHING_TEXT,
      });
      expect(visitor).toHaveLength(1);
      const { message } = visitor[0]!;
      expect(message.to).toBe("victim@target.example");
      for (const part of [message.subject, message.html, message.text]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("mailbox is full");
        expect(part).not.toContain("payroll");
        expect(part).not.toContain("555 0100");
      }
      expect(message.text).toContain("Hello,");
      expect(sales).toHaveLength(1);
      expect(sales[0]!.message.text).toContain(PHISHING_TEXT);
      expect(sales[0]!.message.text).toContain(PHISHING_NAME);
    });

    it("the request stores each message's template and props; the HTML and text are rendered when it is sent", async () => {
      const { visitor, sales } = await submit("send-contact-email", { ...bodies["send-contact-email"], firstName: "Ada" });
      for (const row of [...visitor, ...sales]) {
        expect(row.stored.html).toBeUndefined();
        expect(row.stored.body?.template).toBe(row.template === "sales-notification" ? "sales-notification" : "contact-acknowledgement");
        expect(row.message.html).toContain("<html");
      }
      expect(visitor[0]!.stored.body?.props).toMatchObject({ firstName: "Ada" });
    });

    it("a plain name is still used to greet", async () => {
      const { visitor } = await submit("send-contact-email", { ...bodies["send-contact-email"], firstName: "Zoë-Anne" });
      expect(visitor[0]!.message.text).toContain("Hi Zoë-Anne,");
      expect(visitor[0]!.message.text).not.toContain(bodies["send-contact-email"].message);
    });

    it("a booking's confirmation and its invite carry no comments and no unfit name", async () => {
      const { visitor, sales } = await submit("send-discovery-confirmation", {
        ...bodies["send-discovery-confirmation"],
        firstName: "Click evil.example now",
        lastName: "Team",
        email: "victim@target.example",
        comments: PHISHING_TEXT,
        time: "3:00 PM",
      });
      const { message } = visitor[0]!;
      for (const part of [message.subject, message.html, message.text, message.icalEvent!.content]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("payroll");
      }
      expect(message.icalEvent!.content).toMatch(/SUMMARY:Lumenguard Discovery call\r\n/i);
      expect(sales[0]!.message.text).toContain(PHISHING_TEXT);
    });

    it("a datasheet e-mail greets neutrally when the name is a link", async () => {
      const { visitor } = await submit("send-guardrails-datasheet-email", {
        firstName: "www.evil.example",
        lastName: "x",
        email: "victim@target.example",
      });
      expect(visitor[0]!.message.text).toContain("Hello,");
      expect(visitor[0]!.message.html).not.toContain("evil.example");
    });
  });

  describe("caps on visitor mail", () => {
    it("one address gets at most VISITOR_MAIL_PER_ADDRESS in 24 hours; the leads and sales copies are all stored", async () => {
      const env = { VISITOR_MAIL_PER_ADDRESS: "2" };
      const now = new Date("2031-03-03T15:00:00Z");
      // Sub-addresses and letter case reach the same mailbox, so they count as one address.
      const addresses = ["flood@capped.example", "Flood+2@Capped.example", "flood+x@capped.example", "flood@capped.example"];
      const results = [];
      for (const [i, workEmail] of addresses.entries()) {
        results.push(
          await submit("send-contact-email", { ...bodies["send-contact-email"], workEmail }, { env, now: new Date(now.getTime() + i * 60_000) }),
        );
      }
      expect(results.map((r) => r.visitor.length)).toEqual([1, 1, 0, 0]);
      expect(results.map((r) => r.sales.length)).toEqual([1, 1, 1, 1]);
      // The cap reads the mailbox from its own indexed column: one key for the visitor's copies,
      // none on the sales team's.
      expect(results.flatMap((r) => r.visitor.map((row) => row.mailboxKey))).toEqual(["flood@capped.example", "flood@capped.example"]);
      expect(results.flatMap((r) => r.sales.map((row) => row.mailboxKey))).toEqual([null, null, null, null]);
      const leads = await handle.db.select({ n: count() }).from(schema.leads).where(inArray(schema.leads.id, results.map((r) => r.leadId)));
      expect(leads[0]!.n).toBe(4);
      const warning = results[2]!.lines.find((line) => line.level === 40);
      expect(warning).toMatchObject({ leadId: results[2]!.leadId, cap: "VISITOR_MAIL_PER_ADDRESS" });
      expect(String(warning!.msg)).toMatch(/lead stored and sales notified/);

      // Another address is not affected, and a day later the capped one gets mail again.
      const other = await submit("send-contact-email", { ...bodies["send-contact-email"], workEmail: "other@capped.example" }, { env, now });
      expect(other.visitor).toHaveLength(1);
      const later = await submit(
        "send-contact-email",
        { ...bodies["send-contact-email"], workEmail: "flood@capped.example" },
        { env, now: new Date(now.getTime() + 24 * 60 * 60_000 + 60_000) },
      );
      expect(later.visitor).toHaveLength(1);
    });

    it("concurrent submissions to one address never pass the per-address cap", async () => {
      const env = { VISITOR_MAIL_PER_ADDRESS: "3" };
      const now = new Date("2032-05-05T15:00:00Z");
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          submit("send-contact-email", { ...bodies["send-contact-email"], workEmail: "race@capped.example" }, { env, now }),
        ),
      );
      expect(results.reduce((sum, r) => sum + r.visitor.length, 0)).toBe(3);
      expect(results.reduce((sum, r) => sum + r.sales.length, 0)).toBe(8);
    });

    it("all visitor mail together stops at VISITOR_MAIL_PER_DAY", async () => {
      // Far from the other tests' clocks, so only these rows are in the window.
      const now = new Date("2033-07-07T15:00:00Z");
      const env = { VISITOR_MAIL_PER_DAY: "3" };
      const results = [];
      for (let i = 0; i < 5; i++) {
        results.push(
          await submit(
            "send-guardrails-datasheet-email",
            { ...bodies["send-guardrails-datasheet-email"], email: `reader${i}@daily.example` },
            { env, now: new Date(now.getTime() + i * 1000) },
          ),
        );
      }
      expect(results.map((r) => r.visitor.length)).toEqual([1, 1, 1, 0, 0]);
      expect(results.map((r) => r.sales.length)).toEqual([1, 1, 1, 1, 1]);
      expect(results[3]!.lines.find((line) => line.level === 40)).toMatchObject({ cap: "VISITOR_MAIL_PER_DAY" });
    });
  });

  describe("only real addresses", () => {
    let api: ApiServer;
    beforeAll(async () => {
      api = await startApiServer({ env: testEnv(), db: handle.db });
    });
    afterAll(() => api.close());

    it("refuses an address carrying a mailto query, with the spec's message, and stores nothing", async () => {
      const smuggled = "lead@corp.example?cc=spy%40evil.example&bcc=boss%40corp.example&body=Approve%20the%20invoice";
      const before = (await handle.db.select({ n: count() }).from(schema.leads))[0]!.n;
      for (const [name, field] of [
        ["send-contact-email", "workEmail"],
        ["send-discovery-confirmation", "email"],
        ["send-chatbot-datasheet-email", "email"],
      ] as const) {
        const answer = await callFunction(api.url, name, { ...bodies[name], [field]: smuggled });
        expect(answer.status, name).toBe(422);
        expect(answer.body!.error!.fields[field]).toBe(messages.emailInvalid);
      }
      expect((await handle.db.select({ n: count() }).from(schema.leads))[0]!.n).toBe(before);
    });
  });
});

// The product pages' datasheet dialogs against the real lead API and database: each page's
// function stores the request with the page it came from, and queues the visitor's copy.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { datasheetProducts } from "#app/content/products.ts";
import { callFunction, startApiServer, testEnv, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

/** Exactly what DatasheetDialog sends through callLeadFunction. */
const dialogBody = (sourcePage: string, website = "") => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  sourcePage,
  idempotencyKey: randomUUID(),
  website,
});

describe.each(testDatabaseTargets())("datasheet requests on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv(), db: handle.db });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  it.each(datasheetProducts.map((product) => [product.path, product] as const))("%s stores the request", async (path, product) => {
    const body = dialogBody(path);
    const answer = await callFunction(api.url, product.datasheet.functionName, body);
    expect(answer.status).toBe(200);
    const id = answer.body!.data!.id as string;

    const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, id));
    expect(lead).toMatchObject({
      kind: "datasheet",
      functionName: product.datasheet.functionName,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@analytical.example",
      sourcePage: path,
      idempotencyKey: body.idempotencyKey,
    });
    const mail = await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, id));
    expect(mail.map((message) => message.recipient)).toContain("ada@analytical.example");

    // A double submit (same key) stores nothing new and answers with the same lead.
    const again = await callFunction(api.url, product.datasheet.functionName, body);
    expect(again.body!.data!.id).toBe(id);
    const stored = await handle.db.select({ n: count() }).from(schema.leads).where(eq(schema.leads.idempotencyKey, body.idempotencyKey));
    expect(stored[0]!.n).toBe(1);
  });

  it("a filled honeypot looks accepted and stores nothing", async () => {
    const before = (await handle.db.select({ n: count() }).from(schema.leads))[0]!.n;
    const answer = await callFunction(api.url, "send-guardrails-datasheet-email", dialogBody("/ai-trust-score-guardrails", "https://spam.example"));
    expect(answer.status).toBe(200);
    expect((await handle.db.select({ n: count() }).from(schema.leads))[0]!.n).toBe(before);
  });
});

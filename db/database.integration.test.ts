import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, type DatabaseHandle } from "./index.ts";
import { testDatabaseTargets } from "./test-databases.ts";

describe.each(testDatabaseTargets())("database on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it("applies every migration", async () => {
    const result = await handle.db.execute(sql`select count(*)::int as n from blog_posts`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
  });

  it("stores and reads rows with snake_case columns", async () => {
    const [lead] = await handle.db
      .insert(schema.leads)
      .values({ kind: "contact", functionName: "send-contact-email", firstName: "Ada", lastName: "Lovelace", email: "ada@acme.example" })
      .returning();
    const [read] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, lead!.id));
    expect(read).toMatchObject({ firstName: "Ada", details: {}, utm: {} });
  });

  it("keeps idempotency keys unique", async () => {
    const key = "9b2f1c0e-4f4e-4a51-9d35-3b8a8d7d2f10";
    const values = { kind: "contact", functionName: "send-contact-email", firstName: "A", lastName: "B", email: "a@b.example", idempotencyKey: key };
    await handle.db.insert(schema.leads).values(values);
    await expect(handle.db.insert(schema.leads).values(values)).rejects.toThrow();
  });

  it("reads times, dates and intervals as drizzle maps them, also inside a transaction", async () => {
    const at = new Date("2031-04-05T06:07:08.009Z");
    const [row] = await handle.db.insert(schema.outbox).values({ template: "test", recipient: "t@acme.example", subject: "s", message: { from: "f", to: "t", subject: "s", html: "", text: "" }, createdAt: at }).returning();
    expect(row!.createdAt).toEqual(at);
    const inTransaction = await handle.db.transaction((tx) => tx.select().from(schema.outbox).where(eq(schema.outbox.id, row!.id)));
    expect(inTransaction[0]!.createdAt).toEqual(at);
    const raw = await handle.db.execute(sql`select ${at.toISOString()}::timestamptz::text as at, '2031-04-05'::date as day, interval '90 minutes' as span`);
    expect((raw as unknown as { rows: unknown[] }).rows[0]).toEqual({ at: "2031-04-05 06:07:08.009+00", day: "2031-04-05", span: "01:30:00" });
  });
});

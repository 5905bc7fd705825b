import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./index.ts";
import { socialCards } from "./schema.ts";

describe("bytea on the embedded database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(() => handle.close());

  it("stores and reads every byte value, a view into a larger buffer and an empty value as they are", async () => {
    const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    // A view whose bytes start inside its ArrayBuffer: only the view's bytes may be sent.
    const view = Buffer.from("skip-these:kept bytes:and these").subarray(11, 21);
    const rows = [
      { hash: "every", png: everyByte },
      { hash: "view", png: view },
      { hash: "empty", png: Buffer.alloc(0) },
    ];
    await handle.db.insert(socialCards).values(rows);
    const stored = await handle.db.select({ hash: socialCards.hash, png: socialCards.png }).from(socialCards);
    for (const row of rows) {
      const found = stored.find((entry) => entry.hash === row.hash)!;
      expect(Buffer.isBuffer(found.png)).toBe(true);
      expect(found.png.equals(row.png), row.hash).toBe(true);
    }
    const result = await handle.db.execute(sql`select octet_length(png) as length from social_cards where hash = 'view'`);
    expect((result as unknown as { rows: Array<{ length: number }> }).rows).toEqual([{ length: 10 }]);
  });

  it("refuses a parameter that is not bytes", async () => {
    await expect(handle.db.insert(socialCards).values({ hash: "text", png: "not bytes" as unknown as Buffer })).rejects.toThrow();
  });
});

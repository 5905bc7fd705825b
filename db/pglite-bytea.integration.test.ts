import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./index.ts";

type Row = { name: string; bytes: Buffer };

describe("bytea on the embedded database", () => {
  let handle: DatabaseHandle;
  const rows = async () => (await handle.db.execute(sql`select name, bytes from probe order by name`)) as unknown as { rows: Row[] };
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`create table probe (name text primary key, bytes bytea not null)`);
  });
  afterAll(() => handle.close());

  it("stores and reads every byte value, a view into a larger buffer and an empty value as they are", async () => {
    const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    // A view whose bytes start inside its ArrayBuffer: only the view's bytes may be sent.
    const view = Buffer.from("skip-these:kept bytes:and these").subarray(11, 21);
    const values = { empty: Buffer.alloc(0), every: everyByte, view };
    for (const [name, bytes] of Object.entries(values)) await handle.db.execute(sql`insert into probe (name, bytes) values (${name}, ${bytes})`);
    const stored = (await rows()).rows;
    expect(stored.map((row) => row.name)).toEqual(["empty", "every", "view"]);
    for (const row of stored) {
      expect(Buffer.isBuffer(row.bytes)).toBe(true);
      expect(row.bytes.equals(values[row.name as keyof typeof values]), row.name).toBe(true);
    }
    const lengths = (await handle.db.execute(sql`select octet_length(bytes) as length from probe where name = 'view'`)) as unknown as { rows: Array<{ length: number }> };
    expect(lengths.rows).toEqual([{ length: 10 }]);
  });

  it("refuses a parameter that is not bytes", async () => {
    await expect(handle.db.execute(sql`insert into probe (name, bytes) values ('text', ${"not bytes" as unknown as Buffer}::bytea)`)).rejects.toThrow();
  });
});

import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { clientForDrizzle } from "./pglite-client.ts";

/** drizzle's per-query parsers: the text types, each kept as it comes. */
const drizzleParsers = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]));

function recordingClient() {
  const seen: Array<QueryOptions | undefined> = [];
  const query = async (_query: string, _params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return { rows: [], fields: [] };
  };
  const client = { query, transaction: async <T>(callback: (tx: Transaction) => Promise<T>) => callback({ query } as unknown as Transaction) };
  return { client: client as unknown as PGlite, seen };
}

describe("clientForDrizzle: parsers", () => {
  it("drops drizzle's per-query text parsers, on the client and in a transaction, and keeps the row mode", async () => {
    const { client, seen } = recordingClient();
    const wrapped = clientForDrizzle(client);
    await wrapped.query("select 1", [], { rowMode: "array", parsers: drizzleParsers });
    await wrapped.transaction((tx) => tx.query("select 2", [], { rowMode: "object", parsers: drizzleParsers }));
    expect(seen).toEqual([
      { rowMode: "array", parsers: undefined },
      { rowMode: "object", parsers: undefined },
    ]);
  });

  it("keeps parsers for any other type, and options without parsers as they are", async () => {
    const { client, seen } = recordingClient();
    const wrapped = clientForDrizzle(client);
    const asNumber = { ...drizzleParsers, 23: (value: string) => Number(value) };
    await wrapped.query("select 1", [], { parsers: asNumber });
    await wrapped.query("select 2");
    expect(seen).toEqual([{ parsers: asNumber }, undefined]);
  });
});

describe("clientForDrizzle: turns", () => {
  it("gives the event loop a turn between statements waiting for the client", async () => {
    const order: string[] = [];
    // A request arriving while the first statement runs: before, the second statement ran first.
    const query = async (text: string) => {
      order.push(text);
      if (text === "select 1") setImmediate(() => order.push("another request"));
      return { rows: [], fields: [] };
    };
    const wrapped = clientForDrizzle({ query, transaction: async () => undefined } as unknown as PGlite);
    await Promise.all([wrapped.query("select 1"), wrapped.query("select 2"), wrapped.query("select 3")]);
    expect(order).toEqual(["select 1", "another request", "select 2", "select 3"]);
  });

  it("keeps the line moving past a failed statement, and a transaction's statements past the line", async () => {
    const client = new PGlite();
    try {
      const wrapped = clientForDrizzle(client);
      const failed = wrapped.query("select * from nowhere").catch((error: Error) => error.message);
      // The line's statement waits for the transaction's lock; the transaction's statements do not queue behind it.
      const transaction = wrapped.transaction(async (tx) => {
        await tx.query("select 1");
        const waiting = wrapped.query<{ n: number }>("select 2 as n");
        await tx.query("select 3");
        return { waiting };
      });
      const [message, result] = await Promise.all([failed, transaction]);
      expect(message).toContain("nowhere");
      expect((await result.waiting).rows).toEqual([{ n: 2 }]);
    } finally {
      await client.close();
    }
  });
});

import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { withoutRepeatedParsers } from "./pglite-text-types.ts";

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

describe("withoutRepeatedParsers", () => {
  it("drops drizzle's per-query text parsers, on the client and in a transaction, and keeps the row mode", async () => {
    const { client, seen } = recordingClient();
    const wrapped = withoutRepeatedParsers(client);
    await wrapped.query("select 1", [], { rowMode: "array", parsers: drizzleParsers });
    await wrapped.transaction((tx) => tx.query("select 2", [], { rowMode: "object", parsers: drizzleParsers }));
    expect(seen).toEqual([
      { rowMode: "array", parsers: undefined },
      { rowMode: "object", parsers: undefined },
    ]);
  });

  it("keeps parsers for any other type, and options without parsers as they are", async () => {
    const { client, seen } = recordingClient();
    const wrapped = withoutRepeatedParsers(client);
    const asNumber = { ...drizzleParsers, 23: (value: string) => Number(value) };
    await wrapped.query("select 1", [], { parsers: asNumber });
    await wrapped.query("select 2");
    expect(seen).toEqual([{ parsers: asNumber }, undefined]);
  });
});

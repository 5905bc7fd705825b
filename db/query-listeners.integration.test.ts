// The one wrapper every statement goes through (db/query-listeners.ts), on both databases: what a
// listener hears, when, and what passes through untouched. server/metrics/metrics.integration.test.ts
// counts the statements the metrics' listener times.
import { text } from "node:stream/consumers";
import { count, eq, sql } from "drizzle-orm";
import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isEmbedded, schema } from "./index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "./test-databases.ts";

type Heard = { statement: string; error?: unknown; ms: number };

describe.each(testDatabaseTargets())("query listeners on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let heard: Heard[] = [];
  let second: string[] = [];
  const pool = () => (handle.db as unknown as { $client: Pool }).$client;

  beforeAll(async () => {
    handle = await open();
    handle.addQueryListener((statement) => {
      const startedAt = performance.now();
      return (error) => void heard.push({ statement, error, ms: performance.now() - startedAt });
    });
    handle.addQueryListener((statement) => () => void second.push(statement));
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    heard = [];
    second = [];
  });

  it("hear each statement's text, never its values, and leave the results alone", async () => {
    const [{ posts }] = (await handle.db.select({ posts: count() }).from(schema.blogPosts).where(eq(schema.blogPosts.slug, "a-secret-slug-value"))) as [
      { posts: number },
    ];
    expect(posts).toBe(0);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.statement).toMatch(/^select count\(\*\) from "blog_posts" where "blog_posts"."slug" = \$1$/);
    expect(JSON.stringify(heard)).not.toContain("a-secret-slug-value");
    expect(second).toEqual([heard[0]!.statement]);
  });

  it("hear a statement's end once it has answered", async () => {
    await handle.db.execute(sql`select pg_sleep(0.05)`);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.ms).toBeGreaterThanOrEqual(45);
  });

  it("hear the statements of a transaction, on the connection it holds", async () => {
    const answer = await handle.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: Array<{ answer: number }> };
      return result.rows[0]!.answer;
    });
    expect(Number(answer)).toBe(42);
    // PostgreSQL's BEGIN and COMMIT are statements of drizzle's too; PGlite runs its own.
    expect(heard.map((entry) => entry.statement)).toEqual(name === "postgres" ? ["begin", "select 41 + 1 as answer", "commit"] : ["select 41 + 1 as answer"]);
  });

  it("end a failed statement with its error", async () => {
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.error).toBeInstanceOf(Error);
  });

  it("keep the client's own properties: the embedded database is still recognised", () => {
    expect(isEmbedded(handle.db)).toBe(name === "pglite");
  });

  it.runIf(name === "postgres")("hear a pool client's statements, and let callbacks and streamed queries pass untouched", async () => {
    const client = await pool().connect();
    try {
      await client.query("select 1 as one");
      const copied = await text(client.query(copyTo("COPY (select 'copied' as word) TO STDOUT")));
      expect(copied).toBe("copied\n");
      const called = await new Promise((resolve, reject) => client.query("select 2 as two", (error, result) => (error ? reject(error) : resolve(result.rows))));
      expect(called).toEqual([{ two: 2 }]);
    } finally {
      client.release();
    }
    expect(heard.map((entry) => entry.statement)).toEqual(["select 1 as one"]);
  });
});

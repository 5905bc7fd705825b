import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isEmbedded, schema } from "./index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "./test-databases.ts";
import type { QueryTracer } from "./traced-queries.ts";

type Traced = { statement: string; error?: unknown };
let traced: Traced[] = [];
const traceQuery: QueryTracer = (statement) => (error) => void traced.push({ statement, error });

describe.each(testDatabaseTargets({ traceQuery }))("traced queries on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    traced = [];
  });

  it("sees each statement's text, never its values, and leaves the results alone", async () => {
    const [{ posts }] = (await handle.db.select({ posts: count() }).from(schema.blogPosts).where(eq(schema.blogPosts.slug, "a-secret-slug-value"))) as [
      { posts: number },
    ];
    expect(posts).toBe(0);
    expect(traced).toHaveLength(1);
    expect(traced[0]!.statement).toMatch(/^select count\(\*\) from "blog_posts" where "blog_posts"."slug" = \$1$/);
    expect(JSON.stringify(traced)).not.toContain("a-secret-slug-value");
  });

  it("sees the statements of a transaction, on the connection it holds", async () => {
    const answer = await handle.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: Array<{ answer: number }> };
      return result.rows[0]!.answer;
    });
    expect(Number(answer)).toBe(42);
    expect(traced.map((entry) => entry.statement)).toContain("select 41 + 1 as answer");
  });

  it("ends a failed statement's span with its error", async () => {
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(traced).toHaveLength(1);
    expect(traced[0]!.error).toBeInstanceOf(Error);
  });

  it("keeps the client's own properties: the embedded database is still recognised", () => {
    expect(isEmbedded(handle.db)).toBe(name === "pglite");
  });
});

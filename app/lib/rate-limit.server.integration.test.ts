import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { rateLimits } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { rateLimiter } from "./rate-limit.server.ts";

describe.each(testDatabaseTargets())("rate limiter on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it("allows the policy's points per key, then refuses with a retry time", async () => {
    const limiter = rateLimiter(handle.db, { name: "test-three", points: 3, windowSeconds: 60 });
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await limiter.consume("203.0.113.7"));
    expect(outcomes.slice(0, 3)).toEqual([
      { limited: false, remaining: 2 },
      { limited: false, remaining: 1 },
      { limited: false, remaining: 0 },
    ]);
    expect(outcomes[3]).toMatchObject({ limited: true });
    const retry = (outcomes[3] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);

    // Another address and another policy have their own counters.
    expect(await limiter.consume("198.51.100.1")).toEqual({ limited: false, remaining: 2 });
    const other = rateLimiter(handle.db, { name: "test-other", points: 1, windowSeconds: 60 });
    expect(await other.consume("203.0.113.7")).toEqual({ limited: false, remaining: 0 });
  });

  it("counts in the database, so two limiters for the same policy share the count", async () => {
    const policy = { name: "test-shared", points: 2, windowSeconds: 60 };
    await rateLimiter(handle.db, policy).consume("192.0.2.44");
    await rateLimiter(handle.db, policy).consume("192.0.2.44");
    expect(await rateLimiter(handle.db, policy).consume("192.0.2.44")).toMatchObject({ limited: true });
  });

  it("keeps the count under concurrent attempts", async () => {
    const limiter = rateLimiter(handle.db, { name: "test-burst", points: 5, windowSeconds: 60 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => limiter.consume("192.0.2.99")));
    expect(outcomes.filter((outcome) => !outcome.limited)).toHaveLength(5);
  });

  it("forgets a key on reset", async () => {
    const limiter = rateLimiter(handle.db, { name: "test-reset", points: 1, windowSeconds: 60 });
    await limiter.consume("192.0.2.5");
    expect(await limiter.consume("192.0.2.5")).toMatchObject({ limited: true });
    await limiter.reset("192.0.2.5");
    expect(await limiter.consume("192.0.2.5")).toEqual({ limited: false, remaining: 0 });
  });

  it("counts a short window in memory on the embedded database, whose one process is every process; in the database on PostgreSQL", async () => {
    const policy = { name: "test-short", points: 2, windowSeconds: 60, inMemoryWhenEmbedded: true };
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await rateLimiter(handle.db, policy).consume("192.0.2.77"));
    expect(outcomes.map((outcome) => outcome.limited)).toEqual([false, false, true]);
    const rows = await handle.db.select().from(rateLimits).where(like(rateLimits.key, "test-short%"));
    expect(rows).toHaveLength(name === "pglite" ? 0 : 1);
  });
});

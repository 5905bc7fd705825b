// Database-backed rate limiting, shared by every app process (rate_limits table).
// One limiter per policy and database; callers pass a key such as the client's IP.
import { sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { isEmbedded, type Database } from "#db/index.ts";
import { rateLimits } from "#db/schema.ts";
import { rateLimitRefusals } from "./metrics.server.ts";

export type RateLimitPolicy = {
  /** Prefix of the stored keys: one namespace per protected action. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once the points are spent, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
  /**
   * When the database cannot count for a moment, keep limiting in this process instead of
   * failing the request (public forms). Without it, errors are thrown (sign-in gates).
   */
  memoryFallback?: boolean;
  /**
   * A window short enough that a restart forgetting it does not matter. On the embedded database,
   * which one process owns (every process is this one), such a policy counts in memory: the same
   * limit without a database round trip per request. On PostgreSQL it is counted in the database
   * like any other, so every process shares it.
   */
  inMemoryWhenEmbedded?: boolean;
};

export type RateLimitOutcome =
  | { limited: false; remaining: number }
  | { limited: true; retryAfterSeconds: number };

export type RateLimiter = {
  /** Spends one point for `key`. Database errors are thrown unless the policy has a memory fallback. */
  consume(key: string): Promise<RateLimitOutcome>;
  /** Gives back one point `key` spent, e.g. when the counted action did not happen after all. */
  refund(key: string): Promise<void>;
  /** Forgets `key`'s spent points, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Seconds until `key` may try again when its points are spent, else null; spends nothing. */
  blockedFor(key: string): Promise<number | null>;
  /** Points `key` has spent in its current window (0 when none); spends nothing. */
  spent(key: string): Promise<number>;
  /** Spends a point without asking: for policies that count only failures. */
  penalize(key: string): Promise<void>;
};

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle | RateLimiterMemory>>();

function limiterFor(db: Database, policy: RateLimitPolicy): RateLimiterDrizzle | RateLimiterMemory {
  let forDb = limiters.get(db);
  if (!forDb) {
    forDb = new Map();
    limiters.set(db, forDb);
  }
  const cacheKey = `${policy.name}:${policy.points}:${policy.windowSeconds}`;
  let limiter = forDb.get(cacheKey);
  if (!limiter && policy.inMemoryWhenEmbedded && isEmbedded(db)) {
    limiter = new RateLimiterMemory({
      keyPrefix: policy.name,
      points: policy.points,
      duration: policy.windowSeconds,
      blockDuration: policy.blockSeconds ?? 0,
    });
    forDb.set(cacheKey, limiter);
  }
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: policy.name,
      points: policy.points,
      duration: policy.windowSeconds,
      blockDuration: policy.blockSeconds ?? 0,
      // pruneRateLimits does this once per process for every policy (the library would start a
      // timer per limiter and report failures with console.warn).
      clearExpiredByTimeout: false,
      ...(policy.memoryFallback
        ? { insuranceLimiter: new RateLimiterMemory({ points: policy.points, duration: policy.windowSeconds }) }
        : {}),
    });
    forDb.set(cacheKey, limiter);
  }
  return limiter;
}

export function rateLimiter(db: Database, policy: RateLimitPolicy): RateLimiter {
  const limiter = limiterFor(db, policy);
  return {
    async consume(key) {
      try {
        const result = await limiter.consume(key);
        return { limited: false, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          rateLimitRefusals.inc({ limiter: policy.name });
          return { limited: true, retryAfterSeconds: secondsUntil(rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async blockedFor(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < policy.points) return null;
      rateLimitRefusals.inc({ limiter: policy.name });
      return secondsUntil(state.msBeforeNext);
    },
    async spent(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async penalize(key) {
      await limiter.penalty(key, 1);
    },
  };
}

/** How often each process deletes expired counters. */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes the counters whose window has ended. Every key a client makes (an address, an account)
 * is a row, so without this the table would grow with every new address ever seen; with it, it
 * holds only the keys active within the longest window. Returns the number of rows deleted.
 */
export async function pruneRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  // Counted in the database: after a flood, returning every deleted key would be the large part.
  const result = await db.execute(sql`
    with gone as (delete from ${rateLimits} where ${rateLimits.expire} <= ${now.toISOString()} returning 1)
    select count(*)::int as deleted from gone`);
  // Both drivers (pg, PGlite) answer with `rows`.
  return Number((result as unknown as { rows: Array<{ deleted: number }> }).rows[0]?.deleted ?? 0);
}

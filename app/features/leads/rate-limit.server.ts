// Per-IP submission limits for the public functions and forms. Counters live in the database
// (rate_limits), so every app process sharing it enforces one limit.
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../../../db";
import { rateLimits } from "../../../db/schema";
import type { Env } from "~/env.server";

const WINDOW_SECONDS = 60;

const limiters = new WeakMap<Database, Map<number, RateLimiterDrizzle>>();

function limiterFor(db: Database, pointsPerMinute: number): RateLimiterDrizzle {
  let byPoints = limiters.get(db);
  if (!byPoints) limiters.set(db, (byPoints = new Map()));
  let limiter = byPoints.get(pointsPerMinute);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: "lead",
      points: pointsPerMinute,
      duration: WINDOW_SECONDS,
      // If the database cannot count for a moment, this process keeps limiting on its own
      // instead of failing the submission.
      insuranceLimiter: new RateLimiterMemory({ points: pointsPerMinute, duration: WINDOW_SECONDS }),
    });
    byPoints.set(pointsPerMinute, limiter);
  }
  return limiter;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Counts one submission by `clientIp` to `scope` (a function or form name). */
export async function consumeRateLimit(
  ctx: { env: Pick<Env, "RATE_LIMIT_PER_MINUTE">; db: Database },
  scope: string,
  clientIp: string,
): Promise<RateLimitVerdict> {
  try {
    await limiterFor(ctx.db, ctx.env.RATE_LIMIT_PER_MINUTE).consume(`${scope}:${clientIp}`);
    return { limited: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

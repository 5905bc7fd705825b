// Per-IP submission limits for the public functions and forms, counted in the database so every
// app process sharing it enforces one limit.
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { rateLimiter, type RateLimiter, type RateLimitOutcome } from "#app/lib/rate-limit.server.ts";

export type RateLimitVerdict = { limited: false } | Extract<RateLimitOutcome, { limited: true }>;

/** Counts one submission by `clientIp` to `scope` (a function or form name). */
export async function consumeRateLimit(
  ctx: { env: Pick<Env, "RATE_LIMIT_PER_MINUTE">; db: Database },
  scope: string,
  clientIp: string,
): Promise<RateLimitVerdict> {
  const limiter = rateLimiter(ctx.db, {
    name: "lead",
    points: ctx.env.RATE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    memoryFallback: true,
    inMemoryWhenEmbedded: true,
  });
  const outcome = await limiter.consume(`${scope}:${clientIp}`);
  return outcome.limited ? outcome : { limited: false };
}

/** Bookings one client may make per day (BOOKINGS_PER_IP_PER_DAY), counted from its first one. */
export function bookingsPerIpLimiter(ctx: { env: Pick<Env, "BOOKINGS_PER_IP_PER_DAY">; db: Database }): RateLimiter {
  return rateLimiter(ctx.db, { name: "bookings-per-ip", points: ctx.env.BOOKINGS_PER_IP_PER_DAY, windowSeconds: 24 * 60 * 60 });
}

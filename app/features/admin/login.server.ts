// Password sign-in with DB-backed failure limits per client address and per account.
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Database } from "../../../db";
import { rateLimits } from "../../../db/schema";
import { findAdminByEmail, normalizeEmail } from "./admins.server";
import { verifyAgainstDummy, verifyPassword } from "./password.server";

export const LOGIN_LIMITS = {
  /** Failed sign-ins one address may make per window (shared offices get some room). */
  failuresPerIp: 20,
  /** Failed sign-ins against one e-mail per window, from anywhere. */
  failuresPerAccount: 5,
  windowSeconds: 15 * 60,
} as const;

type Limiters = { byIp: RateLimiterDrizzle; byAccount: RateLimiterDrizzle };
// One pair per database, so every request shares the limiter's clean-up timer.
const limitersByDb = new WeakMap<Database, Limiters>();

function limiters(db: Database): Limiters {
  let pair = limitersByDb.get(db);
  if (!pair) {
    const common = { storeClient: db, schema: rateLimits, duration: LOGIN_LIMITS.windowSeconds };
    pair = {
      byIp: new RateLimiterDrizzle({ ...common, keyPrefix: "admin-login-ip", points: LOGIN_LIMITS.failuresPerIp }),
      byAccount: new RateLimiterDrizzle({
        ...common,
        keyPrefix: "admin-login-account",
        points: LOGIN_LIMITS.failuresPerAccount,
      }),
    };
    limitersByDb.set(db, pair);
  }
  return pair;
}

export type LoginResult =
  | { ok: true; adminId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password. Only failures count against the limits; a success clears the
 * account's count. The account key is the submitted address whether or not an admin has it, so
 * being limited reveals nothing about which addresses exist.
 */
export async function attemptLogin(
  db: Database,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const { byIp, byAccount } = limiters(db);
  const accountKey = normalizeEmail(email).slice(0, 254);
  const [ipState, accountState] = await Promise.all([byIp.get(ip), byAccount.get(accountKey)]);
  const blocked = [
    { state: ipState, limit: LOGIN_LIMITS.failuresPerIp },
    { state: accountState, limit: LOGIN_LIMITS.failuresPerAccount },
  ].filter(({ state, limit }) => state && state.consumedPoints >= limit);
  if (blocked.length > 0) {
    const waitMs = Math.max(...blocked.map(({ state }) => state!.msBeforeNext));
    return { ok: false, reason: "limited", retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  const admin = accountKey ? await findAdminByEmail(db, accountKey) : undefined;
  const valid = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstDummy(password);
  if (!admin || !valid) {
    await Promise.all([byIp.penalty(ip, 1), byAccount.penalty(accountKey, 1)]);
    return { ok: false, reason: "invalid" };
  }
  await byAccount.delete(accountKey);
  return { ok: true, adminId: admin.id };
}

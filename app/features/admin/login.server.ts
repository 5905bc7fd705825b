// Password sign-in with DB-backed failure limits per client address and per account.
import type { Database } from "#db/index.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { findAdminByEmail, normalizeEmail } from "./admins.server.ts";
import { verifyAgainstDummy, verifyPassword } from "./password.server.ts";

export const LOGIN_LIMITS = {
  /** Failed sign-ins one address may make per window (shared offices get some room). */
  failuresPerIp: 20,
  /** Failed sign-ins against one e-mail per window, from anywhere. */
  failuresPerAccount: 5,
  windowSeconds: 15 * 60,
} as const;

function limiters(db: Database) {
  const windowSeconds = LOGIN_LIMITS.windowSeconds;
  return {
    byIp: rateLimiter(db, { name: "admin-login-ip", points: LOGIN_LIMITS.failuresPerIp, windowSeconds }),
    byAccount: rateLimiter(db, { name: "admin-login-account", points: LOGIN_LIMITS.failuresPerAccount, windowSeconds }),
  };
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
  const waits = (await Promise.all([byIp.blockedFor(ip), byAccount.blockedFor(accountKey)])).filter(
    (seconds): seconds is number => seconds !== null,
  );
  if (waits.length > 0) return { ok: false, reason: "limited", retryAfterSeconds: Math.max(...waits) };

  const admin = accountKey ? await findAdminByEmail(db, accountKey) : undefined;
  const valid = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstDummy(password);
  if (!admin || !valid) {
    await Promise.all([byIp.penalize(ip), byAccount.penalize(accountKey)]);
    return { ok: false, reason: "invalid" };
  }
  await byAccount.reset(accountKey);
  return { ok: true, adminId: admin.id };
}

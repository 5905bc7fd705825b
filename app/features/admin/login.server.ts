// Password sign-in with DB-backed failure limits. Failures are counted per (account, address), so
// one address guessing cannot lock the account for anyone else; per address across accounts; and
// per account from everywhere, a ceiling against guessing from many addresses that still hears out
// any address that has not failed.
import type { Database } from "#db/index.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { findAdminByEmail, normalizeEmail } from "./admins.server.ts";
import { verifyAgainstDummy, verifyPassword } from "./password.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

export const LOGIN_LIMITS = {
  /** Failed sign-ins one address may make against one account per window. */
  failuresPerAccountAndIp: 5,
  /** Failed sign-ins one address may make per window, across accounts (shared offices get some room). */
  failuresPerIp: 20,
  /**
   * Failed sign-ins against one account per window from all addresses together. Past it, every
   * address that has failed against the account waits; one that has not is still heard.
   */
  failuresPerAccount: 50,
  windowSeconds: 15 * 60,
} as const;

function limiters(db: Database) {
  const windowSeconds = LOGIN_LIMITS.windowSeconds;
  return {
    byPair: rateLimiter(db, { name: "admin-login-account-ip", points: LOGIN_LIMITS.failuresPerAccountAndIp, windowSeconds }),
    byIp: rateLimiter(db, { name: "admin-login-ip", points: LOGIN_LIMITS.failuresPerIp, windowSeconds }),
    byAccount: rateLimiter(db, { name: "admin-login-account", points: LOGIN_LIMITS.failuresPerAccount, windowSeconds }),
  };
}

/**
 * Codes tried in second steps against one account per window, from every address and sign-in
 * together: someone who has the password cannot get more guesses at the code by signing in again
 * from many addresses. Each try is taken before its code is checked, so codes sent at once count too.
 */
export const SECOND_STEP_TRIES_PER_ACCOUNT = 10;

const secondStepLimiter = (db: Database) =>
  rateLimiter(db, { name: "admin-second-step-account", points: SECOND_STEP_TRIES_PER_ACCOUNT, windowSeconds: LOGIN_LIMITS.windowSeconds });

/**
 * Takes one try at a second-step code for the account, before the code is checked: the seconds to
 * wait when none is left, else null. A right code gives its try back (returnSecondStepTry).
 */
export async function takeSecondStepTry(db: Database, adminId: string): Promise<number | null> {
  const outcome = await secondStepLimiter(db).consume(adminId);
  return outcome.limited ? outcome.retryAfterSeconds : null;
}

export async function returnSecondStepTry(db: Database, adminId: string): Promise<void> {
  await secondStepLimiter(db).refund(adminId);
}

/** What a limited address is told, whichever way it tried to sign in. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export type LoginResult =
  | { ok: true; adminId: string; email: string; role: StaffRole }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

const keysFor = (email: string, ip: string) => {
  const accountKey = normalizeEmail(email).slice(0, 254);
  return { accountKey, pairKey: `${accountKey}|${ip}` };
};

/** How long this address must wait before trying the account again, or null if it may try now. */
export async function loginWait(db: Database, { email, ip }: { email: string; ip: string }): Promise<number | null> {
  const { byPair, byIp, byAccount } = limiters(db);
  const { accountKey, pairKey } = keysFor(email, ip);
  const [pairWait, ipWait, accountWait, pairFailures] = await Promise.all([
    byPair.blockedFor(pairKey),
    byIp.blockedFor(ip),
    byAccount.blockedFor(accountKey),
    byPair.spent(pairKey),
  ]);
  // Other addresses' failures never shut out one that has none of its own.
  const waits = [pairWait, ipWait, pairFailures > 0 ? accountWait : null].filter((seconds): seconds is number => seconds !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** Counts a failed sign-in (a wrong password, or a wrong second-step code) against every limit. */
export async function countLoginFailure(db: Database, { email, ip }: { email: string; ip: string }): Promise<void> {
  const { byPair, byIp, byAccount } = limiters(db);
  const { accountKey, pairKey } = keysFor(email, ip);
  await Promise.all([byPair.penalize(pairKey), byIp.penalize(ip), byAccount.penalize(accountKey)]);
}

/**
 * Checks an e-mail and password. Only failures count against the limits; a success clears that
 * address's failures against the account. The account key is the submitted address whether or not
 * an admin has it, so being limited reveals nothing about which addresses exist.
 */
export async function attemptLogin(
  db: Database,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const wait = await loginWait(db, { email, ip });
  if (wait !== null) return { ok: false, reason: "limited", retryAfterSeconds: wait };

  const { accountKey, pairKey } = keysFor(email, ip);
  const admin = accountKey ? await findAdminByEmail(db, accountKey) : undefined;
  const valid = admin ? await verifyPassword(admin.passwordHash, password) : await verifyAgainstDummy(password);
  // A deactivated account is refused like a wrong password: the form tells nobody which it was.
  if (!admin || !valid || admin.deactivatedAt) {
    await countLoginFailure(db, { email, ip });
    return { ok: false, reason: "invalid" };
  }
  // The account-wide count stays: a sign-in by the owner does not reset a guesser's ceiling.
  await limiters(db).byPair.reset(pairKey);
  return { ok: true, adminId: admin.id, email: admin.email, role: isStaffRole(admin.role) ? admin.role : "editor" };
}

/**
 * How long an address must wait before signing in again, or null: the per-address ceiling, which
 * also holds sign-ins that name no account (a passkey, whose member is known only once it answers).
 */
export function addressBlockedFor(db: Database, ip: string): Promise<number | null> {
  return limiters(db).byIp.blockedFor(ip);
}

/** Counts a failed sign-in that names no account (an unknown or unverified passkey) against its address. */
export async function countAddressFailure(db: Database, ip: string): Promise<void> {
  await limiters(db).byIp.penalize(ip);
}

// A sign-in halfway (staff_sign_ins): the password was right, and a second factor is still to be
// proved ("verify") or, with STAFF_MFA=required, set up ("enrol"). It opens nothing in the admin:
// its token travels in its own short cookie, scoped to the sign-in pages, and the session starts
// only when the step is done. A few wrong codes drop it, and each counts against the sign-in limits.
import { randomBytes } from "node:crypto";
import { serialize } from "cookie";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, staffSignIns } from "#db/schema.ts";
import { isStaffRole } from "./roles.ts";
import { hashToken, readTokenCookie } from "./session.server.ts";
import type { SignedInMember } from "./sign-in.server.ts";

export const SIGN_IN_STEP_COOKIE = "lumenguard_sign_in";
export const SIGN_IN_STEP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one sign-in may make before it is dropped and the password is asked again. */
export const SIGN_IN_STEP_MAX_FAILURES = 5;

export type SignInStage = "verify" | "enrol";

export type PendingSignIn = { tokenHash: string; stage: SignInStage; next: string; failures: number; member: SignedInMember };

const cookiePath = "/admin/login";

export function signInStepCookie(token: string, secure: boolean): string {
  return serialize(SIGN_IN_STEP_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, path: cookiePath, maxAge: SIGN_IN_STEP_TTL_MS / 1000 });
}

export function clearedSignInStepCookie(secure: boolean): string {
  return serialize(SIGN_IN_STEP_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: cookiePath, maxAge: 0 });
}

/** Starts the second step for a member whose password was right; returns the cookie's token. */
export async function beginSignInStep(db: Database, adminId: string, stage: SignInStage, next: string, now = new Date()): Promise<string> {
  await db.delete(staffSignIns).where(lt(staffSignIns.expiresAt, now));
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSignIns).values({ tokenHash: hashToken(token), adminId, stage, next, expiresAt: new Date(now.getTime() + SIGN_IN_STEP_TTL_MS) });
  return token;
}

/** The request's sign-in halfway, if it is live and its member still active. */
export async function readSignInStep(db: Database, request: Request, now = new Date()): Promise<PendingSignIn | null> {
  const token = readTokenCookie(request, SIGN_IN_STEP_COOKIE);
  if (!token) return null;
  const [row] = await db
    .select({ tokenHash: staffSignIns.tokenHash, stage: staffSignIns.stage, next: staffSignIns.next, failures: staffSignIns.failures, adminId: admins.id, email: admins.email, role: admins.role, deactivatedAt: admins.deactivatedAt })
    .from(staffSignIns)
    .innerJoin(admins, eq(admins.id, staffSignIns.adminId))
    .where(and(eq(staffSignIns.tokenHash, hashToken(token)), gt(staffSignIns.expiresAt, now)))
    .limit(1);
  if (!row || row.deactivatedAt || !isStaffRole(row.role) || (row.stage !== "verify" && row.stage !== "enrol")) return null;
  return {
    tokenHash: row.tokenHash,
    stage: row.stage,
    next: row.next ?? "/admin",
    failures: row.failures,
    member: { adminId: row.adminId, email: row.email, role: row.role },
  };
}

/**
 * Takes one of the sign-in's tries before its code is checked (the `failures` column counts them),
 * so codes sent at once are checked at most SIGN_IN_STEP_MAX_FAILURES times in all: the tries left
 * after this one, or null when none was left (the sign-in is then dropped).
 */
export async function takeSignInTry(db: Database, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(staffSignIns)
    .set({ failures: sql`${staffSignIns.failures} + 1` })
    .where(and(eq(staffSignIns.tokenHash, tokenHash), lt(staffSignIns.failures, SIGN_IN_STEP_MAX_FAILURES)))
    .returning({ failures: staffSignIns.failures });
  if (row) return SIGN_IN_STEP_MAX_FAILURES - row.failures;
  await dropSignInStep(db, tokenHash);
  return null;
}

/** Ends a sign-in halfway without signing in (its tries are spent). */
export async function dropSignInStep(db: Database, tokenHash: string): Promise<void> {
  await db.delete(staffSignIns).where(eq(staffSignIns.tokenHash, tokenHash));
}

/**
 * Ends every sign-in halfway of an account: its password was changed or reset, or it was
 * deactivated, so a halfway begun with the old password must not be finished.
 */
export async function dropAccountSignInSteps(db: Pick<Database, "delete">, adminId: string): Promise<void> {
  await db.delete(staffSignIns).where(eq(staffSignIns.adminId, adminId));
}

/** Ends the sign-in halfway, once: true for the one request that took it. */
export async function finishSignInStep(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db.delete(staffSignIns).where(eq(staffSignIns.tokenHash, tokenHash)).returning({ tokenHash: staffSignIns.tokenHash });
  return rows.length === 1;
}

/** Moves a sign-in from setting up a factor to proving it (the member enrolled on another page meanwhile). */
export async function setSignInStage(db: Database, tokenHash: string, stage: SignInStage): Promise<void> {
  await db.update(staffSignIns).set({ stage }).where(eq(staffSignIns.tokenHash, tokenHash));
}

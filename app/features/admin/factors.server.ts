// A member's second factors as one thing: which they have (authenticator app, passkeys, recovery
// codes left), whether a sign-in needs a second step, and every change to them, each audited. Adding
// or removing a factor ends the member's other sessions (a thief signed in elsewhere does not stay
// signed in); an admin's reset removes them all and ends every session of the account.
import { count, eq } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { staffPasskeys, staffTotp } from "#db/schema.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { SealingSettings } from "#app/lib/sealed-secrets.server.ts";
import { recoveryCodesLeft, removeRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from "./recovery-codes.server.ts";
import { destroyAccountSessions, destroyOtherSessions, type AdminSession } from "./session.server.ts";
import { dropAccountSignInSteps, type SignInStage } from "./sign-in-steps.server.ts";
import { findAdminByEmail } from "./admins.server.ts";
import { verifyPassword } from "./password.server.ts";
import { confirmTotp, hasConfirmedTotp, normalizeTotpCode, removeTotp, verifyTotp } from "./totp.server.ts";

export type MemberFactors = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

export async function memberFactors(db: Database, adminId: string): Promise<MemberFactors> {
  const [totp, [passkeys], codesLeft] = await Promise.all([
    hasConfirmedTotp(db, adminId),
    db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.adminId, adminId)),
    recoveryCodesLeft(db, adminId),
  ]);
  return { totp, passkeys: passkeys?.n ?? 0, recoveryCodesLeft: codesLeft };
}

const hasFactor = (factors: Pick<MemberFactors, "totp" | "passkeys">) => factors.totp || factors.passkeys > 0;

/**
 * What a right password leads to: proving a factor the member has; setting one up when
 * STAFF_MFA=required and they have none; or (null) straight in.
 */
export async function secondStepFor(db: Database, env: Pick<Env, "STAFF_MFA">, adminId: string): Promise<SignInStage | null> {
  if (hasFactor(await memberFactors(db, adminId))) return "verify";
  return env.STAFF_MFA === "required" ? "enrol" : null;
}

/** Each member's factors for the staff list: authenticator app and passkey count, by account id. */
export async function factorsByMember(db: Database): Promise<Map<string, { totp: boolean; passkeys: number }>> {
  const [apps, keys] = await Promise.all([
    db.select({ adminId: staffTotp.adminId, confirmedAt: staffTotp.confirmedAt }).from(staffTotp),
    db.select({ adminId: staffPasskeys.adminId, n: count() }).from(staffPasskeys).groupBy(staffPasskeys.adminId),
  ]);
  const byMember = new Map<string, { totp: boolean; passkeys: number }>();
  const of = (id: string) => byMember.get(id) ?? byMember.set(id, { totp: false, passkeys: 0 }).get(id)!;
  for (const app of apps) if (app.confirmedAt) of(app.adminId).totp = true;
  for (const key of keys) of(key.adminId).passkeys = key.n;
  return byMember;
}

const actorOf = (member: { adminId: string; email: string }): AuditActor => ({ adminId: member.adminId, email: member.email });

/**
 * Confirms the authenticator app being set up with a code from it and makes ten new recovery codes,
 * returned to be shown once; null for a wrong code. `keepSession` is the session doing it (none when
 * enrolling during sign-in): every other session of the member ends.
 */
export async function enrolTotp(
  db: Database,
  env: SealingSettings,
  member: { adminId: string; email: string },
  code: string,
  keepSession: string | null,
): Promise<string[] | null> {
  if (!(await confirmTotp(db, env, member.adminId, code))) return null;
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, member.adminId);
    if (keepSession) await destroyOtherSessions(tx, member.adminId, keepSession);
    else await destroyAccountSessions(tx, member.adminId);
    await recordAudit(tx, { actor: actorOf(member), action: "factor.enrolled", subject: "factor", subjectId: member.adminId, details: { factor: "totp" } });
    await recordAudit(tx, { actor: actorOf(member), action: "factor.recovery_codes_generated", subject: "factor", subjectId: member.adminId, details: { count: codes.length } });
    return codes;
  });
}

/**
 * Removes the member's authenticator app; their recovery codes go with their last factor. Every
 * other session ends. False when there was none.
 */
export async function removeTotpFactor(db: Database, session: AdminSession): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await removeTotp(tx, session.adminId))) return false;
    const [passkeys] = await tx.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.adminId, session.adminId));
    if (!passkeys?.n) await removeRecoveryCodes(tx, session.adminId);
    await destroyOtherSessions(tx, session.adminId, session.tokenHash);
    await recordAudit(tx, { actor: actorOf(session), action: "factor.removed", subject: "factor", subjectId: session.adminId, details: { factor: "totp" } });
    return true;
  });
}

/** Ten new recovery codes in place of the old ones (only for a member with a factor); null without one. */
export async function regenerateRecoveryCodes(db: Database, session: AdminSession): Promise<string[] | null> {
  if (!hasFactor(await memberFactors(db, session.adminId))) return null;
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, session.adminId);
    await recordAudit(tx, { actor: actorOf(session), action: "factor.recovery_codes_generated", subject: "factor", subjectId: session.adminId, details: { count: codes.length } });
    return codes;
  });
}

/** Signs in with a recovery code, using it up and auditing it; false for a wrong or used code. */
export async function redeemRecoveryCode(db: Database, member: { adminId: string; email: string }, code: string): Promise<boolean> {
  if (!(await spendRecoveryCode(db, member.adminId, code))) return false;
  const left = await recoveryCodesLeft(db, member.adminId);
  await recordAudit(db, { actor: actorOf(member), action: "factor.used_recovery_code", subject: "factor", subjectId: member.adminId, details: { left } });
  return true;
}

/**
 * An admin's reset of another member's factors (a lost phone): their authenticator app, passkeys and
 * recovery codes are removed, their sessions and sign-ins halfway end. Their next sign-in is with the
 * password alone, or sets up a factor when STAFF_MFA=required. What was removed, for the notice.
 */
export async function resetMemberFactors(db: Database, actor: AuditActor, adminId: string): Promise<{ totp: boolean; passkeys: number; recoveryCodes: number }> {
  return db.transaction(async (tx) => {
    const totp = await removeTotp(tx, adminId);
    const passkeys = await tx.delete(staffPasskeys).where(eq(staffPasskeys.adminId, adminId)).returning({ id: staffPasskeys.id });
    const codesLeft = await recoveryCodesLeft(tx, adminId);
    await removeRecoveryCodes(tx, adminId);
    await destroyAccountSessions(tx, adminId);
    await dropAccountSignInSteps(tx, adminId);
    const details = { totp, passkeys: passkeys.length, recoveryCodes: codesLeft };
    await recordAudit(tx, { actor, action: "staff.factors_reset", subject: "staff", subjectId: adminId, details });
    return details;
  });
}

/**
 * Whether the signed-in member proves it is them before removing a factor: a current code from
 * their authenticator app (used up like any other), or else their password.
 */
export async function confirmsIdentity(db: Database, env: SealingSettings, member: { adminId: string; email: string }, proof: { code: string; password: string }): Promise<boolean> {
  const code = normalizeTotpCode(proof.code);
  if (code) return verifyTotp(db, env, member.adminId, code);
  if (!proof.password) return false;
  const admin = await findAdminByEmail(db, member.email);
  return admin?.id === member.adminId && (await verifyPassword(admin.passwordHash, proof.password));
}

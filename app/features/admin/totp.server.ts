// The authenticator app (TOTP, RFC 6238: SHA-1, six digits, 30-second steps, otplib). The secret is
// sealed at rest (sealed-secrets.server.ts) and bound to its member. A code is accepted one step
// either side of now, and once: the step it matched is stored and no step at or before it is taken
// again, which the UPDATE itself checks so two requests racing with one code cannot both win.
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { toString as qrSvg } from "qrcode";
import type { Database } from "#db/index.ts";
import { staffTotp } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import { seal, unseal, type SealingSettings } from "#app/lib/sealed-secrets.server.ts";

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

const boundTo = (adminId: string) => `staff-totp:${adminId}`;

/** Six digits, with the spaces or dash some apps show in the middle taken out; null if it is not one. */
export function normalizeTotpCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step a code matches within the window, or null. `after` refuses that step and every
 * earlier one (the last step the member used).
 */
export async function matchTotp(secret: string, code: string, { now = new Date(), after }: { now?: Date; after?: number | null } = {}): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null || after === undefined ? {} : { afterTimeStep: after }),
  });
  // A TOTP check always names the step it matched.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

async function totpRow(db: Database, adminId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.adminId, adminId)).limit(1);
  return row;
}

/** Whether the member has an authenticator app set up (confirmed with a code). */
export async function hasConfirmedTotp(db: Database, adminId: string): Promise<boolean> {
  return (await totpRow(db, adminId))?.confirmedAt != null;
}

export type TotpSetup = { secret: string; uri: string; qrSvg: string };

/**
 * The authenticator app being set up: its secret, the otpauth URI and that URI's QR code. One
 * not yet confirmed is kept and shown again (reloading the page shows the same QR code); a new
 * one is made when there is none. Null when an app is already set up: remove it first.
 */
export async function pendingTotpSetup(db: Database, env: SealingSettings, member: { adminId: string; email: string }): Promise<TotpSetup | null> {
  const row = await totpRow(db, member.adminId);
  if (row?.confirmedAt) return null;
  let secret = row ? await unseal(db, env, boundTo(member.adminId), row.secretSealed) : null;
  if (!secret) {
    secret = generateSecret();
    const secretSealed = await seal(db, env, boundTo(member.adminId), secret);
    // Only an unconfirmed row (or none) is replaced: a confirmation racing this keeps its app.
    await db
      .insert(staffTotp)
      .values({ adminId: member.adminId, secretSealed })
      .onConflictDoUpdate({ target: staffTotp.adminId, set: { secretSealed, lastUsedStep: null, createdAt: new Date() }, where: isNull(staffTotp.confirmedAt) });
    const now = await totpRow(db, member.adminId);
    if (now?.confirmedAt || now?.secretSealed !== secretSealed) return null;
  }
  const uri = generateURI({ issuer: brand.name, label: member.email, secret });
  return { secret, uri, qrSvg: await qrSvg(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
}

/** Drops an authenticator app that was started and never confirmed. */
export async function cancelTotpSetup(db: Database, adminId: string): Promise<void> {
  await db.delete(staffTotp).where(and(eq(staffTotp.adminId, adminId), isNull(staffTotp.confirmedAt)));
}

/** Claims a step for the member's app: true for the one request that moved last_used_step past it. */
async function claimStep(db: Database, adminId: string, step: number, confirming: boolean): Promise<boolean> {
  const rows = await db
    .update(staffTotp)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(staffTotp.adminId, adminId),
        confirming ? isNull(staffTotp.confirmedAt) : isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ adminId: staffTotp.adminId });
  return rows.length === 1;
}

async function checkCode(db: Database, env: SealingSettings, adminId: string, code: string, confirming: boolean, now: Date): Promise<boolean> {
  const row = await totpRow(db, adminId);
  if (!row || (row.confirmedAt != null) === confirming) return false;
  const secret = await unseal(db, env, boundTo(adminId), row.secretSealed);
  if (!secret) return false;
  const step = await matchTotp(secret, code, { now, after: row.lastUsedStep });
  return step !== null && claimStep(db, adminId, step, confirming);
}

/** Confirms the app being set up with a code from it; true when it is now the member's factor. */
export function confirmTotp(db: Database, env: SealingSettings, adminId: string, code: string, now = new Date()): Promise<boolean> {
  return checkCode(db, env, adminId, code, true, now);
}

/** Checks a code from the member's app, using it up; false for a wrong, old or already used code. */
export function verifyTotp(db: Database, env: SealingSettings, adminId: string, code: string, now = new Date()): Promise<boolean> {
  return checkCode(db, env, adminId, code, false, now);
}

/** Removes the member's app; true if there was a confirmed one. */
export async function removeTotp(db: Pick<Database, "delete">, adminId: string): Promise<boolean> {
  const rows = await db.delete(staffTotp).where(eq(staffTotp.adminId, adminId)).returning({ confirmedAt: staffTotp.confirmedAt });
  return rows.some((row) => row.confirmedAt !== null);
}

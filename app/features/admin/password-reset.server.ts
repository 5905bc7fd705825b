// Forgotten passwords: a one-time link by e-mail (30 minutes; only its token's SHA-256 is kept; a
// new request replaces the account's open link). Asking answers the same whether or not the address
// has an account, in about the same time: the e-mail is rendered and the account looked up in both
// cases, and the answer waits out a floor longer than the work. Using the link sets the password,
// ends every session of the account and uses the link up, in one transaction with its audit entry.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, passwordResets } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { queueEmails } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/render-email.server.ts";
import { PasswordResetEmail } from "#app/features/mail/templates/password-reset-email.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { normalizeEmail } from "./admins.server.ts";
import { hashPassword } from "./password.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";
import { destroyAccountSessions, hashToken, TOKEN_SHAPE } from "./session.server.ts";
import { dropAccountSignInSteps } from "./sign-in-steps.server.ts";

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
export const RESET_PATH = "/admin/reset-password";

export const RESET_LIMITS = {
  /** Links one address may ask for per window, whether or not it has an account. */
  perAddress: 3,
  /** Requests one client address may make per window, across e-mail addresses. */
  perIp: 10,
  windowSeconds: 60 * 60,
} as const;

/**
 * The least time a request takes, so an address with an account (which also writes the link and
 * queues the e-mail) answers no slower than one without. Well above that work's usual few ms.
 */
export const RESET_REQUEST_FLOOR_MS = 300;

type MailEnv = Pick<Env, "SITE_URL" | "MAIL_FROM" | "SMTP_URL">;

export type ResetRequestResult = { limited: false; token: string | null } | { limited: true; retryAfterSeconds: number };

function limiters(db: Database) {
  const windowSeconds = RESET_LIMITS.windowSeconds;
  return {
    byAddress: rateLimiter(db, { name: "password-reset-address", points: RESET_LIMITS.perAddress, windowSeconds }),
    byIp: rateLimiter(db, { name: "password-reset-ip", points: RESET_LIMITS.perIp, windowSeconds }),
  };
}

/**
 * Asks for a reset link for an address. The limits count every request, so being limited says
 * nothing about whether the address has an account. The token is returned only for the caller's
 * tests (null when no link was made); the page never shows it.
 */
export async function requestPasswordReset(
  db: Database,
  env: MailEnv,
  input: { email: string; ip: string; now?: Date; floorMs?: number },
): Promise<ResetRequestResult> {
  const floor = sleep(input.floorMs ?? RESET_REQUEST_FLOOR_MS);
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email).slice(0, 254);
  const { byAddress, byIp } = limiters(db);
  for (const [limiter, key] of [[byIp, input.ip], [byAddress, email]] as const) {
    const outcome = await limiter.consume(key);
    if (outcome.limited) return { limited: true, retryAfterSeconds: outcome.retryAfterSeconds };
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  const resetUrl = new URL(`${RESET_PATH}/${token}`, `${env.SITE_URL}/`).toString();
  // Rendered whether or not it is sent: the render is most of the work, and both answers do it.
  const { html, text } = await renderEmail(PasswordResetEmail({ resetUrl, expiresAt: formatDateTime(expiresAt), siteUrl: env.SITE_URL }));
  const sent = await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: admins.id, deactivatedAt: admins.deactivatedAt }).from(admins).where(eq(admins.email, email)).limit(1);
    // A deactivated account gets no link: it could not sign in with the new password anyway.
    if (!admin || admin.deactivatedAt) return false;
    // One open link per account: the newest is the one that works.
    await withdrawPasswordResets(tx, admin.id);
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), adminId: admin.id, expiresAt, createdAt: now });
    await queueEmails(
      tx,
      null,
      [{ template: "password-reset", message: { from: `${brand.name} <${env.MAIL_FROM}>`, to: email, subject: `Reset your ${brand.name} admin password`, html, text } }],
      env.SMTP_URL ? "pending" : "held",
      { database: db, now },
    );
    await recordAudit(tx, { actor: { adminId: admin.id, email }, action: "password.reset_requested", subject: "password", subjectId: admin.id, at: now });
    return true;
  });
  await floor;
  return { limited: false, token: sent ? token : null };
}

export type ResetLookup = { status: "open"; email: string } | { status: "expired" | "used" | "not-found" };

async function resetRow(db: Pick<Database, "select">, token: string) {
  const [row] = await db
    .select({ tokenHash: passwordResets.tokenHash, adminId: passwordResets.adminId, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt, email: admins.email, role: admins.role, deactivatedAt: admins.deactivatedAt })
    .from(passwordResets)
    .innerJoin(admins, eq(admins.id, passwordResets.adminId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

type ResetRow = NonNullable<Awaited<ReturnType<typeof resetRow>>>;

function statusOf(row: ResetRow | undefined, now: Date): "open" | "expired" | "used" | "not-found" {
  // A deactivated account's link stops like a withdrawn one.
  if (!row || row.deactivatedAt) return "not-found";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** What a reset link opens. */
export async function findPasswordReset(db: Pick<Database, "select">, token: string, now = new Date()): Promise<ResetLookup> {
  if (!TOKEN_SHAPE.test(token)) return { status: "not-found" };
  const row = await resetRow(db, token);
  const status = statusOf(row, now);
  return status === "open" ? { status, email: row!.email } : { status };
}

export type ResetResult =
  | { ok: true; adminId: string; email: string; role: StaffRole }
  | { ok: false; reason: "expired" | "used" | "not-found" };

/**
 * Sets a new password from a reset link and uses the link up: the row is locked, so two
 * submissions of one link set one password. Every session of the account ends with it (whoever
 * knew the old password is signed out too).
 */
export async function completePasswordReset(db: Database, token: string, password: string, now = new Date()): Promise<ResetResult> {
  // Looked up before the (deliberately slow) hash, so a made-up link costs one query.
  const found = await findPasswordReset(db, token, now);
  if (found.status !== "open") return { ok: false, reason: found.status };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<ResetResult> => {
    await tx.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token))).for("update");
    const row = await resetRow(tx, token);
    const status = statusOf(row, now);
    if (status !== "open") return { ok: false, reason: status };
    const { adminId, email } = row!;
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.tokenHash, row!.tokenHash));
    await destroyAccountSessions(tx, adminId);
    await dropAccountSignInSteps(tx, adminId);
    await recordAudit(tx, { actor: { adminId, email }, action: "password.reset", subject: "password", subjectId: adminId, at: now });
    return { ok: true, adminId, email, role: isStaffRole(row!.role) ? row!.role : "editor" };
  });
}

/** Withdraws an account's open reset links (its password was just changed another way). */
export async function withdrawPasswordResets(db: Pick<Database, "delete">, adminId: string): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt)));
}

// Staff accounts: invitations (a one-time link, 48 hours, only its hash kept), roles and
// deactivation. Every change is one transaction with its audit entry (and, for an invitation, its
// e-mail in the outbox). The last active admin can be neither demoted nor deactivated: changes that
// could remove an admin take one lock first, so two admins demoting each other cannot both succeed.
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, max, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { adminSessions, admins, staffInvitations, type Admin } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { queueEmails, type DbExecutor } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/render-email.server.ts";
import { StaffInvitationEmail } from "#app/features/mail/templates/staff-invitation-email.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { normalizeEmail } from "./admins.server.ts";
import { hashPassword } from "./password.server.ts";
import { isStaffRole, LEAD_OWNER_ROLES, staffRoleDescriptions, staffRoleLabels, type StaffRole } from "./roles.ts";
import { destroyAccountSessions, hashToken, TOKEN_SHAPE } from "./session.server.ts";
import { dropAccountSignInSteps } from "./sign-in-steps.server.ts";
import { endPreviewLinks } from "#app/features/blog/preview-link.server.ts";

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
export const INVITATION_PATH = "/admin/invitation";

export type StaffMember = {
  id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
  lastSeenAt: string | null;
};

export type PendingInvitation = { id: string; email: string; role: StaffRole; expiresAt: string; expired: boolean; createdAt: string };

const roleOf = (value: string): StaffRole => (isStaffRole(value) ? value : "editor");

/** Every account (active first, then by address), with when it was last seen. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: admins.id,
      email: admins.email,
      role: admins.role,
      deactivatedAt: admins.deactivatedAt,
      createdAt: admins.createdAt,
      lastSeenAt: max(adminSessions.lastSeenAt),
    })
    .from(admins)
    .leftJoin(adminSessions, eq(adminSessions.adminId, admins.id))
    .groupBy(admins.id)
    .orderBy(sql`${admins.deactivatedAt} is not null`, asc(admins.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    active: !row.deactivatedAt,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  }));
}

/** Invitations not yet used, newest first (expired ones too, so they can be sent again). */
export async function listInvitations(db: Database, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db.select().from(staffInvitations).where(isNull(staffInvitations.acceptedAt)).orderBy(desc(staffInvitations.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Active staff who can own leads (for the owner picker and filter): those who may open them. */
export async function listLeadOwners(db: Database): Promise<Array<{ id: string; email: string }>> {
  return db
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(and(isNull(admins.deactivatedAt), inArray(admins.role, LEAD_OWNER_ROLES)))
    .orderBy(asc(admins.email));
}

type MailEnv = Pick<Env, "SITE_URL" | "MAIL_FROM" | "SMTP_URL">;

export type InviteResult = { ok: true; invitationId: string; token: string } | { ok: false; reason: "exists" | "deactivated" };

/**
 * Invites an address with a role: replaces any open invitation to it, keeps the new token's hash,
 * and queues the e-mail with the link. The token is returned only for the caller's tests; the page
 * never shows it (it travels by e-mail, to the address being invited).
 */
export async function inviteStaff(
  db: Database,
  env: MailEnv,
  input: { email: string; role: StaffRole; actor: AuditActor; now?: Date },
): Promise<InviteResult> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const acceptUrl = new URL(`${INVITATION_PATH}/${token}`, `${env.SITE_URL}/`).toString();
  const { html, text } = await renderEmail(
    StaffInvitationEmail({
      invitedBy: input.actor.email,
      roleLabel: staffRoleLabels[input.role],
      roleDescription: staffRoleDescriptions[input.role],
      acceptUrl,
      expiresAt: formatDateTime(expiresAt),
      siteUrl: env.SITE_URL,
    }),
  );
  const subject = `You're invited to the ${brand.name} admin`;
  return db.transaction(async (tx): Promise<InviteResult> => {
    const [existing] = await tx.select({ deactivatedAt: admins.deactivatedAt }).from(admins).where(eq(admins.email, email)).limit(1);
    if (existing) return { ok: false, reason: existing.deactivatedAt ? "deactivated" : "exists" };
    // One open invitation per address (a unique index): the newest link is the one that works.
    // A new id too: a withdrawal meant for the replaced invitation must not withdraw this one. The
    // audit entry names the invitation it replaced, whose own entry says who sent that one.
    const [replaced] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
      .limit(1);
    const invitation = { id: randomUUID(), role: input.role, tokenHash: hashToken(token), invitedBy: input.actor.adminId, expiresAt, createdAt: now };
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, ...invitation })
      .onConflictDoUpdate({ target: staffInvitations.email, targetWhere: isNull(staffInvitations.acceptedAt), set: invitation })
      .returning({ id: staffInvitations.id });
    await queueEmails(
      tx,
      null,
      [{ template: "staff-invitation", message: { from: `${brand.name} <${env.MAIL_FROM}>`, to: email, subject, html, text } }],
      env.SMTP_URL ? "pending" : "held",
      { database: db, now },
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: "staff.invited",
      subject: "invitation",
      subjectId: row!.id,
      details: replaced ? { role: input.role, replaced: replaced.id } : { role: input.role },
      at: now,
    });
    return { ok: true, invitationId: row!.id, token };
  });
}

export type InvitationLookup =
  | { status: "open"; email: string; role: StaffRole; expiresAt: Date }
  | { status: "expired" | "used" | "not-found" };

/** What an invitation link opens. */
export async function findInvitation(db: Pick<Database, "select">, token: string, now = new Date()): Promise<InvitationLookup> {
  if (!TOKEN_SHAPE.test(token)) return { status: "not-found" };
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashToken(token))).limit(1);
  if (!row) return { status: "not-found" };
  if (row.acceptedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "open", email: row.email, role: roleOf(row.role), expiresAt: row.expiresAt };
}

export type AcceptResult = { ok: true; adminId: string; email: string; role: StaffRole } | { ok: false; reason: "expired" | "used" | "not-found" | "exists" };

/**
 * Sets the password of an invitation's new account and uses the invitation up: the row is locked,
 * so two submissions of one link make one account.
 */
export async function acceptInvitation(db: Database, token: string, password: string, now = new Date()): Promise<AcceptResult> {
  // Looked up before the (deliberately slow) hash, so a made-up link costs one query.
  const found = await findInvitation(db, token, now);
  if (found.status !== "open") return { ok: false, reason: found.status };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<AcceptResult> => {
    const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashToken(token))).for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (row.acceptedAt) return { ok: false, reason: "used" };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
    const [account] = await tx
      .insert(admins)
      .values({ email: row.email, passwordHash, role: roleOf(row.role), createdAt: now })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id });
    if (!account) return { ok: false, reason: "exists" };
    await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, row.id));
    await recordAudit(tx, {
      actor: { adminId: account.id, email: row.email },
      action: "staff.joined",
      subject: "staff",
      subjectId: account.id,
      details: { role: row.role, invitationId: row.id },
      at: now,
    });
    return { ok: true, adminId: account.id, email: row.email, role: roleOf(row.role) };
  });
}

/** Withdraws an open invitation (its link stops working), with its audit entry. */
export async function revokeInvitation(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id, role: staffInvitations.role });
    if (!row) return false;
    await recordAudit(tx, { actor, action: "staff.invitation_withdrawn", subject: "invitation", subjectId: row.id, details: { role: row.role } });
    return true;
  });
}

export type StaffChangeResult = { ok: true } | { ok: false; reason: "not-found" | "last-admin" | "unchanged" };

/** Serialises the changes that could leave no active admin, across processes. */
async function lockAdmins(tx: DbExecutor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-admins'))`);
}

async function otherActiveAdmins(tx: DbExecutor, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(admins)
    .where(and(eq(admins.role, "admin"), isNull(admins.deactivatedAt), ne(admins.id, exceptId)));
  return Number(row?.n ?? 0);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Withdraws the open invitations an account sent, when it stops being an admin who may send them
 * (demoted or deactivated): a link must not make an account its sender no longer could. How many.
 */
async function withdrawInvitationsBy(tx: Transaction, adminId: string): Promise<number> {
  const rows = await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedBy, adminId), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length;
}

/** Runs a change of one account under the admins' lock, with the account as it is; not-found without one. */
function changeAccount(db: Database, id: string, change: (tx: Transaction, target: Admin) => Promise<StaffChangeResult>): Promise<StaffChangeResult> {
  if (!isUuid(id)) return Promise.resolve({ ok: false, reason: "not-found" });
  return db.transaction(async (tx): Promise<StaffChangeResult> => {
    await lockAdmins(tx);
    const [target] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1);
    return target ? change(tx, target) : { ok: false, reason: "not-found" };
  });
}

/** Changes an account's role; it applies from the account's next request. */
export async function changeStaffRole(db: Database, actor: AuditActor, id: string, role: StaffRole): Promise<StaffChangeResult> {
  return changeAccount(db, id, async (tx, target) => {
    if (target.role === role) return { ok: false, reason: "unchanged" };
    if (target.role === "admin" && !target.deactivatedAt && (await otherActiveAdmins(tx, id)) === 0) return { ok: false, reason: "last-admin" };
    await tx.update(admins).set({ role }).where(eq(admins.id, id));
    const invitationsWithdrawn = target.role === "admin" ? await withdrawInvitationsBy(tx, id) : 0;
    await recordAudit(tx, { actor, action: "staff.role_changed", subject: "staff", subjectId: id, details: { from: target.role, to: role, invitationsWithdrawn } });
    return { ok: true };
  });
}

/**
 * Deactivates an account or restores it. Deactivation ends its sessions and the preview links it
 * made in the same transaction (a reactivated account's old links stay ended).
 */
export async function setStaffActive(db: Database, actor: AuditActor, id: string, active: boolean): Promise<StaffChangeResult> {
  return changeAccount(db, id, async (tx, target) => {
    if (active === !target.deactivatedAt) return { ok: false, reason: "unchanged" };
    if (!active && target.role === "admin" && (await otherActiveAdmins(tx, id)) === 0) return { ok: false, reason: "last-admin" };
    await tx.update(admins).set({ deactivatedAt: active ? null : new Date() }).where(eq(admins.id, id));
    if (!active) {
      await destroyAccountSessions(tx, id);
      await dropAccountSignInSteps(tx, id);
    }
    const invitationsWithdrawn = active ? 0 : await withdrawInvitationsBy(tx, id);
    const previewLinksEnded = active ? 0 : await endPreviewLinks(tx, { createdBy: id });
    await recordAudit(tx, {
      actor,
      action: active ? "staff.reactivated" : "staff.deactivated",
      subject: "staff",
      subjectId: id,
      details: { role: target.role, ...(active ? {} : { invitationsWithdrawn, previewLinksEnded }) },
    });
    return { ok: true };
  });
}

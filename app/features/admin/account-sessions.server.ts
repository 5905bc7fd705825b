// A member's signed-in sessions as their Sessions page shows them, and ending them: one, all but
// the member's own, or (an admin, from the Staff page) all of another member's. A session is named
// in the page and the audit log by an opaque id derived from its token's hash, never the hash
// itself, which is as good as the cookie to whoever could look it up.
import { createHash } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { adminSessions, admins } from "#db/schema.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { deviceLabel } from "./device-label.ts";
import { destroyAccountSessions, destroyOtherSessions, SESSION_IDLE_MS, type AdminSession } from "./session.server.ts";

export type AccountSession = {
  id: string;
  device: string;
  ipAddress: string | null;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The id a session goes by outside the table: 16 hex characters of the SHA-256 of its token's hash. */
export const sessionPublicId = (tokenHash: string) => createHash("sha256").update(tokenHash).digest("hex").slice(0, 16);

const PUBLIC_ID = /^[0-9a-f]{16}$/;

const actorOf = (session: AdminSession): AuditActor => ({ adminId: session.adminId, email: session.email });

/** The sessions that still work (neither idle nor past their limit), the most recently used first. */
async function liveSessions(db: Pick<Database, "select">, adminId: string, now: Date) {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
}

export async function listAccountSessions(db: Database, session: AdminSession, now = new Date()): Promise<AccountSession[]> {
  const rows = await liveSessions(db, session.adminId, now);
  return rows.map((row) => ({
    id: sessionPublicId(row.tokenHash),
    device: deviceLabel(row.userAgent),
    ipAddress: row.ipAddress,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === session.tokenHash,
  }));
}

export type EndSessionResult = { ok: true } | { ok: false; reason: "not-found" | "current" };

/**
 * Ends one of the member's own sessions by its public id: the browser holding it is signed out at
 * its next request. The member's current session is signed out with Sign out, not here.
 */
export async function endAccountSession(db: Database, session: AdminSession, publicId: string): Promise<EndSessionResult> {
  if (!PUBLIC_ID.test(publicId)) return { ok: false, reason: "not-found" };
  if (publicId === sessionPublicId(session.tokenHash)) return { ok: false, reason: "current" };
  return db.transaction(async (tx): Promise<EndSessionResult> => {
    // An account has a handful of sessions, so finding one by its derived id reads them all.
    const rows = await tx.select({ tokenHash: adminSessions.tokenHash, userAgent: adminSessions.userAgent }).from(adminSessions).where(eq(adminSessions.adminId, session.adminId));
    const target = rows.find((row) => sessionPublicId(row.tokenHash) === publicId);
    if (!target) return { ok: false, reason: "not-found" };
    await tx.delete(adminSessions).where(and(eq(adminSessions.tokenHash, target.tokenHash), eq(adminSessions.adminId, session.adminId)));
    await recordAudit(tx, {
      actor: actorOf(session),
      action: "session.ended",
      subject: "session",
      subjectId: publicId,
      details: { device: deviceLabel(target.userAgent) },
    });
    return { ok: true };
  });
}

/** Ends every session of the member but the one making the request; how many ended. */
export async function endOtherSessions(db: Database, session: AdminSession): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await destroyOtherSessions(tx, session.adminId, session.tokenHash);
    await recordAudit(tx, { actor: actorOf(session), action: "session.ended_others", subject: "session", details: { ended } });
    return ended;
  });
}

/** An admin signs another member out everywhere (a lost laptop, a leaver); false when there is no such account. */
export async function endMemberSessions(db: Database, actor: AuditActor, memberId: string): Promise<boolean> {
  if (!isUuid(memberId)) return false;
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, memberId)).limit(1);
    if (!member) return false;
    const ended = (await liveSessions(tx, memberId, new Date())).length;
    await destroyAccountSessions(tx, memberId);
    await recordAudit(tx, { actor, action: "staff.sessions_ended", subject: "staff", subjectId: memberId, details: { ended } });
    return true;
  });
}

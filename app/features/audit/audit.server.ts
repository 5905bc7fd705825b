// The audit log: who did what and when. Each entry is written in the same transaction as the
// change it records, so the log never claims a change that rolled back, nor misses one that held.
import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { auditLog } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import type { AuditAction, AuditDetails, AuditRow, AuditSubject } from "./audit.ts";

export type AuditActor = { adminId: string | null; email: string };

export type AuditEvent = {
  actor: AuditActor;
  action: AuditAction;
  subject: AuditSubject;
  subjectId?: string | null;
  details?: AuditDetails;
  at?: Date;
};

export async function recordAudit(db: DbExecutor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actor.adminId,
    actorEmail: event.actor.email,
    action: event.action,
    subjectType: event.subject,
    subjectId: event.subjectId ?? null,
    details: event.details ?? {},
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

export type AuditQuery = { action?: AuditAction; subjectId?: string; before?: Date; limit: number };

/** Newest first, a page at a time (keyset: entries before a time). */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ entries: AuditRow[]; more: boolean }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.subjectId) conditions.push(eq(auditLog.subjectId, query.subjectId));
  if (query.before) conditions.push(lt(auditLog.createdAt, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  return {
    entries: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    more: rows.length > query.limit,
  };
}

/** How many entries the log holds (for the page's heading). */
export async function countAudit(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row?.n ?? 0;
}

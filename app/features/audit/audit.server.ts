// The audit log: who did what and when. Each entry is written in the same transaction as the
// change it records, so the log never claims a change that rolled back, nor misses one that held.
import { and, eq, type SQL } from "drizzle-orm";
import { byTime, readKeysetPage, type KeysetPage, type PageRequest } from "#app/lib/keyset.server.ts";
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

/** The log's order: newest first. */
export const auditKeyset = byTime(auditLog.createdAt, auditLog.id, "desc");

export type AuditQuery = { action?: AuditAction; subjectId?: string; request?: PageRequest; size: number };

const auditConditions = (query: Pick<AuditQuery, "action" | "subjectId">): SQL | undefined =>
  and(query.action ? eq(auditLog.action, query.action) : undefined, query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined);

/** One page of the log, newest first (all entries, one action's, or one subject's). */
export function listAudit(db: Database, query: AuditQuery): Promise<KeysetPage<AuditRow>> {
  return readKeysetPage<AuditRow>(
    auditKeyset,
    query.request ?? { from: "start" },
    query.size,
    async (page, limit) => {
      const rows = await db
        .select({ entry: auditLog, cursorKeys: page.cursorKeys })
        .from(auditLog)
        .where(and(auditConditions(query), page.where))
        .orderBy(...page.orderBy)
        .limit(limit);
      return rows.map(({ entry, cursorKeys }) => ({
        id: entry.id,
        actorEmail: entry.actorEmail,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
        cursorKeys,
      }));
    },
  );
}

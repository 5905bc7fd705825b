// The audit log: who did what and when. Each entry is written in the same transaction as the
// change it records, so the log never claims a change that rolled back, nor misses one that held.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { csvColumns, csvExport, isoText, type CsvHooks } from "#app/lib/csv-export.server.ts";
import type { CsvRow } from "#app/lib/csv.ts";
import { byTime, keysetBatches, keysetOrder, readKeysetPage, type KeysetPage, type PageQuery, type PageRequest } from "#app/lib/keyset.server.ts";
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

/** Which entries: one action's, one member's, one subject's, or any combination (none: every entry). */
export type AuditFilter = { action?: AuditAction; actorId?: string; subjectId?: string };

export type AuditQuery = AuditFilter & { request?: PageRequest; size: number };

const auditConditions = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.subjectId ? eq(auditLog.subjectId, filter.subjectId) : undefined,
  );

/** The columns an entry is read with, its details as the database writes them (the CSV's text on both databases). */
const entryColumns = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  details: auditLog.details,
  detailsText: sql<string>`${auditLog.details}::text`,
  createdAt: auditLog.createdAt,
};

type EntryRow = Omit<AuditRow, "createdAt"> & { createdAt: Date; detailsText: string };

/** The filter's entries a page at a time, newest first, for readKeysetPage and keysetBatches. */
const auditPageQuery =
  (db: Database, filter: AuditFilter): PageQuery<EntryRow> =>
  (page, limit) =>
    db
      .select({ ...entryColumns, cursorKeys: page.cursorKeys })
      .from(auditLog)
      .where(and(auditConditions(filter), page.where))
      .orderBy(...page.orderBy)
      .limit(limit);

/** One page of the log, newest first (all entries, or those the filter names). */
export async function listAudit(db: Database, query: AuditQuery): Promise<KeysetPage<AuditRow>> {
  const page = await readKeysetPage<EntryRow>(auditKeyset, query.request ?? { from: "start" }, query.size, auditPageQuery(db, query));
  return {
    ...page,
    rows: page.rows.map(({ detailsText: _text, createdAt, ...entry }) => ({ ...entry, createdAt: createdAt.toISOString() })),
  };
}

/** How many entries the filter names (an export's row count, recorded before it streams). */
export function countAudit(db: Database, filter: AuditFilter): Promise<number> {
  return db.$count(auditLog, auditConditions(filter));
}

export const AUDIT_CSV_HEADER = ["at", "member", "action", "subject_type", "subject_id", "details"] as const;

const auditCsvCells = [isoText(auditLog.createdAt), auditLog.actorEmail, auditLog.action, auditLog.subjectType, auditLog.subjectId, sql`${auditLog.details}::text`];

/** The filter's entries as CSV, newest first, streamed by the database's own way (csvExport). Admins only. */
export function exportAuditCsv(db: Database, filter: AuditFilter, hooks?: CsvHooks) {
  return csvExport(
    db,
    {
      header: AUDIT_CSV_HEADER,
      batches: () => keysetBatches(auditKeyset, auditPageQuery(db, filter)),
      toRow: (entry: EntryRow): CsvRow => [entry.createdAt.toISOString(), entry.actorEmail, entry.action, entry.subjectType, entry.subjectId, entry.detailsText],
      cells: () =>
        db
          .select(csvColumns(auditCsvCells))
          .from(auditLog)
          .where(auditConditions(filter))
          .orderBy(...keysetOrder(auditKeyset))
          .toSQL(),
    },
    hooks,
  );
}

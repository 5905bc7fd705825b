// Insights: where this range's leads stand now, by status and by owner, and the status changes
// staff made per day or week (the audit log keeps each: lead.status_changed, from and to). Two
// reads: leads_created_idx over both ranges, and audit_log_action_created_idx.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, auditLog, leads } from "#db/schema.ts";
import { LEAD_STATUSES, leadStatusLabels, UNASSIGNED, type LeadStatus } from "#app/features/sales/lead-pipeline.ts";
import { bucketOf, currentCount, inBothRanges, previousCount, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { addTo, comparisonTable, inboxHref, seriesTable } from "./tables.ts";

export const STATUS_CHANGED = "lead.status_changed";

export async function pipelineReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const at = rangeInstants(range);
  const changedTo = sql<string>`${auditLog.details} ->> 'to'`;
  const [standing, changes] = await Promise.all([
    db
      .select({ status: leads.status, ownerId: leads.ownerId, owner: admins.email, current: currentCount(leads.createdAt, at), previous: previousCount(leads.createdAt, at) })
      .from(leads)
      .leftJoin(admins, eq(admins.id, leads.ownerId))
      .where(inBothRanges(leads.createdAt, at))
      .groupBy(leads.status, leads.ownerId, admins.email),
    db
      .select({ bucket: bucketOf(auditLog.createdAt, at.bucket), to: changedTo, current: currentCount(auditLog.createdAt, at), previous: previousCount(auditLog.createdAt, at) })
      .from(auditLog)
      .where(sql`${auditLog.action} = ${STATUS_CHANGED} and ${inBothRanges(auditLog.createdAt, at)}`)
      .groupBy(sql`1`, sql`2`),
  ]);
  const byStatus = LEAD_STATUSES.map((status) => {
    const rows = standing.filter((row) => row.status === status);
    return {
      key: status,
      label: leadStatusLabels[status],
      current: rows.reduce((sum, row) => sum + row.current, 0),
      previous: rows.reduce((sum, row) => sum + row.previous, 0),
      href: inboxHref({ status, from: range.from, to: range.to }),
    };
  });
  const owners = new Map<string, { label: string; current: number; previous: number }>();
  for (const { ownerId, owner, current, previous } of standing) {
    const key = ownerId ?? UNASSIGNED;
    const sum = owners.get(key) ?? { label: owner ?? "Nobody (unassigned)", current: 0, previous: 0 };
    owners.set(key, { label: sum.label, current: sum.current + current, previous: sum.previous + previous });
  }
  const perBucket = new Map<string, number[]>();
  let changed = { current: 0, previous: 0 };
  for (const { bucket, to, current, previous } of changes) {
    changed = { current: changed.current + current, previous: changed.previous + previous };
    const column = LEAD_STATUSES.indexOf(to as LeadStatus);
    if (current > 0 && column >= 0) addTo(perBucket, bucket, column, LEAD_STATUSES.length, current);
  }
  const received = byStatus.reduce((sum, row) => ({ current: sum.current + row.current, previous: sum.previous + row.previous }), { current: 0, previous: 0 });
  const won = byStatus.find((row) => row.key === "won")!;
  const period = range.bucket === "week" ? "week" : "day";
  return {
    id: "pipeline",
    title: "Pipeline",
    about: `The status and owner today of the leads received in the range, and the status changes staff made per ${period} (to which status).`,
    totals: [
      { label: "Leads received", current: received.current, previous: received.previous },
      { label: "Of them won", current: won.current, previous: won.previous },
      { label: "Status changes", current: changed.current, previous: changed.previous },
    ],
    chart: { stacked: true },
    tables: [
      seriesTable(range, { caption: `Status changes per ${period}, by new status`, columns: LEAD_STATUSES.map((status) => leadStatusLabels[status]), counts: perBucket }),
      comparisonTable("Leads received, by status today", "Status", byStatus),
      comparisonTable(
        "Leads received, by owner today",
        "Owner",
        [...owners].map(([key, { label, current, previous }]) => ({ key, label, current, previous, href: inboxHref({ owner: key, from: range.from, to: range.to }) })),
      ),
    ],
  };
}

// Insights: where this range's leads stand now, by status and by owner, and the status changes
// staff made per day or week (the audit log keeps each: lead.status_changed, from and to). Two
// reads of lead_days, whose triggers count both as they happen (migration 0019).
import { inArray } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins } from "#db/schema.ts";
import { LEAD_STATUSES, leadStatusLabels, UNASSIGNED, type LeadStatus } from "#app/features/sales/lead-pipeline.ts";
import { countsByValue, seriesByValue } from "./lead-days.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { addTo, comparisonTable, inboxHref, seriesTable, sumCounts } from "./tables.ts";

async function ownerEmails(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: admins.id, email: admins.email }).from(admins).where(inArray(admins.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function pipelineReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [counts, changes] = await Promise.all([countsByValue(db, range, ["status", "owner", "status_change"]), seriesByValue(db, range, "status_change")]);
  const of = (dimension: string) => counts.filter((row) => row.dimension === dimension);
  const standing = of("status");
  const byStatus = LEAD_STATUSES.map((status) => {
    const row = standing.find((count) => count.value === status);
    return {
      key: status,
      label: leadStatusLabels[status],
      current: row?.current ?? 0,
      previous: row?.previous ?? 0,
      href: inboxHref({ status, from: range.from, to: range.to }),
    };
  });
  const emails = await ownerEmails(db, of("owner").map((row) => row.value).filter((id) => id !== UNASSIGNED));
  const owners = of("owner").map(({ value, current, previous }) => ({
    key: value,
    label: emails.get(value) ?? "Nobody (unassigned)",
    current,
    previous,
    href: inboxHref({ owner: value, from: range.from, to: range.to }),
  }));
  const perBucket = new Map<string, number[]>();
  for (const { bucket, value, n } of changes) {
    const column = LEAD_STATUSES.indexOf(value as LeadStatus);
    if (column >= 0) addTo(perBucket, bucket, column, LEAD_STATUSES.length, n);
  }
  const changed = sumCounts(of("status_change"));
  const received = sumCounts(byStatus);
  const won = byStatus.find((row) => row.key === "won")!;
  return {
    id: "pipeline",
    title: "Pipeline",
    about: `The status and owner today of the leads received in the range, and the status changes staff made per ${range.bucket} (to which status).`,
    totals: [
      { label: "Leads received", current: received.current, previous: received.previous },
      { label: "Of them won", current: won.current, previous: won.previous },
      { label: "Status changes", current: changed.current, previous: changed.previous },
    ],
    chart: { stacked: true },
    tables: [
      seriesTable(range, { caption: `Status changes per ${range.bucket}, by new status`, columns: LEAD_STATUSES.map((status) => leadStatusLabels[status]), counts: perBucket }),
      comparisonTable("Leads received, by status today", "Status", byStatus),
      comparisonTable(
        "Leads received, by owner today",
        "Owner",
        owners,
      ),
    ],
  };
}

// Insights: the leads received per day or week by kind, and per kind and per form against the
// previous range. Two reads of leads_created_idx over the two ranges.
import { sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { leads } from "#db/schema.ts";
import { LEAD_KINDS, leadKindLabels, type LeadKind } from "#app/features/sales/inbox.ts";
import { bucketOf, currentCount, inBothRanges, inRange, previousCount, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { addTo, comparisonTable, inboxHref, seriesTable } from "./tables.ts";

/** A form's counts over every kind it took leads of. */
function sumByForm(rows: ReadonlyArray<{ form: string; current: number; previous: number }>) {
  const sums = new Map<string, { current: number; previous: number }>();
  for (const { form, current, previous } of rows) {
    const sum = sums.get(form) ?? { current: 0, previous: 0 };
    sums.set(form, { current: sum.current + current, previous: sum.previous + previous });
  }
  return sums;
}

export async function leadsReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const at = rangeInstants(range);
  const [perBucket, perForm] = await Promise.all([
    db
      .select({ bucket: bucketOf(leads.createdAt, at.bucket), kind: leads.kind, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(inRange(leads.createdAt, at))
      .groupBy(sql`1`, leads.kind),
    db
      .select({ kind: leads.kind, form: leads.functionName, current: currentCount(leads.createdAt, at), previous: previousCount(leads.createdAt, at) })
      .from(leads)
      .where(inBothRanges(leads.createdAt, at))
      .groupBy(leads.kind, leads.functionName),
  ]);
  const counts = new Map<string, number[]>();
  for (const { bucket, kind, n } of perBucket) {
    const column = LEAD_KINDS.indexOf(kind as LeadKind);
    if (column >= 0) addTo(counts, bucket, column, LEAD_KINDS.length, n);
  }
  const byKind = LEAD_KINDS.map((kind) => {
    const rows = perForm.filter((row) => row.kind === kind);
    const sum = (side: "current" | "previous") => rows.reduce((total, row) => total + row[side], 0);
    return { key: kind, label: leadKindLabels[kind], current: sum("current"), previous: sum("previous"), href: inboxHref({ kind, from: range.from, to: range.to }) };
  });
  const total = (side: "current" | "previous") => perForm.reduce((sum, row) => sum + row[side], 0);
  const period = range.bucket === "week" ? "week" : "day";
  return {
    id: "leads",
    title: "Leads",
    about: `Leads received per ${period}, by kind and by the form that took them.`,
    totals: [{ label: "Leads", current: total("current"), previous: total("previous") }, ...byKind.map(({ label, current, previous }) => ({ label, current, previous }))],
    chart: { stacked: true },
    tables: [
      seriesTable(range, {
        caption: `Leads per ${period} by kind`,
        columns: LEAD_KINDS.map((kind) => leadKindLabels[kind]),
        counts,
        href: (days) => inboxHref(days),
      }),
      comparisonTable("Leads by kind", "Kind", byKind),
      comparisonTable(
        "Leads by form",
        "Form",
        [...sumByForm(perForm)].map(([form, { current, previous }]) => ({ key: form, label: form, current, previous, href: inboxHref({ form, from: range.from, to: range.to }) })),
      ),
    ],
  };
}

// Insights: the leads received per day or week by kind, and per kind and per form against the
// previous range. Two reads of lead_days (lead-days.server.ts).
import type { Database } from "#db/index.ts";
import { LEAD_KINDS, leadKindLabels, type LeadKind } from "#app/features/sales/inbox.ts";
import { countsByValue, seriesByValue } from "./lead-days.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { addTo, comparisonTable, inboxHref, seriesTable, sumCounts } from "./tables.ts";

export async function leadsReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [perBucket, totals] = await Promise.all([seriesByValue(db, range, "kind"), countsByValue(db, range, ["kind", "form"])]);
  const counts = new Map<string, number[]>();
  for (const { bucket, value, n } of perBucket) {
    const column = LEAD_KINDS.indexOf(value as LeadKind);
    if (column >= 0) addTo(counts, bucket, column, LEAD_KINDS.length, n);
  }
  const kinds = totals.filter((row) => row.dimension === "kind");
  const forms = totals.filter((row) => row.dimension === "form");
  const byKind = LEAD_KINDS.map((kind) => {
    const row = kinds.find((count) => count.value === kind);
    return { key: kind, label: leadKindLabels[kind], current: row?.current ?? 0, previous: row?.previous ?? 0, href: inboxHref({ kind, from: range.from, to: range.to }) };
  });
  return {
    id: "leads",
    title: "Leads",
    about: `Leads received per ${range.bucket}, by kind and by the form that took them.`,
    totals: [{ label: "Leads", ...sumCounts(kinds) }, ...byKind.map(({ label, current, previous }) => ({ label, current, previous }))],
    chart: { stacked: true },
    tables: [
      seriesTable(range, {
        caption: `Leads per ${range.bucket} by kind`,
        columns: LEAD_KINDS.map((kind) => leadKindLabels[kind]),
        counts,
        href: (days) => inboxHref(days),
      }),
      comparisonTable("Leads by kind", "Kind", byKind),
      comparisonTable(
        "Leads by form",
        "Form",
        forms.map(({ value: form, current, previous }) => ({ key: form, label: form, current, previous, href: inboxHref({ form, from: range.from, to: range.to }) })),
      ),
    ],
  };
}

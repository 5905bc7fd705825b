// Insights: where the leads came from: UTM source, medium and campaign, the referrer's domain and
// the landing page, each against the previous range. One read of leads_created_idx over both
// ranges; each lead gives a row per origin it has (a lateral VALUES list), grouped once.
import { sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { leads } from "#db/schema.ts";
import { leadOriginColumns } from "#app/features/sales/lead-origins.server.ts";
import { leadOriginLabels, type LeadOrigin } from "#app/features/sales/lead-pipeline.ts";
import { inBothRanges, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { comparisonTable, inboxHref } from "./tables.ts";

/** The origins this report groups by (the form is the leads report's). */
const ORIGINS = ["utm_source", "utm_medium", "utm_campaign", "referrer", "landing"] as const satisfies readonly LeadOrigin[];
/** Two more rows per lead, for the totals: whether it had any UTM value, and a referrer's domain. */
const TAGGED = "tagged";
const REFERRED = "referred";
/** Each table's longest list. */
export const TOP_VALUES = 10;

const plural: Record<(typeof ORIGINS)[number], string> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  referrer: "referrer domain",
  landing: "landing page",
};

type OriginCount = { origin: string; value: string; current: number; previous: number };

export async function sourcesReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const at = rangeInstants(range);
  const origins = sql.join(
    [
      ...ORIGINS.map((origin) => sql`(${origin}, ${leadOriginColumns[origin]})`),
      sql`(${TAGGED}, case when ${leads.utm} <> '{}'::jsonb then 'yes' end)`,
      sql`(${REFERRED}, case when ${leadOriginColumns.referrer} is not null then 'yes' end)`,
    ],
    sql`, `,
  );
  const start = sql`${at.start.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select o.origin, o.value,
           (count(*) filter (where ${leads.createdAt} >= ${start}))::int as current,
           (count(*) filter (where ${leads.createdAt} < ${start}))::int as previous
    from ${leads} cross join lateral (values ${origins}) as o(origin, value)
    where ${inBothRanges(leads.createdAt, at)} and o.value is not null and o.value <> ''
    group by o.origin, o.value`);
  const rows = (result as unknown as { rows: OriginCount[] }).rows.map((row) => ({ ...row, current: Number(row.current), previous: Number(row.previous) }));
  const of = (origin: string) => rows.filter((row) => row.origin === origin);
  const total = (origin: string) => of(origin)[0] ?? { current: 0, previous: 0 };
  return {
    id: "sources",
    title: "Lead sources",
    about: `Where this range's leads came from: their UTM values, the site that referred them and the page they arrived on (the top ${TOP_VALUES} of each).`,
    totals: [
      { label: "Leads with UTM values", current: total(TAGGED).current, previous: total(TAGGED).previous },
      { label: "Leads referred by a site", current: total(REFERRED).current, previous: total(REFERRED).previous },
    ],
    chart: { stacked: false },
    tables: ORIGINS.map((origin) =>
      comparisonTable(
        `Leads by ${plural[origin]}`,
        leadOriginLabels[origin],
        of(origin).map(({ value, current, previous }) => ({ key: value, label: value, current, previous, href: inboxHref({ [origin]: value, from: range.from, to: range.to }) })),
        TOP_VALUES,
      ),
    ),
  };
}

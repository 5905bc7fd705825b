// Insights: where the leads came from: UTM source, medium and campaign, the referrer's domain and
// the landing page, each against the previous range. One read of lead_days, whose trigger counts
// each lead per origin it has, with lead-origins.server.ts's expressions (migration 0019).
import type { Database } from "#db/index.ts";
import { leadOriginLabels, type LeadOrigin } from "#app/features/sales/lead-pipeline.ts";
import { countsByValue } from "./lead-days.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { TOP_ROWS, comparisonTable, inboxHref } from "./tables.ts";

/** The origins this report groups by (the form is the leads report's). */
const ORIGINS = ["utm_source", "utm_medium", "utm_campaign", "referrer", "landing"] as const satisfies readonly LeadOrigin[];
/** Two more rows per lead, for the totals: whether it had any UTM value, and a referrer's domain. */
const TAGGED = "tagged" as const;
const REFERRED = "referred" as const;

const plural: Record<(typeof ORIGINS)[number], string> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  referrer: "referrer domain",
  landing: "landing page",
};

export async function sourcesReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const rows = await countsByValue(db, range, [...ORIGINS, TAGGED, REFERRED]);
  const of = (origin: string) => rows.filter((row) => row.dimension === origin);
  const total = (origin: string) => of(origin)[0] ?? { current: 0, previous: 0 };
  return {
    id: "sources",
    title: "Lead sources",
    about: `Where this range's leads came from: their UTM values, the site that referred them and the page they arrived on (the top ${TOP_ROWS} of each).`,
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
        TOP_ROWS,
      ),
    ),
  };
}

// Insights: visitors → leads per page and per UTM campaign. A page's visitors (the daily page-view
// counts, decision 048) against the leads whose form was on it (their landing page, lead_days;
// the inbox's `landing` filter); a campaign's visitors (those who arrived at an address with its utm_campaign)
// against the leads that carried it (lead_days, decision 050; the inbox's `utm_campaign` filter),
// in this range and, per page, the previous one.
import type { Database } from "#db/index.ts";
import { countsByValue } from "./lead-days.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport, RangeCount, ReportTable } from "./report.ts";
import { TOP_ROWS, inboxHref, sumCounts } from "./tables.ts";
import { visitsByCampaign, visitsByDay, visitsByPath, type PageVisits } from "./visits.server.ts";

const CAMPAIGN_PAGE = /^\/lp\//;

/** Leads per 100 visitors, to one decimal; null without visitors. */
const per100 = (leadCount: number, visitors: number) => (visitors > 0 ? Math.round((leadCount * 1000) / visitors) / 10 : null);

const RATE = "Leads per 100 visitors";

type Conversion = { key: string; visitors: number; leads: number; rate: number };

/** The rows (pages or campaigns) with visitors, each with its leads, most leads first. */
function conversions(visited: Array<{ key: string; visitors: number }>, leadsOf: (key: string) => number): Conversion[] {
  return visited
    .filter((row) => row.visitors > 0)
    .map(({ key, visitors }) => {
      const n = leadsOf(key);
      return { key, visitors, leads: n, rate: per100(n, visitors)! };
    })
    .sort((a, b) => b.leads - a.leads || b.rate - a.rate || b.visitors - a.visitors || a.key.localeCompare(b.key));
}

const pageConversions = (pages: PageVisits[], leadsByPage: ReadonlyMap<string, RangeCount>, side: keyof RangeCount) =>
  conversions(
    pages.map((page) => ({ key: page.path, visitors: page.visitors })),
    (path) => leadsByPage.get(path)?.[side] ?? 0,
  );

type TableSpec = { caption: string; rowHeading: string; empty: string; href: (key: string) => string };

function conversionTable({ caption, rowHeading, empty, href }: TableSpec, rows: Conversion[]): ReportTable {
  return {
    caption,
    rowHeading,
    columns: ["Visitors", "Leads", RATE],
    rows: rows.map(({ key, visitors, leads: n, rate }) => ({ key, label: key, values: [visitors, n, rate], href: href(key) })),
    empty,
  };
}

export async function conversionReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [days, previousDays, pages, previousPages, campaigns, origins] = await Promise.all([
    visitsByDay(db, range),
    visitsByDay(db, range.previous),
    visitsByPath(db, range),
    visitsByPath(db, range.previous),
    visitsByCampaign(db, range),
    countsByValue(db, range, ["landing", "utm_campaign"]),
  ]);
  const leadsOf = (dimension: "landing" | "utm_campaign") => new Map(origins.filter((row) => row.dimension === dimension).map(({ value, current, previous }) => [value, { current, previous }]));
  const leadsByPage: Map<string, RangeCount> = leadsOf("landing");
  const visitors = (list: Array<{ visitors: number }>) => list.reduce((total, day) => total + day.visitors, 0);
  const landed = sumCounts(leadsByPage.values());
  const current = pageConversions(pages, leadsByPage, "current");
  const leadsByCampaign = leadsOf("utm_campaign");
  const byCampaign = conversions(
    campaigns.map((campaign) => ({ key: campaign.campaign, visitors: campaign.visitors })),
    (campaign) => leadsByCampaign.get(campaign)?.current ?? 0,
  );
  const thisRange = { from: range.from, to: range.to };
  const landingHref = (days: { from: string; to: string }) => (path: string) => inboxHref({ landing: path, ...days });
  return {
    id: "conversion",
    title: "Conversion",
    about: `Each page's visitors in this range against the leads sent from a form on it (its landing page), and each UTM campaign's visitors (who arrived at an address tagged with it) against the leads that carried it; the top ${TOP_ROWS} of each, most leads first.`,
    totals: [
      { label: "Visitors", current: visitors(days), previous: visitors(previousDays) },
      { label: "Leads with a landing page", ...landed },
      { label: RATE, current: per100(landed.current, visitors(days)), previous: per100(landed.previous, visitors(previousDays)) },
    ],
    // Visitors outnumber leads a hundredfold: the chart draws the rate, the table all three.
    chart: { stacked: false, columns: [RATE] },
    tables: [
      conversionTable({ caption: "Visitors and leads by page", rowHeading: "Page", empty: "No page with counted visitors in this range.", href: landingHref(thisRange) }, current.slice(0, TOP_ROWS)),
      conversionTable(
        {
          caption: "Visitors and leads by campaign",
          rowHeading: "UTM campaign",
          empty: "No address with a UTM campaign had counted visitors in this range.",
          href: (campaign) => inboxHref({ utm_campaign: campaign, ...thisRange }),
        },
        byCampaign.slice(0, TOP_ROWS),
      ),
      conversionTable(
        { caption: "Campaign landing pages", rowHeading: "Landing page", empty: "No campaign landing page (/lp/…) with counted visitors in this range.", href: landingHref(thisRange) },
        current.filter((page) => CAMPAIGN_PAGE.test(page.key)),
      ),
      conversionTable(
        { caption: "Visitors and leads by page, previous range", rowHeading: "Page", empty: "No page with counted visitors in the previous range.", href: landingHref(range.previous) },
        pageConversions(previousPages, leadsByPage, "previous").slice(0, TOP_ROWS),
      ),
    ],
  };
}

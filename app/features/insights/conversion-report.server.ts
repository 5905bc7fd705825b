// Insights: visitors → leads per page. A page's visitors (the daily page-view counts, decision 048)
// against the leads whose form was on it (their landing page, the inbox's `landing` filter), in
// this range and the previous one. Visits are counted by address only (no query string, no UTM
// values), so a campaign's conversion is that of its landing page (/lp/…); leads per UTM campaign
// are in the sources report.
import type { Database } from "#db/index.ts";
import { leads } from "#db/schema.ts";
import { leadsPerPath, type PathLeads } from "./page-leads.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport, ReportTable } from "./report.ts";
import { inboxHref } from "./tables.ts";
import { visitsByDay, visitsByPath, type PageVisits } from "./visits.server.ts";

/** The chart's and the tables' longest list. */
export const TOP_PAGES = 10;
const CAMPAIGN_PAGE = /^\/lp\//;

/** Leads per 100 visitors, to one decimal; null without visitors. */
const per100 = (leadCount: number, visitors: number) => (visitors > 0 ? Math.round((leadCount * 1000) / visitors) / 10 : null);

type PageConversion = { path: string; visitors: number; leads: number; rate: number };

/** The pages with visitors in one range, with their leads of that range, most leads first. */
function conversions(pages: PageVisits[], leadsByPage: ReadonlyMap<string, PathLeads>, side: keyof PathLeads): PageConversion[] {
  return pages
    .filter((page) => page.visitors > 0)
    .map(({ path, visitors }) => {
      const n = leadsByPage.get(path)?.[side] ?? 0;
      return { path, visitors, leads: n, rate: per100(n, visitors)! };
    })
    .sort((a, b) => b.leads - a.leads || b.rate - a.rate || b.visitors - a.visitors || a.path.localeCompare(b.path));
}

type TableSpec = { caption: string; rowHeading: string; days: { from: string; to: string }; empty: string };

function conversionTable({ caption, rowHeading, days, empty }: TableSpec, rows: PageConversion[]): ReportTable {
  return {
    caption,
    rowHeading,
    columns: ["Visitors", "Leads", "Leads per 100 visitors"],
    rows: rows.map(({ path, visitors, leads: n, rate }) => ({ key: path, label: path, values: [visitors, n, rate], href: inboxHref({ landing: path, ...days }) })),
    empty,
  };
}

export async function conversionReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [days, previousDays, pages, previousPages, leadsByPage] = await Promise.all([
    visitsByDay(db, range),
    visitsByDay(db, range.previous),
    visitsByPath(db, range),
    visitsByPath(db, range.previous),
    leadsPerPath(db, leads.sourcePage, range),
  ]);
  const visitors = (list: Array<{ visitors: number }>) => list.reduce((total, day) => total + day.visitors, 0);
  const landed = [...leadsByPage.values()].reduce((total, n) => ({ current: total.current + n.current, previous: total.previous + n.previous }), { current: 0, previous: 0 });
  const current = conversions(pages, leadsByPage, "current");
  const thisRange = { from: range.from, to: range.to };
  return {
    id: "conversion",
    title: "Conversion",
    about: `Each page's visitors in this range against the leads sent from a form on it (its landing page), pages with the most leads first (the top ${TOP_PAGES}). Visits are counted by address only, without UTM values, so a campaign's figures are those of its landing page (/lp/…); leads per UTM campaign are in Lead sources.`,
    totals: [
      { label: "Visitors", current: visitors(days), previous: visitors(previousDays) },
      { label: "Leads with a landing page", ...landed },
      { label: "Leads per 100 visitors", current: per100(landed.current, visitors(days)), previous: per100(landed.previous, visitors(previousDays)) },
    ],
    chart: { stacked: false },
    tables: [
      conversionTable({ caption: "Visitors and leads by page", rowHeading: "Page", days: thisRange, empty: "No page with counted visitors in this range." }, current.slice(0, TOP_PAGES)),
      conversionTable(
        { caption: "Campaign landing pages", rowHeading: "Landing page", days: thisRange, empty: "No campaign landing page (/lp/…) with counted visitors in this range." },
        current.filter((page) => CAMPAIGN_PAGE.test(page.path)),
      ),
      conversionTable(
        { caption: "Visitors and leads by page, previous range", rowHeading: "Page", days: range.previous, empty: "No page with counted visitors in the previous range." },
        conversions(previousPages, leadsByPage, "previous").slice(0, TOP_PAGES),
      ),
    ],
  };
}

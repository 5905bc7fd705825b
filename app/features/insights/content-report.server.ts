// Insights: what people read. The site's page views and visitors per day or week, the most read
// pages and blog posts against the previous range, and the posts that led to leads. Reads the
// daily page-view counts (visits.server.ts, decision 048) and the leads per post in lead_days.
import type { Database } from "#db/index.ts";
import { countsByValue } from "./lead-days.server.ts";
import { bucketDays, bucketStarts, type InsightRange } from "./range.ts";
import type { InsightReport, ReportTable } from "./report.ts";
import { TOP_ROWS, comparisonTable, seriesTable, sumCounts } from "./tables.ts";
import { isPostPath } from "./visit-paths.ts";
import { visitsByDay, visitsByPath, type DayVisits, type PageVisits } from "./visits.server.ts";

const sum = (days: DayVisits[], key: "views" | "visitors") => days.reduce((total, day) => total + day[key], 0);

/** Views and visitors per bucket of the range (a week's visitors are the sum of its days'). */
function perBucket(range: InsightRange, days: DayVisits[]): Map<string, number[]> {
  return new Map(
    bucketStarts(range).map((start) => {
      const { from, to } = bucketDays(start, range);
      const inBucket = days.filter((day) => day.day >= from && day.day <= to);
      return [start, [sum(inBucket, "views"), sum(inBucket, "visitors")]];
    }),
  );
}

/** The most viewed pages of this range, with their views and visitors in both ranges. */
function mostRead(caption: string, rowHeading: string, current: PageVisits[], previous: PageVisits[]): ReportTable {
  const before = new Map(previous.map((page) => [page.path, page]));
  return {
    caption,
    rowHeading,
    columns: ["Views", "Visitors", "Views before", "Visitors before"],
    rows: current.slice(0, TOP_ROWS).map(({ path, views, visitors }) => ({
      key: path,
      label: path,
      values: [views, visitors, before.get(path)?.views ?? 0, before.get(path)?.visitors ?? 0],
    })),
    empty: "None viewed in this range.",
  };
}

export async function contentReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [days, previousDays, pages, previousPages, postLeads] = await Promise.all([
    visitsByDay(db, range),
    visitsByDay(db, range.previous),
    visitsByPath(db, range),
    visitsByPath(db, range.previous),
    countsByValue(db, range, ["post"]),
  ]);
  const isPost = (page: PageVisits) => isPostPath(page.path);
  const leadsAfterPosts = sumCounts(postLeads);
  return {
    id: "content",
    title: "Content",
    about: `Page views and visitors per ${range.bucket} (a visitor counts once a day per page, without cookies), the ${TOP_ROWS} most read pages and posts with their figures in the previous range ("before"), and the leads that came from a post: sent from a form on it, or from a page its reader went to next.`,
    totals: [
      { label: "Page views", current: sum(days, "views"), previous: sum(previousDays, "views") },
      { label: "Visitors", current: sum(days, "visitors"), previous: sum(previousDays, "visitors") },
      { label: "Post views", current: pages.filter(isPost).reduce((total, page) => total + page.views, 0), previous: previousPages.filter(isPost).reduce((total, page) => total + page.views, 0) },
      { label: "Leads from posts", ...leadsAfterPosts },
    ],
    chart: { stacked: false },
    tables: [
      seriesTable(range, { caption: `Page views and visitors per ${range.bucket}`, columns: ["Views", "Visitors"], counts: perBucket(range, days) }),
      mostRead("Most read pages", "Page", pages, previousPages),
      mostRead("Most read posts", "Post", pages.filter(isPost), previousPages.filter(isPost)),
      comparisonTable(
        "Leads from posts",
        "Post",
        postLeads.map(({ value, current, previous }) => ({ key: value, label: value, current, previous })),
        TOP_ROWS,
      ),
    ],
  };
}

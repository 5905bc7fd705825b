// What the Insights reports read of the page-view counts (decision 048): per day, per page, per
// referring site and per UTM campaign, over a range of reporting days (Eastern time, "YYYY-MM-DD", both ends included).
// Every query reads the daily aggregates by their primary key's leading day, so a year is a few
// thousand rows at most.
import { and, asc, between, desc, eq, sql, type Column } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { visitCampaigns, visitDays, visitPages, visitSources } from "#db/schema.ts";
import { parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { bucketStarts } from "./range.ts";

/** Reporting days, both included, as "YYYY-MM-DD" in Eastern time (`visitDayOf`). */
export type VisitRange = { from: string; to: string };

export type DayVisits = { day: string; views: number; visitors: number };
export type PageVisits = { path: string; views: number; visitors: number };
export type SourceVisits = { source: string; views: number };
export type CampaignVisits = { campaign: string; views: number; visitors: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest range a report reads: ten years of days. */
const MAX_DAYS = 3_660;

/** Whether the text is a real calendar day as YYYY-MM-DD (2026-02-31 is not). */
const isDay = (text: string) => ISO_DAY.test(text) && parseCalendarDate(text) !== null;

function checked({ from, to }: VisitRange): VisitRange {
  if (!isDay(from) || !isDay(to) || (Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS) {
    throw new RangeError(`A visit range is two days as YYYY-MM-DD at most ${MAX_DAYS} days apart, not ${from}…${to}`);
  }
  return { from, to };
}

const total = (column: Column) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * Every day of the range with the site's views and unique visitors (0 for a day without views),
 * oldest first. A visitor is unique within a day: one who comes back the next day counts again.
 */
export async function visitsByDay(db: Database, range: VisitRange): Promise<DayVisits[]> {
  const { from, to } = checked(range);
  const rows = await db
    .select({ day: visitDays.day, views: visitDays.views, visitors: visitDays.visitors })
    .from(visitDays)
    .where(between(visitDays.day, from, to));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return bucketStarts({ from, to, bucket: "day" }).map((day) => ({ day, views: byDay.get(day)?.views ?? 0, visitors: byDay.get(day)?.visitors ?? 0 }));
}

/**
 * The pages viewed in the range, most viewed first (then by path): views, and visitors as the sum of
 * each day's unique visitors of the page.
 */
export async function visitsByPath(db: Database, range: VisitRange): Promise<PageVisits[]> {
  const { from, to } = checked(range);
  const views = total(visitPages.views);
  return db
    .select({ path: visitPages.path, views, visitors: total(visitPages.visitors) })
    .from(visitPages)
    .where(between(visitPages.day, from, to))
    .groupBy(visitPages.path)
    .orderBy(desc(views), asc(visitPages.path));
}

/**
 * The other sites that sent views in the range (host names), most first; views nobody linked to
 * (typed, bookmarked, or from this site) are not a source. `path` narrows it to one page's views.
 */
export async function visitsBySource(db: Database, range: VisitRange & { path?: string }): Promise<SourceVisits[]> {
  const { from, to } = checked(range);
  const views = total(visitSources.views);
  return db
    .select({ source: visitSources.source, views })
    .from(visitSources)
    .where(and(between(visitSources.day, from, to), range.path === undefined ? undefined : eq(visitSources.path, range.path)))
    .groupBy(visitSources.source)
    .orderBy(desc(views), asc(visitSources.source));
}

/**
 * The UTM campaigns whose addresses were visited in the range, most visitors first (then by name):
 * views, and visitors as the sum of each day's unique visitors who arrived with the campaign.
 */
export async function visitsByCampaign(db: Database, range: VisitRange): Promise<CampaignVisits[]> {
  const { from, to } = checked(range);
  const visitors = total(visitCampaigns.visitors);
  return db
    .select({ campaign: visitCampaigns.campaign, views: total(visitCampaigns.views), visitors })
    .from(visitCampaigns)
    .where(between(visitCampaigns.day, from, to))
    .groupBy(visitCampaigns.campaign)
    .orderBy(desc(visitors), asc(visitCampaigns.campaign));
}

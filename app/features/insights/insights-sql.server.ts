// The SQL every Insights report shares: the range as instants, a row's day or week in Eastern
// time, and counts split into this range and the previous one, so each report reads both ranges
// in one pass over an index on its time column.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { meetings } from "#app/config/site.ts";
import { addDays, newYorkInstant, parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
import type { Bucket, InsightRange } from "./range.ts";

/** The range's instants: the previous range starts at `previousStart`, this one at `start`; both end before `end`. */
export type RangeInstants = { previousStart: Date; start: Date; end: Date; bucket: Bucket };

const dayStart = (isoDate: string) => newYorkInstant(parseCalendarDate(isoDate)!, 0);

export function rangeInstants(range: InsightRange): RangeInstants {
  return {
    previousStart: dayStart(range.previous.from),
    start: dayStart(range.from),
    end: newYorkInstant(addDays(parseCalendarDate(range.to)!, 1), 0),
    bucket: range.bucket,
  };
}

type Column = AnyPgColumn | SQL;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Rows whose time falls in either range. */
export const inBothRanges = (column: Column, at: RangeInstants) => sql`(${column} >= ${instant(at.previousStart)} and ${column} < ${instant(at.end)})`;

/** How many of the grouped rows fall in this range, and in the previous one (of rows read by inBothRanges). */
export const currentCount = (column: Column, at: RangeInstants) => sql<number>`(count(*) filter (where ${column} >= ${instant(at.start)}))::int`;
export const previousCount = (column: Column, at: RangeInstants) => sql<number>`(count(*) filter (where ${column} < ${instant(at.start)}))::int`;

/**
 * The first day (YYYY-MM-DD) of the Eastern day or Monday-based week a time falls in. The unit and
 * zone are the code's own constants, written into the statement so that GROUP BY can repeat it.
 */
export const bucketOf = (column: Column, bucket: Bucket) =>
  sql<string>`to_char(date_trunc('${sql.raw(bucket)}', ${column} at time zone '${sql.raw(meetings.timeZone)}'), 'YYYY-MM-DD')`;

/** The same for a calendar day (a `date` column of the daily counts). */
export const dayBucketOf = (column: Column, bucket: Bucket) => sql<string>`to_char(date_trunc('${sql.raw(bucket)}', ${column}::timestamp), 'YYYY-MM-DD')`;

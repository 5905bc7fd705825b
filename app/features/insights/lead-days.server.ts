// Reads of lead_days (decision 050): the leads that arrived, and the status changes made, per
// Eastern day, counted by triggers as they happen. A range is whole days, so the daily counts give
// exactly what counting the rows would; a report reads a few dozen rows per day of its range.
import { and, between, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { leadDays } from "#db/schema.ts";
import { dayBucketOf } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { RangeCount } from "./report.ts";

/** What lead_days counts per day: the leads by each dimension of their arrival, and the status changes by new status. */
export type LeadDimension =
  | "kind"
  | "form"
  | "status"
  | "owner"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "referrer"
  | "landing"
  | "tagged"
  | "referred"
  | "post"
  | "status_change";

export type DimensionCount = RangeCount & { dimension: LeadDimension; value: string };

/** Per dimension and value, the count in this range and in the previous one. */
export async function countsByValue(db: Database, range: InsightRange, dimensions: readonly LeadDimension[]): Promise<DimensionCount[]> {
  const rows = await db
    .select({
      dimension: leadDays.dimension,
      value: leadDays.value,
      current: sql<number>`coalesce(sum(${leadDays.n}) filter (where ${leadDays.day} >= ${range.from}), 0)::int`,
      previous: sql<number>`coalesce(sum(${leadDays.n}) filter (where ${leadDays.day} < ${range.from}), 0)::int`,
    })
    .from(leadDays)
    .where(and(inArray(leadDays.dimension, [...dimensions]), between(leadDays.day, range.previous.from, range.to)))
    .groupBy(leadDays.dimension, leadDays.value)
    .having(sql`sum(${leadDays.n}) > 0`);
  return rows.map((row) => ({ ...row, dimension: row.dimension as LeadDimension, current: Number(row.current), previous: Number(row.previous) }));
}

/** Per day or week (its first day, YYYY-MM-DD; a week from Monday) of this range, one dimension's count per value. */
export async function seriesByValue(db: Database, range: InsightRange, dimension: LeadDimension) {
  const rows = await db
    .select({ bucket: dayBucketOf(leadDays.day, range.bucket), value: leadDays.value, n: sql<number>`sum(${leadDays.n})::int` })
    .from(leadDays)
    .where(and(sql`${leadDays.dimension} = ${dimension}`, between(leadDays.day, range.from, range.to)))
    .groupBy(sql`1`, leadDays.value)
    .having(sql`sum(${leadDays.n}) > 0`);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

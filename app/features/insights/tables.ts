// The two shapes of an Insights table: a count per day or week over the range (every day or week
// present, empty ones as zero), and this range against the previous one per value. Rows link to
// the inbox filtered to their leads when the report can say which those are.
import { queryHref, type QueryValue } from "#app/lib/href.ts";
import { bucketDays, bucketStarts, type InsightRange } from "./range.ts";
import type { RangeCount, ReportRow, ReportTable } from "./report.ts";

/** How many rows a report's top list shows (the most read pages, the top sources, …). */
export const TOP_ROWS = 10;

/** The inbox, filtered to the leads of a row. */
export const inboxHref = (query: Record<string, QueryValue>) => queryHref("/admin/leads", query);

type SeriesSpec = {
  caption: string;
  columns: string[];
  /** Counts per bucket start, in the columns' order. */
  counts: ReadonlyMap<string, number[]>;
  /** The inbox's view of a bucket's leads, given its days; none when the rows are not leads. */
  href?: (days: { from: string; to: string }) => string;
};

export function seriesTable(range: InsightRange, { caption, columns, counts, href }: SeriesSpec): ReportTable {
  const rows = bucketStarts(range).map((start): ReportRow => {
    const days = bucketDays(start, range);
    return {
      key: start,
      label: range.bucket === "week" ? `Week of ${start}` : start,
      values: counts.get(start) ?? columns.map(() => 0),
      ...(href ? { href: href(days) } : {}),
    };
  });
  return { caption, rowHeading: range.bucket === "week" ? "Week" : "Day", columns, rows, empty: "Nothing in this range." };
}

/** Adds a count to a bucket's column. */
export function addTo(counts: Map<string, number[]>, bucket: string, column: number, width: number, n: number) {
  const values = counts.get(bucket) ?? Array.from({ length: width }, () => 0);
  values[column] = (values[column] ?? 0) + n;
  counts.set(bucket, values);
}

export const COMPARISON_COLUMNS = ["This range", "Previous range"];

type ComparedValue = { key: string; label: string; current: number; previous: number; href?: string };

/** Values against the previous range, most in this range first; `limit` keeps the top ones. */
export function comparisonTable(caption: string, rowHeading: string, values: ComparedValue[], limit?: number): ReportTable {
  const sorted = [...values].sort((a, b) => b.current - a.current || b.previous - a.previous || a.label.localeCompare(b.label));
  return {
    caption,
    rowHeading,
    columns: COMPARISON_COLUMNS,
    rows: (limit ? sorted.slice(0, limit) : sorted).map(({ key, label, current, previous, href }) => ({ key, label, values: [current, previous], ...(href ? { href } : {}) })),
    empty: "None in either range.",
  };
}

/** The sum of each column's values over a set of rows. */
export const columnSums = (counts: ReadonlyMap<string, number[]>, width: number) =>
  [...counts.values()].reduce((sums, values) => sums.map((sum, i) => sum + (values[i] ?? 0)), Array.from({ length: width }, () => 0));

/** The sum of counts of this range and of the previous one. */
export const sumCounts = (counts: Iterable<RangeCount>): RangeCount =>
  [...counts].reduce((sum, count) => ({ current: sum.current + count.current, previous: sum.previous + count.previous }), { current: 0, previous: 0 });

// Insights: the newsletter's confirmations and unsubscribes per day or week. A subscriber's row
// keeps its latest confirmation and unsubscription only (a mailbox that signs up again reuses its
// row), so a mailbox counts once per range for each. Two reads, each over its partial index
// (migration 0017).
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.ts";
import { newsletterSubscribers } from "#db/schema.ts";
import { bucketOf, currentCount, inBothRanges, previousCount, rangeInstants, type RangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport } from "./report.ts";
import { addTo, seriesTable, sumCounts } from "./tables.ts";

const countPerBucket = (db: Database, column: AnyPgColumn, at: RangeInstants) =>
  db
    .select({ bucket: bucketOf(column, at.bucket), current: currentCount(column, at), previous: previousCount(column, at) })
    .from(newsletterSubscribers)
    .where(inBothRanges(column, at))
    .groupBy(sql`1`);

export async function newsletterReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const at = rangeInstants(range);
  const measures = await Promise.all([countPerBucket(db, newsletterSubscribers.confirmedAt, at), countPerBucket(db, newsletterSubscribers.unsubscribedAt, at)]);
  const perBucket = new Map<string, number[]>();
  const totals = measures.map((rows, column) => {
    for (const { bucket, current } of rows) if (current > 0) addTo(perBucket, bucket, column, measures.length, current);
    return sumCounts(rows);
  });
  return {
    id: "newsletter",
    title: "Newsletter",
    about: `Addresses that confirmed their subscription, and that unsubscribed, per ${range.bucket}.`,
    totals: [
      { label: "Confirmations", ...totals[0]! },
      { label: "Unsubscribes", ...totals[1]! },
    ],
    chart: { stacked: false },
    tables: [seriesTable(range, { caption: `Confirmations and unsubscribes per ${range.bucket}`, columns: ["Confirmations", "Unsubscribes"], counts: perBucket })],
  };
}

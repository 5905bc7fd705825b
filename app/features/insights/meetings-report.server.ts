// Insights: meetings booked, held, no-show, cancelled and rescheduled per day or week and per
// host, and the median time from a lead's request to its meeting. Each event is counted when it
// happened: a booking when made, an outcome at the meeting's start, a cancellation when cancelled,
// a reschedule when asked for (booking_events). The first four from meeting_days, the daily counts
// a trigger keeps (migration 0019); reschedules from their rows; the median from meeting_waits.
import { between, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookingEvents, bookings, hosts, meetingDays, meetingWaits } from "#db/schema.ts";
import { bucketOf, dayBucketOf, inBothRanges, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport, ReportRow } from "./report.ts";
import { addTo, columnSums, inboxHref, seriesTable } from "./tables.ts";

export const MEETING_MEASURES = ["booked", "held", "no-show", "cancelled", "rescheduled"] as const;
type MeetingMeasure = (typeof MEETING_MEASURES)[number];
const measureLabels: Record<MeetingMeasure, string> = { booked: "Booked", held: "Held", "no-show": "No-show", cancelled: "Cancelled", rescheduled: "Rescheduled" };
const WIDTH = MEETING_MEASURES.length;

/** meeting_days' host of a booking without one. */
const NO_HOST = "none";

type EventCount = { measure: MeetingMeasure; bucket: string; hostId: string | null; current: boolean; n: number };

/** Booked, held, no-show and cancelled from the daily counts; reschedules from booking_events, under the booking's host today. */
async function countEvents(db: Database, range: InsightRange): Promise<EventCount[]> {
  const at = rangeInstants(range);
  const [counted, rescheduled] = await Promise.all([
    db
      .select({
        measure: meetingDays.measure,
        bucket: dayBucketOf(meetingDays.day, at.bucket),
        host: meetingDays.host,
        current: sql<boolean>`${meetingDays.day} >= ${range.from}`,
        n: sql<number>`sum(${meetingDays.n})::int`,
      })
      .from(meetingDays)
      .where(between(meetingDays.day, range.previous.from, range.to))
      .groupBy(sql`1`, sql`2`, sql`3`, sql`4`)
      // A count that went back to nothing (a meeting handed from no host to one) is no row of the report.
      .having(sql`sum(${meetingDays.n}) <> 0`),
    db
      .select({
        bucket: bucketOf(bookingEvents.createdAt, at.bucket),
        hostId: bookings.hostId,
        current: sql<boolean>`${bookingEvents.createdAt} >= ${at.start.toISOString()}::timestamptz`,
        n: sql<number>`count(*)::int`,
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(sql`${bookingEvents.action} = 'rescheduled' and ${inBothRanges(bookingEvents.createdAt, at)}`)
      .groupBy(sql`1`, sql`2`, sql`3`),
  ]);
  return [
    ...counted.map(({ measure, bucket, host, current, n }) => ({ measure: measure as MeetingMeasure, bucket, hostId: host === NO_HOST ? null : host, current, n: Number(n) })),
    ...rescheduled.map((row) => ({ ...row, measure: "rescheduled" as const, n: Number(row.n) })),
  ];
}

/** The median hours from a lead's arrival to its meeting's start, of the meetings booked in each range and still on. */
async function medianLeadToMeeting(db: Database, range: InsightRange) {
  const at = rangeInstants(range);
  const start = sql`${at.start.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by ${meetingWaits.hours}) filter (where ${meetingWaits.bookedAt} >= ${start}) as current,
           percentile_cont(0.5) within group (order by ${meetingWaits.hours}) filter (where ${meetingWaits.bookedAt} < ${start}) as previous
    from ${meetingWaits}
    where ${inBothRanges(meetingWaits.bookedAt, at)}`);
  const [row] = (result as unknown as { rows: Array<{ current: number | string | null; previous: number | string | null }> }).rows;
  const rounded = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  return { current: rounded(row?.current), previous: rounded(row?.previous) };
}

async function hostNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: admins.id, name: sql<string>`coalesce(${hosts.displayName}, ${admins.email})` })
    .from(admins)
    .leftJoin(hosts, eq(hosts.adminId, admins.id))
    .where(inArray(admins.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function meetingsReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const [events, median] = await Promise.all([countEvents(db, range), medianLeadToMeeting(db, range)]);
  const perBucket = new Map<string, number[]>();
  const perHost = new Map<string, number[]>();
  const previous = new Map<string, number[]>();
  for (const { measure, bucket, hostId, current, n } of events) {
    const column = MEETING_MEASURES.indexOf(measure);
    if (column < 0) continue;
    if (!current) {
      addTo(previous, "all", column, WIDTH, n);
      continue;
    }
    addTo(perBucket, bucket, column, WIDTH, n);
    addTo(perHost, hostId ?? "", column, WIDTH, n);
  }
  const names = await hostNames(db, [...perHost.keys()].filter(Boolean));
  const [thisRange, lastRange] = [columnSums(perBucket, WIDTH), columnSums(previous, WIDTH)];
  const hostRows: ReportRow[] = [...perHost]
    .map(([hostId, values]) => ({ key: hostId || "none", label: hostId ? (names.get(hostId) ?? "Removed account") : "No host", values }))
    .sort((a, b) => b.values[0]! - a.values[0]! || a.label.localeCompare(b.label));
  return {
    id: "meetings",
    title: "Meetings",
    about: `Meetings per ${range.bucket} and per host: booked when made, held or no-show at the meeting's start, cancelled or rescheduled when that was asked. A ${range.bucket}'s link opens the leads that booked then.`,
    totals: [
      ...MEETING_MEASURES.map((measure, i) => ({ label: measureLabels[measure], current: thisRange[i]!, previous: lastRange[i]! })),
      { label: "Median time from lead to meeting", current: median.current, previous: median.previous, unit: "hours" as const },
    ],
    chart: { stacked: false },
    tables: [
      seriesTable(range, {
        caption: `Meetings per ${range.bucket}`,
        columns: MEETING_MEASURES.map((measure) => measureLabels[measure]),
        counts: perBucket,
        href: (days) => inboxHref({ kind: "booking", ...days }),
      }),
      { caption: "Meetings per host", rowHeading: "Host", columns: MEETING_MEASURES.map((measure) => measureLabels[measure]), rows: hostRows, empty: "No meetings in this range." },
    ],
  };
}

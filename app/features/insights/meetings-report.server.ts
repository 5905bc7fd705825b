// Insights: meetings booked, held, no-show, cancelled and rescheduled per day or week and per
// host, and the median time from a lead's request to its meeting. Each event is counted when it
// happened: a booking when made, an outcome at the meeting's start, a cancellation when cancelled,
// a reschedule when asked for (booking_events). One statement over an index per kind of event
// (migration 0017), and one for the median.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookingEvents, bookings, hosts, leads } from "#db/schema.ts";
import { bucketOf, inBothRanges, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";
import type { InsightReport, ReportRow } from "./report.ts";
import { addTo, columnSums, inboxHref, seriesTable } from "./tables.ts";

export const MEETING_MEASURES = ["booked", "held", "no-show", "cancelled", "rescheduled"] as const;
type MeetingMeasure = (typeof MEETING_MEASURES)[number];
const measureLabels: Record<MeetingMeasure, string> = { booked: "Booked", held: "Held", "no-show": "No-show", cancelled: "Cancelled", rescheduled: "Rescheduled" };
const WIDTH = MEETING_MEASURES.length;

type EventCount = { measure: MeetingMeasure; bucket: string; hostId: string | null; current: boolean; n: number };

async function countEvents(db: Database, range: InsightRange) {
  const at = rangeInstants(range);
  const events = sql`
    select 'booked' as measure, ${bookings.createdAt} as at, ${bookings.hostId} as host_id from ${bookings} where ${inBothRanges(bookings.createdAt, at)}
    union all
    select ${bookings.outcome}, ${bookings.startsAt}, ${bookings.hostId} from ${bookings}
      where ${bookings.status} = 'confirmed' and ${bookings.outcome} is not null and ${inBothRanges(bookings.startsAt, at)}
    union all
    select 'cancelled', ${bookings.cancelledAt}, ${bookings.hostId} from ${bookings} where ${inBothRanges(bookings.cancelledAt, at)}
    union all
    select 'rescheduled', ${bookingEvents.createdAt}, ${bookings.hostId} from ${bookingEvents} join ${bookings} on ${bookings.id} = ${bookingEvents.bookingId}
      where ${bookingEvents.action} = 'rescheduled' and ${inBothRanges(bookingEvents.createdAt, at)}`;
  const result = await db.execute(sql`
    select measure, ${bucketOf(sql`at`, at.bucket)} as bucket, host_id as "hostId", at >= ${at.start.toISOString()}::timestamptz as current, count(*)::int as n
    from (${events}) as events
    group by 1, 2, 3, 4`);
  return (result as unknown as { rows: EventCount[] }).rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/**
 * The median hours from a lead's arrival to its meeting's start, of the meetings booked in each
 * range and still on. The lead is looked up per booking (its primary key), so the read stays with
 * the range's bookings however many leads there are.
 */
async function medianLeadToMeeting(db: Database, range: InsightRange) {
  const at = rangeInstants(range);
  const start = sql`${at.start.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by hours) filter (where booked >= ${start}) as current,
           percentile_cont(0.5) within group (order by hours) filter (where booked < ${start}) as previous
    from (
      select ${bookings.createdAt} as booked,
             extract(epoch from (${bookings.startsAt} - (select ${leads.createdAt} from ${leads} where ${leads.id} = ${bookings.leadId}))) / 3600 as hours
      from ${bookings}
      where ${bookings.status} = 'confirmed' and ${inBothRanges(bookings.createdAt, at)}
    ) as waits`);
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
  const period = range.bucket === "week" ? "week" : "day";
  return {
    id: "meetings",
    title: "Meetings",
    about: `Meetings per ${period} and per host: booked when made, held or no-show at the meeting's start, cancelled or rescheduled when that was asked. A ${period}'s link opens the leads that booked then.`,
    totals: [
      ...MEETING_MEASURES.map((measure, i) => ({ label: measureLabels[measure], current: thisRange[i]!, previous: lastRange[i]! })),
      { label: "Median time from lead to meeting", current: median.current, previous: median.previous, unit: "hours" as const },
    ],
    chart: { stacked: false },
    tables: [
      seriesTable(range, {
        caption: `Meetings per ${period}`,
        columns: MEETING_MEASURES.map((measure) => measureLabels[measure]),
        counts: perBucket,
        href: (days) => inboxHref({ kind: "booking", ...days }),
      }),
      { caption: "Meetings per host", rowHeading: "Host", columns: MEETING_MEASURES.map((measure) => measureLabels[measure]), rows: hostRows, empty: "No meetings in this range." },
    ],
  };
}

// Hosts as availability and the booking transaction read them: the members who take meetings now
// (an active admin or sales account, switched on), their rules, and what their time holds over a
// range: calendar busy times of the last good reads, and their confirmed meetings' held time.
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookings, hostBusyTimes, hostCalendars, hostDaysOff, hosts, meetingHolds } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { HOST_ROLES } from "#app/features/admin/roles.ts";
import { MEETING_KINDS, type HostRules, type MeetingKind } from "./host-rules.ts";
import { hostTime, type HostTime } from "./host-availability.ts";
import type { Interval } from "./intervals.ts";

const takingMeetings = and(
  eq(hosts.takesMeetings, true),
  isNull(admins.deactivatedAt),
  inArray(admins.role, [...HOST_ROLES]),
);

/** Whether anyone takes meetings: without hosts, bookings hold anonymous seats (SLOT_CAPACITY). */
export async function hostsTakeMeetings(db: DbExecutor): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(hosts).innerJoin(admins, eq(admins.id, hosts.adminId)).where(takingMeetings).limit(1);
  return row !== undefined;
}

const asKinds = (values: readonly string[]): MeetingKind[] => MEETING_KINDS.filter((kind) => values.includes(kind));

/** The rules of the hosts taking meetings (of one kind, or of any), by admin id. */
export async function loadHostRules(db: DbExecutor, options: { kind?: MeetingKind; adminIds?: readonly string[] } = {}): Promise<HostRules[]> {
  const rows = await db
    .select({ host: hosts, email: admins.email })
    .from(hosts)
    .innerJoin(admins, eq(admins.id, hosts.adminId))
    .where(
      and(
        takingMeetings,
        options.kind ? sql`${options.kind} = any(${hosts.meetingKinds})` : undefined,
        options.adminIds ? inArray(hosts.adminId, [...options.adminIds]) : undefined,
      ),
    )
    .orderBy(hosts.adminId);
  if (rows.length === 0) return [];
  const offs = await db
    .select()
    .from(hostDaysOff)
    .where(inArray(hostDaysOff.adminId, rows.map((row) => row.host.adminId)));
  return rows.map(({ host, email }) => ({
    adminId: host.adminId,
    name: host.displayName?.trim() || email,
    email,
    meetingKinds: asKinds(host.meetingKinds),
    timeZone: host.timeZone,
    weeklyHours: host.weeklyHours,
    daysOff: offs.filter((off) => off.adminId === host.adminId).map(({ firstDay, lastDay }) => ({ firstDay, lastDay })),
    bufferBeforeMinutes: host.bufferBeforeMinutes,
    bufferAfterMinutes: host.bufferAfterMinutes,
    dailyMax: host.dailyMax,
    meetingUrl: host.meetingUrl,
  }));
}

const DAY = 86_400_000;

/** Calendar busy times over a range, per host. */
async function busyOf(db: DbExecutor, adminIds: string[], range: Interval): Promise<Map<string, Interval[]>> {
  const rows = await db
    .select({ adminId: hostCalendars.adminId, start: hostBusyTimes.startsAt, end: hostBusyTimes.endsAt })
    .from(hostBusyTimes)
    .innerJoin(hostCalendars, eq(hostCalendars.id, hostBusyTimes.calendarId))
    .where(and(inArray(hostCalendars.adminId, adminIds), gt(hostBusyTimes.endsAt, new Date(range.start)), lt(hostBusyTimes.startsAt, new Date(range.end))));
  const byHost = new Map<string, Interval[]>();
  for (const row of rows) byHost.set(row.adminId, [...(byHost.get(row.adminId) ?? []), { start: row.start.getTime(), end: row.end.getTime() }]);
  return byHost;
}

/**
 * Confirmed meetings per host that start within a day of the range (a daily maximum counts the
 * whole day in the host's zone), with the time each holds.
 */
async function meetingsOf(db: DbExecutor, adminIds: string[], range: Interval): Promise<Map<string, HostTime["meetings"]>> {
  const rows = await db
    .select({
      hostId: bookings.hostId,
      start: bookings.startsAt,
      heldStart: sql<string>`lower(${meetingHolds.during})::text`,
      heldEnd: sql<string>`upper(${meetingHolds.during})::text`,
    })
    .from(bookings)
    .innerJoin(meetingHolds, eq(meetingHolds.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.hostId, adminIds),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, new Date(range.start - 2 * DAY)),
        lt(bookings.startsAt, new Date(range.end + 2 * DAY)),
      ),
    );
  const byHost = new Map<string, HostTime["meetings"]>();
  for (const row of rows) {
    const meeting = { start: row.start.getTime(), held: { start: Date.parse(row.heldStart), end: Date.parse(row.heldEnd) } };
    byHost.set(row.hostId!, [...(byHost.get(row.hostId!) ?? []), meeting]);
  }
  return byHost;
}

/** Each host's time over a range: rules, working spans, busy times and meetings. */
export async function loadHostTimes(db: DbExecutor | Database, rules: HostRules[], range: Interval): Promise<HostTime[]> {
  if (rules.length === 0) return [];
  const ids = rules.map((host) => host.adminId);
  const [busy, meetings] = await Promise.all([busyOf(db, ids, range), meetingsOf(db, ids, range)]);
  return rules.map((host) => hostTime(host, range, busy.get(host.adminId) ?? [], meetings.get(host.adminId) ?? []));
}

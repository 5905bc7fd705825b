// Hosts for tests of meetings (decision 043): a staff account and its hosts row, written straight to
// the database as the Availability page would save them, and calendar busy times as a read stores them.
import { randomUUID } from "node:crypto";
import { admins, hostBusyTimes, hostCalendars, hostDaysOff, hosts } from "#db/schema.ts";
import type { Database } from "#db/index.ts";
import type { MeetingKind, WeeklyHours } from "#app/features/scheduling/host-rules.ts";

export type TestHost = {
  email?: string;
  role?: "admin" | "sales";
  displayName?: string;
  timeZone?: string;
  /** ISO weekday → "HH:MM-HH:MM" ranges; default Monday to Friday 09:00-17:00. */
  hours?: Record<string, string[]>;
  kinds?: MeetingKind[];
  bufferBefore?: number;
  bufferAfter?: number;
  dailyMax?: number | null;
  meetingUrl?: string | null;
  daysOff?: Array<[string, string]>;
  takesMeetings?: boolean;
};

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

export function weeklyHours(hours: Record<string, string[]>): WeeklyHours {
  return Object.fromEntries(
    Object.entries(hours).map(([weekday, ranges]) => [
      weekday,
      ranges.map((range) => range.split("-").map(minutesOf) as [number, number]),
    ]),
  );
}

export const WEEKDAYS_NINE_TO_FIVE = Object.fromEntries(["1", "2", "3", "4", "5"].map((day) => [day, ["09:00-17:00"]]));

/** Adds a staff member who takes meetings; answers their admin id. */
export async function addHost(db: Database, host: TestHost = {}): Promise<string> {
  const [admin] = await db
    .insert(admins)
    .values({ email: host.email ?? `host-${randomUUID().slice(0, 8)}@lumenguard.example`, passwordHash: "not-a-hash", role: host.role ?? "sales" })
    .returning({ id: admins.id });
  const adminId = admin!.id;
  await db.insert(hosts).values({
    adminId,
    displayName: host.displayName ?? null,
    takesMeetings: host.takesMeetings ?? true,
    meetingKinds: host.kinds ?? ["demo", "discovery"],
    timeZone: host.timeZone ?? "America/New_York",
    weeklyHours: weeklyHours(host.hours ?? WEEKDAYS_NINE_TO_FIVE),
    bufferBeforeMinutes: host.bufferBefore ?? 0,
    bufferAfterMinutes: host.bufferAfter ?? 0,
    dailyMax: host.dailyMax ?? null,
    meetingUrl: host.meetingUrl ?? null,
  });
  for (const [firstDay, lastDay] of host.daysOff ?? []) await db.insert(hostDaysOff).values({ adminId, firstDay, lastDay });
  return adminId;
}

/** Busy times as the host's iCal feed's last good read stored them. */
export async function addBusyTimes(db: Database, adminId: string, busy: Array<{ start: Date; end: Date }>): Promise<void> {
  const [calendar] = await db
    .insert(hostCalendars)
    .values({ adminId, kind: "ical", url: "https://calendar.example/feed.ics", lastReadAt: new Date() })
    .onConflictDoUpdate({ target: [hostCalendars.adminId, hostCalendars.kind], set: { lastReadAt: new Date() } })
    .returning({ id: hostCalendars.id });
  if (busy.length > 0) await db.insert(hostBusyTimes).values(busy.map(({ start, end }) => ({ calendarId: calendar!.id, startsAt: start, endsAt: end })));
}

// Hosts' settings as the Availability page reads and writes them: who can host (active admin and
// sales accounts, set up or not), each one's settings, days off and calendars. Every change is one
// transaction with its audit entry; the entry names what changed in codes and numbers, never a
// calendar's address, a password or the meeting link (which may carry a room's passcode).
// Calendars are kept and read by the calendars module; this one adds who did it and when to read.
import { and, asc, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import { admins, hostCalendars, hostDaysOff, hosts } from "#db/schema.ts";
import { HOST_ROLES, type StaffRole } from "#app/features/admin/roles.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { refreshCalendar, type RefreshOutcome, type RefreshSettings } from "./calendars/calendar-refresh.server.ts";
import type { CaldavAccountInput } from "./calendars/calendar-settings.schema.ts";
import { calendarStatuses, saveCaldavAccount, saveIcalFeed, type CalendarKind, type SaveCalendarResult } from "./calendars/calendar-settings.server.ts";
import type { SecretSettings } from "./calendars/calendar-secrets.server.ts";
import { MEETING_KINDS, type DaysOff } from "./host-rules.ts";
import type { HostSettings } from "./host-settings.schema.ts";

/** A member who can host, with what the page's list shows of their settings (null: never set up). */
export type HostMember = {
  adminId: string;
  email: string;
  role: StaffRole;
  settings: HostSettings | null;
};

const canHost = and(isNull(admins.deactivatedAt), inArray(admins.role, [...HOST_ROLES]));

const settingsOf = (row: typeof hosts.$inferSelect): HostSettings => ({
  displayName: row.displayName,
  takesMeetings: row.takesMeetings,
  meetingKinds: MEETING_KINDS.filter((kind) => row.meetingKinds.includes(kind)),
  timeZone: row.timeZone,
  weeklyHours: row.weeklyHours,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  dailyMax: row.dailyMax,
  meetingUrl: row.meetingUrl,
});

async function selectMembers(db: DbExecutor, adminId?: string): Promise<HostMember[]> {
  const rows = await db
    .select({ adminId: admins.id, email: admins.email, role: admins.role, host: hosts })
    .from(admins)
    .leftJoin(hosts, eq(hosts.adminId, admins.id))
    .where(and(canHost, adminId ? eq(admins.id, adminId) : undefined))
    .orderBy(asc(admins.email));
  return rows.map((row) => ({
    adminId: row.adminId,
    email: row.email,
    role: row.role as StaffRole,
    settings: row.host ? settingsOf(row.host) : null,
  }));
}

/** Everyone who can host now, by address. */
export const listHostMembers = (db: DbExecutor) => selectMembers(db);

/** One member who can host now, or null (no such account, deactivated, or a role that does not host). */
export async function findHostMember(db: DbExecutor, adminId: string): Promise<HostMember | null> {
  return (await selectMembers(db, adminId))[0] ?? null;
}

/** A host's days off that end today or later (in any zone: a day behind UTC's), soonest first. */
export async function listDaysOff(db: DbExecutor, adminId: string, fromDay: string): Promise<Array<DaysOff & { id: string }>> {
  return db
    .select({ id: hostDaysOff.id, firstDay: hostDaysOff.firstDay, lastDay: hostDaysOff.lastDay })
    .from(hostDaysOff)
    .where(and(eq(hostDaysOff.adminId, adminId), gte(hostDaysOff.lastDay, fromDay)))
    .orderBy(asc(hostDaysOff.firstDay), desc(hostDaysOff.lastDay));
}

/** Days off and calendars belong to a host row: one not set up yet gets one, not taking meetings. */
const ensureHost = (db: DbExecutor, adminId: string) => db.insert(hosts).values({ adminId }).onConflictDoNothing();

/**
 * Saves a host's settings. True when their time zone changed: the busy times of their calendars
 * were expanded in the old one (an all-day event is busy from midnight to midnight where the host
 * is), so the caller reads them again; their feeds' validators are forgotten here, so that read,
 * or the next one if it fails, is a full read rather than a 304 that keeps the old expansion.
 */
export async function saveHostSettings(db: Database, actor: AuditActor, adminId: string, settings: HostSettings): Promise<{ timeZoneChanged: boolean }> {
  const weeklyHours = Object.fromEntries(Object.entries(settings.weeklyHours).flatMap(([day, ranges]) => (ranges ? [[day, ranges]] : [])));
  const values = { ...settings, weeklyHours, meetingKinds: [...settings.meetingKinds], updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ timeZone: hosts.timeZone }).from(hosts).where(eq(hosts.adminId, adminId)).for("update");
    const timeZoneChanged = before !== undefined && before.timeZone !== settings.timeZone;
    await tx.insert(hosts).values({ adminId, ...values }).onConflictDoUpdate({ target: hosts.adminId, set: values });
    if (timeZoneChanged) await tx.update(hostCalendars).set({ etag: null, lastModified: null }).where(eq(hostCalendars.adminId, adminId));
    await recordAudit(tx, {
      actor,
      action: "host.updated",
      subject: "host",
      subjectId: adminId,
      details: {
        takesMeetings: settings.takesMeetings,
        kinds: settings.meetingKinds.join(",") || null,
        timeZone: settings.timeZone,
        weekdays: Object.keys(settings.weeklyHours).sort().join(",") || null,
        bufferBeforeMinutes: settings.bufferBeforeMinutes,
        bufferAfterMinutes: settings.bufferAfterMinutes,
        dailyMax: settings.dailyMax,
        meetingLink: settings.meetingUrl !== null,
      },
    });
    return { timeZoneChanged };
  });
}

export async function addDayOff(db: Database, actor: AuditActor, adminId: string, days: DaysOff): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureHost(tx, adminId);
    const [row] = await tx.insert(hostDaysOff).values({ adminId, ...days }).returning({ id: hostDaysOff.id });
    await recordAudit(tx, { actor, action: "host.day_off_added", subject: "host", subjectId: adminId, details: { dayOff: row!.id, ...days } });
  });
}

/** False when the host has no such day off (removed meanwhile, or someone else's). */
export async function removeDayOff(db: Database, actor: AuditActor, adminId: string, dayOffId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(hostDaysOff)
      .where(and(eq(hostDaysOff.id, dayOffId), eq(hostDaysOff.adminId, adminId)))
      .returning({ firstDay: hostDaysOff.firstDay, lastDay: hostDaysOff.lastDay });
    if (!row) return false;
    await recordAudit(tx, { actor, action: "host.day_off_removed", subject: "host", subjectId: adminId, details: { dayOff: dayOffId, ...row } });
    return true;
  });
}

/** A calendar as its form sends it: an iCal feed's address, or a CalDAV account (a blank password keeps the saved one). */
export type CalendarInput = { kind: "ical"; url: string } | { kind: "caldav"; account: CaldavAccountInput };

/**
 * Saves one of the host's calendars, audited by its kind only. The calendars module checks the
 * fields (an error per field) and encrypts a password; nothing is stored or audited when it
 * refuses. The caller then reads it once (refreshCalendar, bounded by its own deadline), so the
 * page shows at once how the first read went.
 */
export async function saveCalendar(db: Database, env: SecretSettings, actor: AuditActor, adminId: string, input: CalendarInput): Promise<SaveCalendarResult> {
  return db.transaction(async (tx) => {
    const result = input.kind === "ical" ? await saveIcalFeed(tx, adminId, input.url) : await saveCaldavAccount(tx, env, adminId, input.account);
    if (result.ok) await recordAudit(tx, { actor, action: "host.calendar_saved", subject: "host", subjectId: adminId, details: { kind: input.kind } });
    return result;
  });
}

const calendarOf = async (db: Database, adminId: string, kind: CalendarKind) =>
  ((await calendarStatuses(db, [adminId])).get(adminId) ?? []).find((saved) => saved.kind === kind);

/** Removes the host's calendar of that kind with its busy times, audited; false when there was none. */
export async function removeCalendar(db: Database, env: SecretSettings, actor: AuditActor, adminId: string, kind: CalendarKind): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await calendarOf(tx, adminId, kind))) return false;
    if (kind === "ical") await saveIcalFeed(tx, adminId, null);
    else await saveCaldavAccount(tx, env, adminId, null);
    await recordAudit(tx, { actor, action: "host.calendar_removed", subject: "host", subjectId: adminId, details: { kind } });
    return true;
  });
}

type ReadOptions = { logger?: Logger };

/** Reads all of a host's calendars at once (their time zone has changed): part of that save, with no entry of its own. */
export async function readHostCalendars(db: Database, env: RefreshSettings, adminId: string, options: ReadOptions = {}): Promise<RefreshOutcome[]> {
  const calendars = (await calendarStatuses(db, [adminId])).get(adminId) ?? [];
  return Promise.all(calendars.map((calendar) => refreshCalendar(db, env, calendar.id, new Date(), options)));
}

/**
 * "Read now": reads the host's calendar of that kind, whenever it was last read, and audits it with
 * its outcome (a read replaces the busy times that decide what visitors are offered). Null when
 * the host has no such calendar.
 */
export async function readCalendarNow(db: Database, env: RefreshSettings, actor: AuditActor, adminId: string, kind: CalendarKind, options: ReadOptions = {}): Promise<RefreshOutcome | null> {
  const calendar = await calendarOf(db, adminId, kind);
  if (!calendar) return null;
  const outcome = await refreshCalendar(db, env, calendar.id, new Date(), options);
  await recordAudit(db, { actor, action: "host.calendar_read", subject: "host", subjectId: adminId, details: { kind, outcome: outcome.status } });
  return outcome;
}

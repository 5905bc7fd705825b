// Hosts' settings as the Availability page reads and writes them: who can host (active admin and
// sales accounts, set up or not), each one's settings, days off and calendars. Every change is one
// transaction with its audit entry; the entry names what changed in codes and numbers, never a
// calendar's address, a password or the meeting link (which may carry a room's passcode).
import { and, asc, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, hostDaysOff, hosts } from "#db/schema.ts";
import type { Env } from "#app/env.server.ts";
import { HOST_ROLES, type StaffRole } from "#app/features/admin/roles.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { MEETING_KINDS, type DaysOff } from "./host-rules.ts";
import type { HostSettings } from "./host-settings.schema.ts";
import { calendarStatuses, saveCaldavAccount, saveIcalFeed, type CaldavAccount, type CalendarKind } from "./host-calendar-port.server.ts";

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

export async function saveHostSettings(db: Database, actor: AuditActor, adminId: string, settings: HostSettings): Promise<void> {
  const weeklyHours = Object.fromEntries(Object.entries(settings.weeklyHours).flatMap(([day, ranges]) => (ranges ? [[day, ranges]] : [])));
  const values = { ...settings, weeklyHours, meetingKinds: [...settings.meetingKinds], updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(hosts).values({ adminId, ...values }).onConflictDoUpdate({ target: hosts.adminId, set: values });
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

/** A calendar to save, or `null` to remove the host's calendar of that kind. */
export type CalendarChange = { kind: "ical"; url: string } | { kind: "caldav"; account: CaldavAccount } | { kind: CalendarKind; remove: true };

/**
 * Saves or removes one of the host's calendars (through the calendar port), audited by its kind
 * only. False when there was nothing to remove.
 */
export async function changeCalendar(db: Database, env: Env, actor: AuditActor, adminId: string, change: CalendarChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ("remove" in change) {
      const saved = (await calendarStatuses(tx, [adminId])).get(adminId) ?? [];
      if (!saved.some((calendar) => calendar.kind === change.kind)) return false;
      if (change.kind === "ical") await saveIcalFeed(tx, adminId, null);
      else await saveCaldavAccount(tx, env, adminId, null);
    } else {
      await ensureHost(tx, adminId);
      if (change.kind === "ical") await saveIcalFeed(tx, adminId, change.url);
      else await saveCaldavAccount(tx, env, adminId, change.account);
    }
    const action = "remove" in change ? "host.calendar_removed" : "host.calendar_saved";
    await recordAudit(tx, { actor, action, subject: "host", subjectId: adminId, details: { kind: change.kind } });
    return true;
  });
}

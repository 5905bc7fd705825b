// A host's calendars as the Availability page keeps them: an iCal feed and a CalDAV account, one
// of each at most. Saving checks the fields (calendar-settings.schema.ts, an error per field),
// encrypts a CalDAV password (calendar-secrets.server.ts) and resets what belonged to the old
// address; the caller then reads the calendar once with refreshCalendar to show the outcome. A
// changed address keeps the last known busy times until its first good read, as a failing one does.
// The page gets the calendars' states back without their secrets: a feed's address masked, the
// CalDAV password never.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { hostCalendars, hosts } from "#db/schema.ts";
import { shownFeedAddress } from "./calendar-address.ts";
import { encryptPassword, type SecretSettings } from "./calendar-secrets.server.ts";
import { calendarFieldErrors, CaldavAccountSchema, IcalFeedUrlSchema, type CaldavAccountInput, type CalendarField } from "./calendar-settings.schema.ts";

export const CALENDAR_KINDS = ["ical", "caldav"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export type SaveCalendarResult = { ok: true; calendarId: string | null } | { ok: false; errors: Partial<Record<CalendarField, string>> };

type HostCalendar = typeof hostCalendars.$inferSelect;

/** A host row must exist before its calendars (a fresh host takes no meetings until the page says so). */
async function ensureHost(db: Database, adminId: string): Promise<void> {
  await db.insert(hosts).values({ adminId }).onConflictDoNothing();
}

async function calendarOf(db: Database, adminId: string, kind: CalendarKind): Promise<HostCalendar | undefined> {
  const [row] = await db
    .select()
    .from(hostCalendars)
    .where(and(eq(hostCalendars.adminId, adminId), eq(hostCalendars.kind, kind)));
  return row;
}

async function removeCalendar(db: Database, adminId: string, kind: CalendarKind): Promise<SaveCalendarResult> {
  // Its busy times go with it (ON DELETE CASCADE).
  await db.delete(hostCalendars).where(and(eq(hostCalendars.adminId, adminId), eq(hostCalendars.kind, kind)));
  return { ok: true, calendarId: null };
}

/**
 * Stores the calendar's settings: a new row, or the changed fields of the existing one. A change
 * of address or account forgets the old feed's validators and makes the calendar due for a read.
 */
async function storeCalendar(db: Database, existing: HostCalendar | undefined, adminId: string, kind: CalendarKind, fields: Pick<HostCalendar, "url" | "username" | "passwordEncrypted">) {
  if (!existing) {
    await ensureHost(db, adminId);
    const [row] = await db
      .insert(hostCalendars)
      .values({ adminId, kind, ...fields })
      .onConflictDoUpdate({ target: [hostCalendars.adminId, hostCalendars.kind], set: fields })
      .returning({ id: hostCalendars.id });
    return row!.id;
  }
  const changed = fields.url !== existing.url || fields.username !== existing.username || fields.passwordEncrypted !== existing.passwordEncrypted;
  if (changed) {
    await db
      .update(hostCalendars)
      .set({ ...fields, etag: null, lastModified: null, lastAttemptAt: null })
      .where(eq(hostCalendars.id, existing.id));
  }
  return existing.id;
}

/**
 * Saves the host's iCal feed address (https://, webcal://, or http:// to this machine), or removes
 * the feed with null or a blank address.
 */
export async function saveIcalFeed(db: Database, adminId: string, url: string | null): Promise<SaveCalendarResult> {
  if (url === null || url.trim() === "") return removeCalendar(db, adminId, "ical");
  const parsed = IcalFeedUrlSchema.safeParse(url);
  if (!parsed.success) return { ok: false, errors: calendarFieldErrors(parsed.error.issues) };
  const existing = await calendarOf(db, adminId, "ical");
  const calendarId = await storeCalendar(db, existing, adminId, "ical", { url: parsed.data, username: null, passwordEncrypted: null });
  return { ok: true, calendarId };
}

/**
 * Saves the host's CalDAV account, or removes it with null. A blank password keeps the saved one,
 * but only on the same server: sending it to another would hand it to whoever runs that one.
 */
export async function saveCaldavAccount(db: Database, env: SecretSettings, adminId: string, account: CaldavAccountInput | null): Promise<SaveCalendarResult> {
  if (account === null) return removeCalendar(db, adminId, "caldav");
  const parsed = CaldavAccountSchema.safeParse(account);
  if (!parsed.success) return { ok: false, errors: calendarFieldErrors(parsed.error.issues) };
  const { url, username } = parsed.data;
  const password = parsed.data.password?.trim() ? parsed.data.password : null;
  const existing = await calendarOf(db, adminId, "caldav");
  const sameServer = existing !== undefined && new URL(existing.url).origin === new URL(url).origin;
  if (!password && !(sameServer && existing.passwordEncrypted)) {
    return { ok: false, errors: { password: existing ? "Enter the app password again: the server has changed." : "Enter the app password." } };
  }
  const passwordEncrypted = password ? await encryptPassword(db, env, adminId, password) : existing!.passwordEncrypted;
  const calendarId = await storeCalendar(db, existing, adminId, "caldav", { url, username, passwordEncrypted });
  return { ok: true, calendarId };
}

/** A calendar as the Availability page shows it: no secret in it. */
export type CalendarStatus = {
  id: string;
  kind: CalendarKind;
  /** The feed's address masked ("https://calendar.google.com/…/basic.ics"); a CalDAV server's in full. */
  urlShown: string;
  /** The CalDAV user name (null for a feed). */
  username: string | null;
  /** Whether an app password is saved (it is never shown). */
  hasPassword: boolean;
  /** The last good read, whose busy times stand; null before the first. */
  lastReadAt: Date | null;
  lastAttemptAt: Date | null;
  /** The last read's failure in words; null when it succeeded. */
  lastError: string | null;
  /** While the calendar fails: since when (its first failed read after the last good one). */
  failingSince: Date | null;
};

/** The calendars of these hosts, ical before caldav; a host without one maps to []. */
export async function calendarStatuses(db: Database, adminIds: readonly string[]): Promise<Map<string, CalendarStatus[]>> {
  const statuses = new Map<string, CalendarStatus[]>(adminIds.map((id) => [id, []]));
  if (adminIds.length === 0) return statuses;
  const rows = await db
    .select()
    .from(hostCalendars)
    .where(inArray(hostCalendars.adminId, [...adminIds]));
  rows.sort((a, b) => CALENDAR_KINDS.indexOf(a.kind as CalendarKind) - CALENDAR_KINDS.indexOf(b.kind as CalendarKind));
  for (const row of rows) {
    statuses.get(row.adminId)?.push({
      id: row.id,
      kind: row.kind as CalendarKind,
      urlShown: row.kind === "ical" ? shownFeedAddress(row.url) : row.url,
      username: row.username,
      hasPassword: row.passwordEncrypted !== null,
      lastReadAt: row.lastReadAt,
      lastAttemptAt: row.lastAttemptAt,
      lastError: row.lastError,
      failingSince: row.lastError ? row.lastErrorAt : null,
    });
  }
  return statuses;
}

// The Availability page's one way to a host's calendar settings. Reading calendars (feeds, CalDAV,
// busy times, the password's encryption) is the calendars module's; these three functions have the
// shape of its saveIcalFeed, saveCaldavAccount and calendarStatuses, so that module can take their
// place here without the page changing. Until then they write the host_calendars columns directly,
// and a CalDAV password, which must never be stored in clear, is refused (encryptedPassword).
import { and, eq, inArray } from "drizzle-orm";
import { hostBusyTimes, hostCalendars } from "#db/schema.ts";
import type { Env } from "#app/env.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";

export type CalendarKind = "ical" | "caldav";

/** A CalDAV account as the form sends it; no password keeps the saved one. */
export type CaldavAccount = { url: string; username: string; password?: string };

/** What the page shows of a calendar: nothing secret. */
export type CalendarStatus = {
  kind: CalendarKind;
  /** An iCal feed's host only (whoever has its address reads the calendar); a CalDAV server's URL. */
  shownUrl: string;
  username: string | null;
  passwordSaved: boolean;
  lastReadAt: Date | null;
  /** The last failed read, in words; null once a read succeeds. */
  lastError: string | null;
  lastErrorAt: Date | null;
};

/** A CalDAV password could not be stored encrypted; nothing was saved. */
export class CalendarPasswordNotStorable extends Error {
  constructor() {
    super("CalDAV passwords cannot be saved yet: their encryption is not set up on this site.");
  }
}

/**
 * TO WIRE (lead): the calendars module's encryption of a CalDAV password (AES-256-GCM under a key in
 * app_secrets). Until it is wired, saving a password is refused rather than stored in clear.
 */
async function encryptedPassword(_db: DbExecutor, _env: Env, _password: string): Promise<string> {
  throw new CalendarPasswordNotStorable();
}

/** A new address starts over: no conditional-request validators, no reads, no busy times of the old one. */
const freshReadState = { etag: null, lastModified: null, lastAttemptAt: null, lastReadAt: null, lastError: null, lastErrorAt: null };

async function upsertCalendar(db: DbExecutor, adminId: string, kind: CalendarKind, values: { url: string; username?: string; passwordEncrypted?: string }) {
  const [current] = await db
    .select({ id: hostCalendars.id, url: hostCalendars.url, username: hostCalendars.username })
    .from(hostCalendars)
    .where(and(eq(hostCalendars.adminId, adminId), eq(hostCalendars.kind, kind)));
  const moved = !current || current.url !== values.url || (values.username !== undefined && current.username !== values.username);
  const set = { ...values, ...(moved ? freshReadState : {}) };
  const [row] = await db
    .insert(hostCalendars)
    .values({ adminId, kind, ...set })
    .onConflictDoUpdate({ target: [hostCalendars.adminId, hostCalendars.kind], set })
    .returning({ id: hostCalendars.id });
  if (moved) await db.delete(hostBusyTimes).where(eq(hostBusyTimes.calendarId, row!.id));
}

const removeCalendar = (db: DbExecutor, adminId: string, kind: CalendarKind) =>
  db.delete(hostCalendars).where(and(eq(hostCalendars.adminId, adminId), eq(hostCalendars.kind, kind)));

/** Saves (or with null removes) the host's iCal feed. The host's row must exist. */
export async function saveIcalFeed(db: DbExecutor, adminId: string, url: string | null): Promise<void> {
  if (url === null) await removeCalendar(db, adminId, "ical");
  else await upsertCalendar(db, adminId, "ical", { url });
}

/** Saves (or with null removes) the host's CalDAV account. The host's row must exist. */
export async function saveCaldavAccount(db: DbExecutor, env: Env, adminId: string, account: CaldavAccount | null): Promise<void> {
  if (account === null) return void (await removeCalendar(db, adminId, "caldav"));
  const passwordEncrypted = account.password ? await encryptedPassword(db, env, account.password) : undefined;
  await upsertCalendar(db, adminId, "caldav", { url: account.url, username: account.username, ...(passwordEncrypted ? { passwordEncrypted } : {}) });
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "an unreadable address";
  }
};

/** Each host's calendars, by admin id. */
export async function calendarStatuses(db: DbExecutor, adminIds: readonly string[]): Promise<Map<string, CalendarStatus[]>> {
  const byHost = new Map<string, CalendarStatus[]>();
  if (adminIds.length === 0) return byHost;
  const rows = await db.select().from(hostCalendars).where(inArray(hostCalendars.adminId, [...adminIds]));
  for (const row of rows) {
    const kind: CalendarKind = row.kind === "caldav" ? "caldav" : "ical";
    byHost.set(row.adminId, [
      ...(byHost.get(row.adminId) ?? []),
      {
        kind,
        shownUrl: kind === "ical" ? hostOf(row.url) : row.url,
        username: row.username,
        passwordSaved: row.passwordEncrypted !== null,
        lastReadAt: row.lastReadAt,
        lastError: row.lastError,
        lastErrorAt: row.lastErrorAt,
      },
    ]);
  }
  return byHost;
}

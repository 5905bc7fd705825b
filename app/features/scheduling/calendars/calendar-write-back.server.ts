// The write-back: a host with a CalDAV account gets each of their meetings in their own calendar,
// moved on reschedule and removed on cancel. The change is queued in the outbox (channel "caldav")
// in the transaction that makes it, and the outbox worker delivers it with its retries and backoff:
// a calendar server that is down delays the copy, never the booking. The host's account (address,
// user, password) is read when the row is delivered, so a corrected password applies to what waits.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, hostCalendars, hosts, outbox, type CalendarWriteBackMessage } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { calendarCopyOf } from "./calendar-copy.ts";
import { writeCaldavEvent } from "./caldav.server.ts";
import type { CalendarHttpOptions } from "./calendar-http.server.ts";
import { decryptPassword, type SecretSettings } from "./calendar-secrets.server.ts";

export type CalendarWriteBack = {
  /** The host whose calendar gets the meeting. */
  adminId: string;
  /** The meeting's UID: the one of the visitor's invite. */
  uid: string;
  /** The invite (a VCALENDAR with this one VEVENT, SEQUENCE raised on each change); null removes it. */
  ics: string | null;
  /** The booking's lead, so that the lead's page lists the row and an erasure finds it. */
  leadId?: string | null;
  now?: Date;
};

/** Unsent rows a newer write-back replaces: it carries the meeting's whole latest state. */
const UNSENT = ["pending", "held", "dead"];

/**
 * Queues the meeting's write-back into the host's calendar, in the caller's transaction. Does
 * nothing (returns null) when the host has no CalDAV account; otherwise drops the unsent
 * write-backs of the same meeting and host (only its latest state matters) and returns the new
 * row's id. The invite is stored as the calendar copy (calendar-copy.ts) that will be PUT.
 */
export async function queueCalendarWriteBack(tx: DbExecutor, writeBack: CalendarWriteBack): Promise<string | null> {
  const [account] = await tx
    .select({ url: hostCalendars.url, email: admins.email, name: hosts.displayName })
    .from(hostCalendars)
    .innerJoin(hosts, eq(hosts.adminId, hostCalendars.adminId))
    .innerJoin(admins, eq(admins.id, hostCalendars.adminId))
    .where(and(eq(hostCalendars.adminId, writeBack.adminId), eq(hostCalendars.kind, "caldav")));
  if (!account) return null;
  const message: CalendarWriteBackMessage = {
    kind: "caldav",
    adminId: writeBack.adminId,
    uid: writeBack.uid,
    ics: writeBack.ics === null ? null : calendarCopyOf(writeBack.ics, writeBack.uid),
  };
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.channel, "caldav"),
        inArray(outbox.status, UNSENT),
        sql`${outbox.message}->>'adminId' = ${writeBack.adminId}`,
        sql`${outbox.message}->>'uid' = ${writeBack.uid}`,
      ),
    );
  const host = account.name ?? account.email;
  const [row] = await tx
    .insert(outbox)
    .values({
      leadId: writeBack.leadId ?? null,
      channel: "caldav",
      template: message.ics === null ? "calendar-delete" : "calendar-put",
      recipient: new URL(account.url).origin,
      subject: message.ics === null ? `Meeting removed from ${host}'s calendar` : `Meeting written to ${host}'s calendar`,
      message,
      status: "pending",
      ...(writeBack.now ? { createdAt: writeBack.now, nextAttemptAt: writeBack.now } : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * The outbox worker's sender for the "caldav" channel: reads the host's account as it is now and
 * writes or removes the meeting. Without an account any more there is nothing to write: done.
 */
export function createCalendarWriter(deps: { db: Database; env: SecretSettings; http?: CalendarHttpOptions }) {
  return async (message: CalendarWriteBackMessage): Promise<void> => {
    const [account] = await deps.db
      .select({ url: hostCalendars.url, username: hostCalendars.username, passwordEncrypted: hostCalendars.passwordEncrypted })
      .from(hostCalendars)
      .where(and(eq(hostCalendars.adminId, message.adminId), eq(hostCalendars.kind, "caldav")));
    if (!account?.username || !account.passwordEncrypted) return;
    const password = await decryptPassword(deps.db, deps.env, message.adminId, account.passwordEncrypted);
    await writeCaldavEvent({ url: account.url, username: account.username, password }, message.uid, message.ics, deps.http);
  };
}

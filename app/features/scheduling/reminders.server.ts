// A booking's reminders (BOOKING_REMINDERS): for each offset before the start, an e-mail to the
// visitor and one to the host, queued in the outbox when the booking is stored or moved, in the
// same transaction, as rows first due at the reminder's time. Each has a booking_reminders row,
// whose unique key (booking, recipient, offset, start) keeps a reminder from being queued twice;
// a reminder that was sent keeps its row, so moving a meeting away and back never sends it again.
// A reschedule withdraws the unsent ones (their outbox rows become `withdrawn`, their records go)
// and queues a set for the new time; a cancellation withdraws them. Erasing a lead deletes its
// unsent outbox rows by the lead's id, and the records go with the booking.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookingReminders, hosts, outbox } from "#db/schema.ts";
import { meetings } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { queueEmails, withdrawUnsent, type DbExecutor, type QueuedEmail } from "#app/features/mail/outbox.server.ts";
import { composeReminderEmails, type ReminderBooking, type ReminderHost, type ReminderMailEnv } from "./reminder-emails.server.ts";
import { reminderTimes } from "./reminder-schedule.ts";

export type ReminderEnv = ReminderMailEnv & Pick<Env, "BOOKING_REMINDERS" | "SMTP_URL">;

export type ReminderRequest = {
  /** The database itself (per-database state of queueEmails is found by it), `tx` being its transaction. */
  database: Database;
  booking: ReminderBooking;
  /** The meeting's host (bookings.host_id); null sends the host's copy to SALES_EMAIL. */
  hostId: string | null;
  /** The visitor's manage token: the server keeps only its hash, so it is passed in while it is known. */
  manageToken?: string;
  now: Date;
  env: ReminderEnv;
};

const RECIPIENTS = ["visitor", "host"] as const;

/** The offset as booking_reminders keeps it, in seconds (BOOKING_REMINDERS is written in whole seconds at least). */
const offsetSeconds = (offsetMs: number) => Math.round(offsetMs / 1000);

/** What a withdrawn reminder's outbox row says. */
const WITHDRAWN_NOTE = "not sent: withdrawn, the meeting moved or was cancelled";

/** The host's address, name, zone and meeting link; null when the account is gone. */
async function reminderHost(tx: DbExecutor, hostId: string): Promise<ReminderHost | null> {
  const [row] = await tx
    .select({ email: admins.email, name: hosts.displayName, timeZone: hosts.timeZone, meetingUrl: hosts.meetingUrl })
    .from(admins)
    .leftJoin(hosts, eq(hosts.adminId, admins.id))
    .where(eq(admins.id, hostId));
  if (!row) return null;
  // A host not set up on the Availability page yet reads Eastern time, as the meetings are sold.
  // A blank name is no name: the address stands in for it, as on the Availability page.
  return { email: row.email, name: row.name?.trim() || null, timeZone: row.timeZone ?? meetings.timeZone, meetingUrl: row.meetingUrl };
}

/**
 * Queues the booking's reminders still to come at `now`, each recipient's once: a reminder already
 * recorded for this start (queued, or sent before a move away and back) is left as it is. Call it
 * in the transaction that stores or moves the booking. Returns how many e-mails it queued.
 */
export async function queueReminders(tx: DbExecutor, request: ReminderRequest): Promise<number> {
  const { booking, env, now } = request;
  const times = reminderTimes(booking.startsAt, env.BOOKING_REMINDERS, now);
  if (times.length === 0) return 0;
  const recorded = await tx
    .select({ recipient: bookingReminders.recipient, offsetSeconds: bookingReminders.offsetSeconds })
    .from(bookingReminders)
    .where(and(eq(bookingReminders.bookingId, booking.id), eq(bookingReminders.startsAt, booking.startsAt)));
  // The unique key of each reminder of this start: those recorded, then each one planned here.
  const keyOf = (recipient: string, seconds: number) => `${recipient} ${seconds}`;
  const taken = new Set(recorded.map((row) => keyOf(row.recipient, row.offsetSeconds)));

  const host = request.hostId ? await reminderHost(tx, request.hostId) : null;
  const planned: Array<{ recipient: (typeof RECIPIENTS)[number]; offsetSeconds: number; email: QueuedEmail & { id: string } }> = [];
  for (const time of times) {
    const seconds = offsetSeconds(time.offsetMs);
    const emails = composeReminderEmails({ booking, host, time, manageToken: request.manageToken }, env);
    for (const recipient of RECIPIENTS) {
      if (taken.has(keyOf(recipient, seconds))) continue;
      taken.add(keyOf(recipient, seconds));
      planned.push({ recipient, offsetSeconds: seconds, email: { ...emails[recipient], id: randomUUID() } });
    }
  }
  if (planned.length === 0) return 0;
  await queueEmails(
    tx,
    booking.leadId,
    planned.map((reminder) => reminder.email),
    env.SMTP_URL ? "pending" : "held",
    { database: request.database, now },
  );
  // A second queueing of the same reminder (which the booking's row lock rules out) fails here on
  // the unique key, and its transaction with it: never two of one reminder.
  await tx.insert(bookingReminders).values(
    planned.map((reminder) => ({
      bookingId: booking.id,
      recipient: reminder.recipient,
      offsetSeconds: reminder.offsetSeconds,
      startsAt: booking.startsAt,
      outboxId: reminder.email.id,
      createdAt: now,
    })),
  );
  return planned.length;
}

/**
 * Withdraws the booking's reminders that have not left (waiting, held or dead): their outbox rows
 * become `withdrawn` and can no longer be sent, and their records go, so the same time can have
 * reminders again. One being sent at this moment is left to go. Returns how many were withdrawn.
 */
export async function withdrawReminders(tx: DbExecutor, bookingId: string): Promise<number> {
  const ofBooking = tx.select({ id: bookingReminders.outboxId }).from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));
  const withdrawn = await withdrawUnsent(tx, inArray(outbox.id, ofBooking), WITHDRAWN_NOTE);
  if (withdrawn.length > 0) await tx.delete(bookingReminders).where(inArray(bookingReminders.outboxId, withdrawn));
  return withdrawn.length;
}

/**
 * A booking changed: its unsent reminders are withdrawn, and a confirmed booking (a reschedule)
 * gets a set for its new time. The one call a booking change makes.
 */
export async function replaceReminders(
  tx: DbExecutor,
  request: ReminderRequest & { booking: ReminderBooking & { status: "confirmed" | "cancelled" } },
): Promise<void> {
  await withdrawReminders(tx, request.booking.id);
  if (request.booking.status === "confirmed") await queueReminders(tx, request);
}

// Persistence of leads. One transaction writes the lead, its booking and slot seat, and its
// outbox messages: either all of them exist or none does (ARCHITECTURE.md convention 7).
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { bookings, bookingTokens, leads, type Booking, type Lead } from "#db/schema.ts";
import type { HostRules } from "#app/features/scheduling/host-rules.ts";
import { HoldRefused, holdMeetingOrRefuse } from "#app/features/scheduling/meeting-hold.server.ts";
import type { OfferEnv } from "#app/features/scheduling/slot-offer.server.ts";
import { copyMeetingToHost } from "#app/features/scheduling/calendars/meeting-copies.server.ts";
import type { Env } from "#app/env.server.ts";
import {
  queueEmails,
  type DbExecutor,
  type QueuedEmail,
  type VisitorMailCaps,
  type VisitorMailVerdict,
} from "#app/features/mail/outbox.server.ts";
import { queueWebhookEvent, type WebhookEvent, type WebhookSettings } from "#app/features/webhooks/webhooks.server.ts";
import { queueReminders, type ReminderEnv } from "#app/features/scheduling/reminders.server.ts";
import type { LeadDraft } from "./lead-forms.server.ts";
import type { SubmissionMeta } from "./lead.schema.ts";

export type NewLead = {
  id: string;
  draft: LeadDraft;
  meta: SubmissionMeta;
  booking: {
    id: string;
    startsAt: Date;
    inviteUid: string;
    sequence: number;
    /** SHA-256 of the manage link's token (see manage-token.server.ts). */
    manageTokenHash: string;
    visitorTimeZone: string | null;
  } | null;
  /** Writes the lead's e-mails once its meeting has a host (or none: no hosts, or no booking). */
  composeEmails: (host: HostRules | null) => Promise<QueuedEmail[]>;
  emailStatus: "pending" | "held";
  /** Caps on the visitor's e-mail; without them (tests of other things) nothing is capped. */
  visitorMailCaps?: VisitorMailCaps;
  /** When it was received (the service's clock), for the caps' 24-hour window. */
  receivedAt?: Date;
  /** Webhook events to queue with the lead (lead.created), where WEBHOOK_URL says (unset: none). */
  webhooks?: { settings: WebhookSettings; events: WebhookEvent[] };
  /**
   * The booking's reminders (BOOKING_REMINDERS), queued with it while its manage token is known
   * (the server keeps only the hash); absent (tests of other things): none.
   */
  reminders?: { env: ReminderEnv; manageToken: string };
};

/** Stored (with what became of the visitor's e-mail), a replay of a stored key, a full slot, or an address at its booking cap. */
export type StoreOutcome =
  | { status: "stored"; visitorMail: VisitorMailVerdict }
  | { status: "duplicate" }
  | { status: "slot-full" }
  | { status: "not-offered" }
  | { status: "too-soon" }
  | { status: "email-limit" };

export type StoreLimits = {
  /** What decides whether the time is on offer and who holds it (decision 043), and the invite's organizer. */
  env: OfferEnv & Pick<Env, "SALES_EMAIL">;
  /** Future confirmed bookings one e-mail address may hold (BOOKINGS_PER_EMAIL). */
  bookingsPerEmail: number;
  /** What "future" is measured from (the service's clock). */
  now: Date;
};

class EmailLimitError extends Error {}

/**
 * Whether `email` may hold one more future booking (a cancelled one holds no place). The transaction-scoped advisory lock on the
 * address makes two concurrent bookings by one address take turns, so each sees the other's row.
 */
async function emailHasRoom(tx: DbExecutor, email: string, limits: StoreLimits): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-email:${email.toLowerCase()}`}, 0))`);
  const [row] = await tx
    .select({ held: count() })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(sql`${leads.emailKey} = lower(${email})`, gt(bookings.startsAt, limits.now), eq(bookings.status, "confirmed")),
    );
  return Number(row?.held ?? 0) < limits.bookingsPerEmail;
}

export async function storeLead(db: Database, lead: NewLead, limits: StoreLimits): Promise<StoreOutcome> {
  const { draft, meta } = lead;
  try {
    return await db.transaction(async (tx) => {
      let host: HostRules | null = null;
      // A second submit with the same key (even a concurrent one) lands on the UNIQUE constraint;
      // DO NOTHING waits for the first transaction and then returns no row.
      const inserted = await tx
        .insert(leads)
        .values({
          id: lead.id,
          kind: draft.kind,
          functionName: draft.functionName,
          firstName: draft.firstName,
          lastName: draft.lastName,
          email: draft.email,
          phone: draft.phone,
          company: draft.company,
          message: draft.message,
          details: draft.details,
          sourcePage: meta.sourcePage || null,
          referrer: meta.referrer || null,
          utm: Object.fromEntries(Object.entries(meta.utm ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]))),
          idempotencyKey: meta.idempotencyKey ?? null,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id });
      if (inserted.length === 0) return { status: "duplicate" } as const;

      if (draft.booking && lead.booking) {
        if (!(await emailHasRoom(tx, draft.email, limits))) throw new EmailLimitError();
        await tx.insert(bookings).values({
          id: lead.booking.id,
          leadId: lead.id,
          meetingType: draft.booking.meetingType,
          title: draft.booking.title,
          startsAt: lead.booking.startsAt,
          durationMinutes: draft.booking.durationMinutes,
          visitorTimeZone: lead.booking.visitorTimeZone,
          inviteUid: lead.booking.inviteUid,
          inviteSequence: lead.booking.sequence,
        });
        await tx.insert(bookingTokens).values({ tokenHash: lead.booking.manageTokenHash, bookingId: lead.booking.id });
        host = await holdMeetingOrRefuse(tx, {
          bookingId: lead.booking.id,
          kind: draft.booking.meetingType,
          start: lead.booking.startsAt.getTime(),
          minutes: draft.booking.durationMinutes,
          slotMinutes: draft.booking.minutes,
          now: limits.now,
          env: limits.env,
        });
        if (host) {
          // The host owns the lead from the start: nobody has to assign it.
          await tx.update(bookings).set({ hostId: host.adminId }).where(eq(bookings.id, lead.booking.id));
          await tx.update(leads).set({ ownerId: host.adminId }).where(eq(leads.id, lead.id));
          const meeting = {
            inviteUid: lead.booking.inviteUid,
            inviteSequence: lead.booking.sequence,
            startsAt: lead.booking.startsAt,
            durationMinutes: draft.booking.durationMinutes,
            title: draft.booking.title,
            visitor: draft,
            host,
          };
          await copyMeetingToHost(tx, host.adminId, meeting, { leadId: lead.id, env: limits.env });
        }
        // Reminders (booking/reminders.server.ts), to the host just assigned, while the manage token is known.
        if (lead.reminders) {
          const { id, startsAt, visitorTimeZone } = lead.booking;
          const booking = { id, leadId: lead.id, startsAt, visitorTimeZone, title: draft.booking.title, durationMinutes: draft.booking.durationMinutes, visitor: draft };
          await queueReminders(tx, { database: db, booking, hostId: host?.adminId ?? null, manageToken: lead.reminders.manageToken, now: limits.now, env: lead.reminders.env });
        }
      }

      // A cap on visitor mail leaves out the visitor's e-mail only: the lead and the sales team's
      // copy are stored all the same.
      const visitorMail = await queueEmails(tx, lead.id, await lead.composeEmails(host), lead.emailStatus, {
        database: db,
        visitorCaps: lead.visitorMailCaps,
        now: lead.receivedAt,
      });
      for (const event of lead.webhooks?.events ?? []) await queueWebhookEvent(tx, lead.webhooks!.settings, event);
      return { status: "stored", visitorMail } as const;
    });
  } catch (error) {
    if (error instanceof HoldRefused) return { status: error.status } as StoreOutcome;
    if (error instanceof EmailLimitError) return { status: "email-limit" };
    throw error;
  }
}

export type StoredLead = { lead: Lead; booking: Booking | null };

export async function findLeadByIdempotencyKey(db: Database, idempotencyKey: string): Promise<StoredLead | null> {
  const [row] = await db
    .select({ lead: leads, booking: bookings })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .where(eq(leads.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

// CRM webhooks: events about leads and bookings, queued in the outbox in the same transaction as
// the change they tell of and POSTed to WEBHOOK_URL by the outbox worker (webhook-sender.server.ts),
// signed per Standard Webhooks. What each event carries is documented in docs/webhooks.md; keep the
// two in step.
import { randomUUID } from "node:crypto";
import { outbox } from "#db/schema.ts";
import type { Env } from "#app/env.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { adminLeadUrl } from "#app/config/admin-urls.ts";
import type { MeetingOutcome } from "#app/features/booking/meeting-outcome.ts";

/** Every event type the site sends. */
export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.outcome_recorded",
  "lead.status_changed",
  "lead.erased",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A meeting as events describe it: times as ISO 8601 instants (UTC). */
export type WebhookBooking = {
  bookingId: string;
  /** demo | discovery */
  meetingType: string;
  startsAt: string;
  durationMinutes: number;
  /** held | no-show once the host or an admin marked it after the meeting; null until then. */
  outcome: MeetingOutcome | null;
};

/** `data` of each event type (docs/webhooks.md). Identifiers are the site's UUIDs. */
export type WebhookEventData = {
  "lead.created": {
    leadId: string;
    /** booking | contact | datasheet */
    kind: string;
    /** The public function that accepted it, e.g. send-demo-confirmation. */
    source: string;
    firstName: string;
    lastName: string;
    email: string;
    company: string | null;
    phone: string | null;
    createdAt: string;
    booking: WebhookBooking | null;
    /** The lead in the site's admin. */
    adminUrl: string;
  };
  "booking.rescheduled": WebhookBooking & { leadId: string; previousStartsAt: string; changedBy: "visitor" | "staff" };
  "booking.cancelled": WebhookBooking & { leadId: string; cancelledAt: string; changedBy: "visitor" | "staff" };
  "booking.outcome_recorded": WebhookBooking & { leadId: string; previousOutcome: MeetingOutcome | null; recordedAt: string };
  "lead.status_changed": { leadId: string; status: string; previousStatus: string };
  "lead.erased": { leadId: string; erasedAt: string };
};

export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = {
  type: T;
  /**
   * The lead the event is about, stored on the outbox row: erasing a lead deletes its unsent rows
   * by this id. Null only when the lead's row is already gone (lead.erased, queued after the delete).
   */
  leadId: string | null;
  data: WebhookEventData[T];
  /** When it happened (the body's `timestamp`); now by default. */
  occurredAt?: Date;
};

/** What queueing needs of the environment: events are queued only while WEBHOOK_URL is set. */
export type WebhookSettings = Pick<Env, "WEBHOOK_URL">;

/** `msg_<outbox row id>`: the webhook-id of every attempt at one event, so a receiver can drop repeats. */
export const webhookIdOf = (outboxId: string) => `msg_${outboxId}`;

/** The origin events go to, as the outbox lists it (a path or query may hold the receiver's token). */
const endpointLabel = (url: string) => new URL(url).origin;

/**
 * Queues one event, to be POSTed as `{ "type", "timestamp", "data" }`. Call it with the
 * transaction that makes the change, so the event exists exactly when the change does:
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(leads).set({ status }).where(eq(leads.id, leadId));
 *     await queueWebhookEvent(tx, context.env, { type: "lead.status_changed", leadId, data: { leadId, status, previousStatus } });
 *   });
 *
 * Does nothing (returns null) while WEBHOOK_URL is unset; otherwise returns the outbox row's id.
 */
export async function queueWebhookEvent<T extends WebhookEventType>(
  tx: DbExecutor,
  settings: WebhookSettings,
  event: WebhookEvent<T>,
): Promise<string | null> {
  if (!settings.WEBHOOK_URL) return null;
  const id = randomUUID();
  const occurredAt = event.occurredAt ?? new Date();
  // Kept as the exact text to send: every retry carries the same bytes under the same webhook-id.
  const body = JSON.stringify({ type: event.type, timestamp: occurredAt.toISOString(), data: event.data });
  await tx.insert(outbox).values({
    id,
    leadId: event.leadId,
    channel: "webhook",
    template: event.type,
    recipient: endpointLabel(settings.WEBHOOK_URL),
    subject: `Webhook ${event.type}`,
    message: { kind: "webhook", type: event.type, body },
    status: "pending",
    createdAt: occurredAt,
  });
  return id;
}

/** What a new lead's event needs to know of it. */
export type NewLeadFacts = {
  id: string;
  kind: string;
  functionName: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  phone: string | null;
  createdAt: Date;
  booking: { id: string; meetingType: string; startsAt: Date; durationMinutes: number } | null;
};

/** A booking as events need it; a new one has no outcome yet. */
type BookingFacts = { id: string; meetingType: string; startsAt: Date; durationMinutes: number; outcome?: MeetingOutcome | null };

const bookingFacts = (booking: BookingFacts): WebhookBooking => ({
  bookingId: booking.id,
  meetingType: booking.meetingType,
  startsAt: booking.startsAt.toISOString(),
  durationMinutes: booking.durationMinutes,
  outcome: booking.outcome ?? null,
});

/** lead.created: who it is and how to reach them, the meeting if one was booked; not the message. */
export function leadCreatedEvent(env: Pick<Env, "SITE_URL">, lead: NewLeadFacts): WebhookEvent<"lead.created"> {
  return {
    type: "lead.created",
    leadId: lead.id,
    occurredAt: lead.createdAt,
    data: {
      leadId: lead.id,
      kind: lead.kind,
      source: lead.functionName,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      company: lead.company,
      phone: lead.phone,
      createdAt: lead.createdAt.toISOString(),
      booking: lead.booking ? bookingFacts(lead.booking) : null,
      adminUrl: adminLeadUrl(env, lead.id),
    },
  };
}

/** What a booking change's event needs: the booking before and after, who changed it, when. */
export type BookingChangeFacts = {
  before: BookingFacts & { leadId: string };
  after: { startsAt: Date; cancelledAt: Date | null; status: string };
  changedBy: "visitor" | "staff";
  at: Date;
};

/** booking.rescheduled or booking.cancelled; never the reason given (free text) or the staff member. */
export function bookingChangedEvent({ before, after, changedBy, at }: BookingChangeFacts): WebhookEvent<"booking.rescheduled"> | WebhookEvent<"booking.cancelled"> {
  if (after.status === "cancelled") {
    return {
      type: "booking.cancelled",
      leadId: before.leadId,
      occurredAt: at,
      data: { ...bookingFacts(before), leadId: before.leadId, cancelledAt: (after.cancelledAt ?? at).toISOString(), changedBy },
    };
  }
  return {
    type: "booking.rescheduled",
    leadId: before.leadId,
    occurredAt: at,
    data: {
      ...bookingFacts({ ...before, startsAt: after.startsAt }),
      leadId: before.leadId,
      previousStartsAt: before.startsAt.toISOString(),
      changedBy,
    },
  };
}

/** booking.outcome_recorded: the meeting as it now stands, its outcome and the one it replaced; never who marked it. */
export function bookingOutcomeEvent({
  booking,
  previousOutcome,
  at,
}: {
  booking: BookingFacts & { leadId: string; outcome: MeetingOutcome };
  previousOutcome: MeetingOutcome | null;
  at: Date;
}): WebhookEvent<"booking.outcome_recorded"> {
  return {
    type: "booking.outcome_recorded",
    leadId: booking.leadId,
    occurredAt: at,
    data: { ...bookingFacts(booking), leadId: booking.leadId, previousOutcome, recordedAt: at.toISOString() },
  };
}

// Marking whether a meeting took place (held or no-show), from the lead's page in the admin. One
// transaction: the booking's row locked, the rules checked (the host or an admin; a confirmed
// meeting that has ended), the outcome written, the audit entry recorded and the
// booking.outcome_recorded webhook queued. It can be marked again to correct it.
import { eq } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { bookings } from "#db/schema.ts";
import type { StaffRole } from "#app/features/admin/roles.ts";
import { listAudit, recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { bookingOutcomeEvent, queueWebhookEvent, type WebhookSettings } from "#app/features/webhooks/webhooks.server.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { isMeetingOutcome, mayRecordOutcome, meetingEnded, type OutcomeView } from "./meeting-outcome.ts";

export const OUTCOME_MESSAGES = {
  invalid: "Choose whether the meeting was held or was a no-show.",
  noBooking: "This lead has no booking.",
  notYours: "Only the meeting's host or an admin can mark whether it took place.",
  cancelled: "This meeting was cancelled, so there is nothing to mark.",
  notEnded: (endsAt: Date) => `The meeting has not ended yet: mark it after ${formatEastern(endsAt)}.`,
} as const;

export type OutcomeResult =
  | { ok: true; changed: boolean }
  | { ok: false; status: 403 | 404 | 409 | 422; message: string };

/** The staff member marking it, with the role the rule reads. */
export type OutcomeStaff = AuditActor & { role: StaffRole };

export async function recordMeetingOutcome(
  { db, env }: { db: Database; env: WebhookSettings },
  staff: OutcomeStaff,
  leadId: string,
  outcome: unknown,
  now = new Date(),
): Promise<OutcomeResult> {
  const refuse = (status: 403 | 404 | 409 | 422, message: string) => ({ ok: false as const, status, message });
  if (!isMeetingOutcome(outcome)) return refuse(422, OUTCOME_MESSAGES.invalid);
  if (!isUuid(leadId)) return refuse(404, OUTCOME_MESSAGES.noBooking);
  return db.transaction(async (tx): Promise<OutcomeResult> => {
    // Locked: two markings at once take turns, and each audit entry's "from" is what it replaced.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.leadId, leadId)).for("update");
    if (!booking) return refuse(404, OUTCOME_MESSAGES.noBooking);
    if (!mayRecordOutcome(staff, booking.hostId)) return refuse(403, OUTCOME_MESSAGES.notYours);
    if (booking.status === "cancelled") return refuse(409, OUTCOME_MESSAGES.cancelled);
    if (!meetingEnded(booking, now)) return refuse(409, OUTCOME_MESSAGES.notEnded(new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000)));
    const previous = isMeetingOutcome(booking.outcome) ? booking.outcome : null;
    if (previous === outcome) return { ok: true, changed: false };

    await tx.update(bookings).set({ outcome, outcomeAt: now }).where(eq(bookings.id, booking.id));
    await recordAudit(tx, {
      actor: { adminId: staff.adminId, email: staff.email },
      action: "booking.outcome_recorded",
      subject: "lead",
      subjectId: leadId,
      details: { bookingId: booking.id, from: previous, to: outcome },
      at: now,
    });
    await queueWebhookEvent(tx, env, bookingOutcomeEvent({ booking: { ...booking, outcome }, previousOutcome: previous, at: now }));
    return { ok: true, changed: true };
  });
}

/** What the lead's page shows of a booking's outcome; who marked it comes from the audit log. */
export async function meetingOutcomeOf(db: Database, leadId: string, booking: { outcome: string | null; outcomeAt: Date | null }): Promise<OutcomeView | null> {
  if (!isMeetingOutcome(booking.outcome) || !booking.outcomeAt) return null;
  // The booking keeps what and when; who is the audit log's to say (it outlives the account).
  const { rows } = await listAudit(db, { action: "booking.outcome_recorded", subjectId: leadId, size: 1 });
  return { value: booking.outcome, at: booking.outcomeAt.toISOString(), by: rows[0]?.actorEmail ?? null };
}

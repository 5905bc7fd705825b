// The lead pipeline's writes: a lead's status, its owner, notes, and erasure on request. Each is one
// transaction with its audit entry, so the log and the data never disagree. A status change and an
// erasure also queue their webhook event (lead.status_changed, lead.erased) in that transaction.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookings, leadNotes, leads, outbox } from "#db/schema.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { LEAD_OWNER_ROLES } from "#app/features/admin/roles.ts";
import { changeBookingAsStaff, type BookingContext } from "#app/features/booking/booking-lifecycle.server.ts";
import { eraseOutboxRows } from "#app/features/mail/outbox.server.ts";
import { eraseSubscriber } from "#app/features/newsletter/subscribers.server.ts";
import { queueWebhookEvent, type WebhookSettings } from "#app/features/webhooks/webhooks.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { LeadStatus } from "./lead-pipeline.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Locks a lead's row for the rest of the transaction; null when there is no such lead. */
async function lockLead(tx: Transaction, leadId: string) {
  const [row] = await tx
    .select({ id: leads.id, status: leads.status, ownerId: leads.ownerId, email: leads.email })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  return row ?? null;
}

export type PipelineResult = { ok: true } | { ok: false; reason: "not-found" | "unchanged" | "no-such-owner" };

/**
 * Moves a lead to a status. One transaction: the lead's row is locked, the status written, the
 * change recorded in the audit log (from, to) and its `lead.status_changed` webhook queued.
 */
export async function changeLeadStatus(
  { db, env }: { db: Database; env: WebhookSettings },
  actor: AuditActor,
  leadId: string,
  status: LeadStatus,
): Promise<PipelineResult> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<PipelineResult> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.status === status) return { ok: false, reason: "unchanged" };
    await tx.update(leads).set({ status }).where(eq(leads.id, leadId));
    await recordAudit(tx, { actor, action: "lead.status_changed", subject: "lead", subjectId: leadId, details: { from: lead.status, to: status } });
    await queueWebhookEvent(tx, env, { type: "lead.status_changed", leadId, data: { leadId, status, previousStatus: lead.status } });
    return { ok: true };
  });
}

/** Gives a lead to an active staff member who works leads, or to nobody (null). */
export async function assignLeadOwner(db: Database, actor: AuditActor, leadId: string, ownerId: string | null): Promise<PipelineResult> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  if (ownerId !== null && !isUuid(ownerId)) return { ok: false, reason: "no-such-owner" };
  return db.transaction(async (tx): Promise<PipelineResult> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.ownerId === ownerId) return { ok: false, reason: "unchanged" };
    if (ownerId) {
      const [owner] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.id, ownerId), isNull(admins.deactivatedAt), inArray(admins.role, LEAD_OWNER_ROLES)));
      if (!owner) return { ok: false, reason: "no-such-owner" };
    }
    await tx.update(leads).set({ ownerId }).where(eq(leads.id, leadId));
    await recordAudit(tx, { actor, action: "lead.owner_changed", subject: "lead", subjectId: leadId, details: { from: lead.ownerId, to: ownerId } });
    return { ok: true };
  });
}

/** Adds a note; the audit log keeps that one was written (its id), never its text. */
export async function addLeadNote(
  db: Database,
  actor: AuditActor,
  leadId: string,
  body: string,
  now = new Date(),
): Promise<{ ok: true; noteId: string } | { ok: false; reason: "not-found" }> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false as const, reason: "not-found" as const };
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorId: actor.adminId, authorEmail: actor.email, body, createdAt: now })
      .returning({ id: leadNotes.id });
    await recordAudit(tx, { actor, action: "lead.note_added", subject: "lead", subjectId: leadId, details: { noteId: note!.id }, at: now });
    return { ok: true as const, noteId: note!.id };
  });
}

/** Why a meeting is cancelled when its lead is erased; kept with nothing (the booking goes too). */
export const ERASURE_CANCEL_REASON = "The lead was erased on request.";

export type ErasureResult =
  | { ok: true; meetingCancelled: boolean; outboxRemoved: number; outboxRedacted: number; notes: number; newsletterSubscription: boolean; newsletterMail: number }
  | { ok: false; reason: "not-found" };

/**
 * Erases a lead on request, in one transaction:
 * 1. the lead's row is locked;
 * 2. every outbox row of the lead not yet sent (e-mails, and any other delivery queued with the
 *    lead's id) is deleted, and sent ones keep only their status and times;
 * 3. a confirmed meeting still to come is cancelled as staff cancel it (booking-lifecycle), which
 *    frees its seat and queues the cancellation with its invite: the one message that must still
 *    carry the person's name and address, marked to be blanked once sent;
 * 4. the address's newsletter subscription goes too, with its newsletter mail (eraseSubscriber):
 *    the request is to delete the person's data, not one form's;
 * 5. the lead is deleted, and with it (foreign keys) its booking, the booking's links, changes and
 *    seat, and its notes;
 * 6. the audit log records the erasure with counts and codes only, and a `lead.erased` webhook
 *    carrying the lead's id only is queued (after the delete, so the erasure leaves it alone).
 */
export async function eraseLead(ctx: BookingContext, actor: AuditActor, leadId: string): Promise<ErasureResult> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  const now = ctx.now?.() ?? new Date();
  return ctx.db.transaction(async (tx): Promise<ErasureResult> => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not-found" };

    const leadMail = await eraseOutboxRows(tx, eq(outbox.leadId, leadId));

    const [booking] = await tx.select({ status: bookings.status, startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.leadId, leadId));
    let meetingCancelled = false;
    if (booking?.status === "confirmed" && booking.startsAt.getTime() > now.getTime()) {
      const cancelled = await changeBookingAsStaff({ ...ctx, db: tx, database: ctx.db }, leadId, "cancel", { reason: ERASURE_CANCEL_REASON }, actor);
      meetingCancelled = cancelled.ok;
      // The cancellation's e-mails outlive the lead (its id becomes null) only until they are sent
      // or dead; its webhook event carries no free text and keeps the shape a receiver expects.
      await tx
        .update(outbox)
        .set({ redactAfterSend: true })
        .where(and(eq(outbox.leadId, leadId), ne(outbox.status, "sent"), eq(outbox.channel, "email")));
    }

    const newsletter = await eraseSubscriber(tx, lead.email);
    const [notes] = await tx.select({ n: sql<number>`count(*)::int` }).from(leadNotes).where(eq(leadNotes.leadId, leadId));
    await tx.delete(leads).where(eq(leads.id, leadId));
    const result = {
      meetingCancelled,
      outboxRemoved: leadMail.removed,
      outboxRedacted: leadMail.redacted,
      notes: Number(notes?.n ?? 0),
      newsletterSubscription: newsletter.subscription,
      newsletterMail: newsletter.mail,
    };
    await recordAudit(tx, {
      actor,
      action: "lead.erased",
      subject: "lead",
      subjectId: leadId,
      details: { hadBooking: Boolean(booking), ...result },
      at: now,
    });
    await queueWebhookEvent(tx, ctx.env, { type: "lead.erased", leadId: null, data: { leadId, erasedAt: now.toISOString() }, occurredAt: now });
    return { ok: true, ...result };
  });
}

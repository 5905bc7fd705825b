// Persistence of a booking's life after it was made. A change (reschedule or cancel) is one
// transaction: the booking row is locked, its seat freed and (for a reschedule) the new slot's
// seat taken, the invite's SEQUENCE raised, the change recorded and its e-mails queued. Either all
// of it happens or none: a full slot rolls back to the old seat, nothing sent.
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, bookingEvents, bookings, bookingTokens, hosts, leads, type BookingEvent } from "#db/schema.ts";
import {
  queueEmails,
  type QueuedEmail,
  type VisitorMailCaps,
  type VisitorMailVerdict,
} from "#app/features/mail/outbox.server.ts";
import { bookingChangedEvent, queueWebhookEvent, type WebhookSettings } from "#app/features/webhooks/webhooks.server.ts";
import { hashManageToken } from "#app/features/scheduling/manage-token.server.ts";
import { meetingTitleOf } from "#app/features/scheduling/meeting-title.ts";
import { replaceReminders, type ReminderEnv } from "#app/features/scheduling/reminders.server.ts";
import { isMeetingOutcome, type MeetingOutcome } from "./meeting-outcome.ts";
import { releaseHold } from "#app/features/scheduling/holds.server.ts";
import { HoldRefused, holdMeetingOrRefuse } from "#app/features/scheduling/meeting-hold.server.ts";
import type { OfferEnv } from "#app/features/scheduling/slot-offer.server.ts";
import { copyMeetingToHost, removeMeetingFromHost } from "#app/features/scheduling/calendars/meeting-copies.server.ts";
import type { Env } from "#app/env.server.ts";
import { wallClock } from "#app/lib/dates.ts";
import type { MeetingHost } from "#app/features/scheduling/calendar-invite.server.ts";

export type BookingStatus = "confirmed" | "cancelled";

/** A booking with what its e-mails and page need of its lead. */
export type ManagedBooking = {
  id: string;
  leadId: string;
  meetingType: "demo" | "discovery";
  title: string;
  startsAt: Date;
  durationMinutes: number;
  status: BookingStatus;
  visitorTimeZone: string | null;
  inviteUid: string;
  inviteSequence: number;
  cancelledAt: Date | null;
  /** Held or no-show once marked after the meeting (meeting-outcome.ts); null until then. */
  outcome: MeetingOutcome | null;
  outcomeAt: Date | null;
  visitor: { firstName: string; lastName: string; email: string; company: string | null };
  /** Who runs it (decision 043); null without hosts. */
  hostId: string | null;
  host: MeetingHost | null;
};

const columns = {
  id: bookings.id,
  leadId: bookings.leadId,
  meetingType: bookings.meetingType,
  title: bookings.title,
  startsAt: bookings.startsAt,
  durationMinutes: bookings.durationMinutes,
  status: bookings.status,
  visitorTimeZone: bookings.visitorTimeZone,
  inviteUid: bookings.inviteUid,
  inviteSequence: bookings.inviteSequence,
  cancelledAt: bookings.cancelledAt,
  hostId: bookings.hostId,
  outcome: bookings.outcome,
  outcomeAt: bookings.outcomeAt,
  hostEmail: admins.email,
  hostName: hosts.displayName,
  hostMeetingUrl: hosts.meetingUrl,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  company: leads.company,
};

type Row = Omit<ManagedBooking, "meetingType" | "status" | "title" | "outcome" | "visitor" | "host"> &
  ManagedBooking["visitor"] & {
    meetingType: string;
    status: string;
    title: string | null;
    outcome: string | null;
    hostEmail: string | null;
    hostName: string | null;
    hostMeetingUrl: string | null;
  };

function toManaged({ firstName, lastName, email, company, hostEmail, hostName, hostMeetingUrl, ...row }: Row): ManagedBooking {
  return {
    ...row,
    host: row.hostId && hostEmail ? { name: hostName?.trim() || hostEmail, email: hostEmail, meetingUrl: hostMeetingUrl } : null,
    // Written by this application from the same types.
    meetingType: row.meetingType === "discovery" ? "discovery" : "demo",
    status: row.status === "cancelled" ? "cancelled" : "confirmed",
    outcome: isMeetingOutcome(row.outcome) ? row.outcome : null,
    title: meetingTitleOf(row),
    visitor: { firstName, lastName, email, company },
  };
}

const selectBooking = (db: Pick<Database, "select">) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(admins, eq(admins.id, bookings.hostId))
    .leftJoin(hosts, eq(hosts.adminId, bookings.hostId));

/** The booking a manage link opens, or null when the token matches none. */
export async function findBookingByToken(db: Database, token: string): Promise<ManagedBooking | null> {
  const [row] = await selectBooking(db)
    .innerJoin(bookingTokens, eq(bookingTokens.bookingId, bookings.id))
    .where(eq(bookingTokens.tokenHash, hashManageToken(token)))
    .limit(1);
  return row ? toManaged(row) : null;
}

export async function findBookingOfLead(db: Database, leadId: string): Promise<ManagedBooking | null> {
  const [row] = await selectBooking(db).where(eq(bookings.leadId, leadId)).limit(1);
  return row ? toManaged(row) : null;
}

/** A booking's changes, oldest first. */
export async function listBookingEvents(db: Database, bookingId: string): Promise<BookingEvent[]> {
  return db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.createdAt));
}

export type BookingChange =
  | { action: "reschedule"; startsAt: Date }
  | { action: "cancel" }
  /** Staff hand the meeting, at the same time, to another host who is free then. */
  | { action: "reassign"; hostId: string };
/** Who changes a booking: the visitor (their manage link) or a staff member (audited, with their account). */
export type ChangeActor = { kind: "visitor" } | ({ kind: "staff" } & AuditActor);

export type ChangeRequest = {
  /** The database itself, also when `changeBooking` is given a transaction (see queueEmails). */
  database: Database;
  change: BookingChange;
  actor: ChangeActor;
  /** Why, as given (empty: none). Kept with the change and told to the sales team. */
  reason: string;
  /** The service's clock: what "past" is measured from, and the visitor-mail window. */
  now: Date;
  /** What decides whether the new time is on offer and who holds it (decision 043), and the invite's organizer. */
  env: OfferEnv & Pick<Env, "SALES_EMAIL">;
  /**
   * A manage token to add to the booking with the change: a staff change's e-mail must carry a
   * link, and the server never holds the visitor's (only its hash).
   */
  newManageToken?: string;
  /** Writes the change's e-mails from the booking as it was and as it is now. */
  compose: (before: ManagedBooking, after: ManagedBooking) => Promise<QueuedEmail[]>;
  emailStatus: "pending" | "held";
  /** Caps on the visitor's e-mail (visitor changes); staff changes always reach the visitor. */
  visitorMailCaps?: VisitorMailCaps;
  /** Where the change's webhook event goes (WEBHOOK_URL; unset or absent: no event). */
  webhooks?: WebhookSettings;
  /**
   * The reminders' settings, and the manage token a new time's reminders link with (the one the
   * change's e-mail carries); absent: the booking's reminders are left as they are.
   */
  reminders?: { env: ReminderEnv; manageToken?: string };
};

export type ChangeOutcome =
  | { status: "changed"; before: ManagedBooking; booking: ManagedBooking; visitorMail: VisitorMailVerdict }
  | { status: "not-found" | "cancelled" | "past" | "unchanged" | "slot-full" | "not-offered" | "too-soon" };

/** PostgreSQL's deadlock error: two reschedules swapping full slots each wait for the other. */
function isDeadlock(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "40P01") return true;
  }
  return false;
}

export async function changeBooking(db: Database, bookingId: string, request: ChangeRequest): Promise<ChangeOutcome> {
  const { change, now } = request;
  try {
    return await db.transaction(async (tx): Promise<ChangeOutcome> => {
      // The row lock makes two changes of one booking take turns: the second sees the first's result.
      const [row] = await selectBooking(tx).where(eq(bookings.id, bookingId)).for("update", { of: bookings });
      if (!row) return { status: "not-found" };
      const before = toManaged(row);
      if (before.status === "cancelled") return { status: "cancelled" };
      if (before.startsAt.getTime() <= now.getTime()) return { status: "past" };
      if (change.action === "reschedule" && change.startsAt.getTime() === before.startsAt.getTime()) return { status: "unchanged" };
      if (change.action === "reassign" && change.hostId === before.hostId) return { status: "unchanged" };

      // Freed first, so moving within a full slot's own place works; a full target rolls this back.
      await releaseHold(tx, bookingId);
      const inviteSequence = before.inviteSequence + 1;
      let after: ManagedBooking;
      if (change.action !== "cancel") {
        const startsAt = change.action === "reschedule" ? change.startsAt : before.startsAt;
        const { hour, minute } = wallClock(startsAt);
        const hostRules = await holdMeetingOrRefuse(tx, {
          bookingId,
          kind: before.meetingType,
          start: startsAt.getTime(),
          minutes: before.durationMinutes,
          slotMinutes: hour * 60 + minute,
          now,
          env: request.env,
          // A reschedule keeps its host when they are free then; a hand-over goes to the one named.
          ...(change.action === "reassign" ? { onlyHostId: change.hostId } : { preferHostId: before.hostId }),
          staff: request.actor.kind === "staff",
        });
        const hostId = hostRules?.adminId ?? null;
        const host = hostRules && { name: hostRules.name, email: hostRules.email, meetingUrl: hostRules.meetingUrl };
        after = { ...before, startsAt, inviteSequence, hostId, host };
        await tx.update(bookings).set({ startsAt, inviteSequence, hostId }).where(eq(bookings.id, bookingId));
        // The lead follows its meeting's host, as when it was booked.
        if (hostId && hostId !== before.hostId) await tx.update(leads).set({ ownerId: hostId }).where(eq(leads.id, before.leadId));
      } else {
        after = { ...before, status: "cancelled", cancelledAt: now, inviteSequence };
        await tx.update(bookings).set({ status: "cancelled", cancelledAt: now, inviteSequence }).where(eq(bookings.id, bookingId));
      }

      // The hosts' own calendars follow: the meeting as it is now, gone from one it was taken from.
      if (after.hostId && after.status === "confirmed") await copyMeetingToHost(tx, after.hostId, after, { leadId: before.leadId, env: request.env });
      if (before.hostId && (after.status === "cancelled" || after.hostId !== before.hostId)) {
        await removeMeetingFromHost(tx, before.hostId, before.inviteUid, before.leadId);
      }

      await tx.insert(bookingEvents).values({
        bookingId,
        action: ({ reschedule: "rescheduled", cancel: "cancelled", reassign: "reassigned" } as const)[change.action],
        actor: request.actor.kind,
        staffEmail: request.actor.kind === "staff" ? request.actor.email : null,
        previousStartsAt: before.startsAt,
        startsAt: change.action === "cancel" ? null : after.startsAt,
        reason: request.reason || null,
        inviteSequence,
        createdAt: now,
      });
      if (request.newManageToken) {
        await tx.insert(bookingTokens).values({ tokenHash: hashManageToken(request.newManageToken), bookingId });
      }
      // Reminders (reminders.server.ts): the unsent ones withdrawn, a new time's set queued.
      if (request.reminders) {
        const { env, manageToken } = request.reminders;
        await replaceReminders(tx, { database: request.database, booking: after, hostId: after.hostId, manageToken, now, env });
      }
      if (request.actor.kind === "staff") {
        const { adminId, email } = request.actor;
        await recordAudit(tx, {
          actor: { adminId, email },
          action: ({ reschedule: "booking.rescheduled", cancel: "booking.cancelled", reassign: "booking.reassigned" } as const)[change.action],
          subject: "lead",
          subjectId: before.leadId,
          details: {
            bookingId,
            from: before.startsAt.toISOString(),
            ...(change.action === "reschedule" ? { to: change.startsAt.toISOString() } : {}),
            ...(after.hostId !== before.hostId ? { fromHost: before.hostId, toHost: after.hostId } : {}),
          },
          at: now,
        });
      }

      const emails = await request.compose(before, after);
      const visitorMail = await queueEmails(tx, before.leadId, emails, request.emailStatus, {
        database: request.database,
        visitorCaps: request.visitorMailCaps,
        now,
      });
      if (request.webhooks) {
        await queueWebhookEvent(tx, request.webhooks, bookingChangedEvent({ before, after, changedBy: request.actor.kind, at: now }));
      }
      return { status: "changed", before, booking: after, visitorMail };
    });
  } catch (error) {
    if (error instanceof HoldRefused) return { status: error.status };
    // The deadlock's loser gave its place back; to the client that time was just taken.
    if (isDeadlock(error)) return { status: "slot-full" };
    throw error;
  }
}

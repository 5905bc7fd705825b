// Managing a booking after it was made, for the holder of its link (the JSON API in
// server/lead-api.ts and the booking's page) and for staff (the admin's lead detail). Like the lead
// service it never throws for bad input: every outcome is an HTTP status and the `{data, error}`
// envelope. Rules: a change needs a confirmed booking that has not started (409 otherwise); a new
// time follows the booking forms' rules (422) and needs a free seat (409).
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import { meetings } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { consumeRateLimit } from "#app/features/leads/rate-limit.server.ts";
import { messages } from "#app/features/leads/lead-rules.ts";
import { formatInstant } from "#app/lib/dates.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { composeChangeEmails } from "./booking-change-emails.server.tsx";
import { CancelSchema, createRescheduleSchema, staffReasonMessage } from "./booking-change.schema.ts";
import {
  changeBooking,
  findBookingByToken,
  findBookingOfLead,
  listBookingEvents,
  type BookingChange,
  type ChangeActor,
  type ChangeOutcome,
  type ManagedBooking,
} from "./booking-store.server.ts";
import type { BookingView } from "./booking-view.ts";
import type { StaffBooking } from "./staff-booking.ts";
import { meetingEnded } from "./meeting-outcome.ts";
import { meetingOutcomeOf } from "./meeting-outcome.server.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import { noticeText } from "#app/features/scheduling/notice.ts";
import { freshenCalendarsFor } from "#app/features/scheduling/calendars/meeting-copies.server.ts";
import { hostsTakeMeetings, loadHostRules } from "#app/features/scheduling/hosts.server.ts";
import { freeHostsAt } from "#app/features/scheduling/meeting-hold.server.ts";
import { slotGrid } from "#app/features/scheduling/slots.ts";
import { calendarEventOf, meetingInvite, type InviteMethod } from "#app/features/scheduling/calendar-invite.server.ts";
import { calendarLinks } from "#app/features/scheduling/calendar-links.ts";
import { isManageTokenShape, manageLinks, newManageToken } from "#app/features/scheduling/manage-token.server.ts";

export type BookingContext = {
  env: Env;
  /** Where the change is written: the database, or a transaction the caller opened (an erasure). */
  db: Database;
  /**
   * The database itself when `db` is the caller's transaction: per-database state kept in memory
   * (the visitor-mail tally of outbox.server.ts) is found by it.
   */
  database?: Database;
  logger: Logger;
  /** The client as rate limits count it (see server/client-address.ts). */
  clientIp: string;
  /** The clock (tests move it); defaults to the real one. */
  now?: () => Date;
};

type BookingError = { message: string; fields: Record<string, string> };
export type BookingEnvelope = { data: BookingView; error: null } | { data: null; error: BookingError };
export type BookingOutcome = { status: number; body: BookingEnvelope; retryAfterSeconds?: number };

export const BOOKING_MESSAGES = {
  notFound: "We could not find a booking for this link. Please use the link in your latest e-mail from us.",
  cancelled: "This booking is cancelled.",
  past: "This meeting has already started, so it can no longer be changed.",
  unchanged: "Your meeting is already at this time. Please select another time.",
  invalid: "Please check the highlighted fields and try again.",
  notAnObject: "The request body must be a JSON object.",
  rateLimited: "Too many requests from your network. Please wait a minute and try again.",
  unavailable: "We could not update your booking just now. Please try again in a minute.",
  chooseHost: "Please choose who takes the meeting.",
  hostNotFree: "That host is not free at this time any more. Please choose another.",
} as const;

/** What staff may do to a booking from the lead's page; visitors only reschedule and cancel. */
export type StaffAction = "reschedule" | "cancel" | "reassign";

/**
 * Unknown tokens one client may try before its lookups are refused for a while. A token has 256
 * random bits, so guessing is hopeless anyway; this keeps a scanner from costing queries. Only
 * misses count: opening one's own booking often never runs into it.
 */
export const TOKEN_MISS_LIMITS = { points: 30, windowSeconds: 10 * 60 } as const;

const failure = (status: number, message: string, fields: Record<string, string> = {}): BookingOutcome => ({
  status,
  body: { data: null, error: { message, fields } },
});
const limited = (retryAfterSeconds: number): BookingOutcome => ({ ...failure(429, BOOKING_MESSAGES.rateLimited), retryAfterSeconds });

const missLimiter = (db: Database) =>
  rateLimiter(db, { name: "booking-token-miss", ...TOKEN_MISS_LIMITS, memoryFallback: true });

export type BookingLookup = { status: "found"; booking: ManagedBooking } | { status: "not-found" } | { status: "limited"; retryAfterSeconds: number };

/** The booking a token opens. A client that has tried too many unknown tokens is refused first. */
export async function lookupBooking(ctx: Pick<BookingContext, "db" | "clientIp">, token: unknown): Promise<BookingLookup> {
  const misses = missLimiter(ctx.db);
  const blocked = await misses.blockedFor(ctx.clientIp);
  if (blocked !== null) return { status: "limited", retryAfterSeconds: blocked };
  const booking = isManageTokenShape(token) ? await findBookingByToken(ctx.db, token) : null;
  if (booking) return { status: "found", booking };
  await misses.penalize(ctx.clientIp);
  return { status: "not-found" };
}

/** The booking as its page and the API show it. */
export function bookingView(env: Pick<Env, "SITE_URL">, booking: ManagedBooking, token: string, now: Date): BookingView {
  const links = manageLinks(env, token);
  const end = new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000);
  const confirmed = booking.status === "confirmed";
  return {
    kind: booking.meetingType,
    title: booking.title,
    start: booking.startsAt.toISOString(),
    end: end.toISOString(),
    durationMinutes: booking.durationMinutes,
    status: booking.status,
    past: booking.startsAt.getTime() <= now.getTime(),
    ended: end.getTime() <= now.getTime(),
    timeZone: meetings.timeZone,
    visitorTimeZone: booking.visitorTimeZone,
    date: formatInstant(booking.startsAt, "weekday"),
    time: formatInstant(booking.startsAt, "timeWithZone"),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    inviteUrl: links.ics,
    calendar: confirmed ? calendarLinks(calendarEventOf(booking, links.page), links.ics) : null,
    host: booking.host ? { name: booking.host.name, meetingUrl: booking.host.meetingUrl } : null,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Runs a request's work; an unexpected failure (the database is down) is a 503, never an exception. */
async function guarded(ctx: BookingContext, what: string, work: () => Promise<BookingOutcome>): Promise<BookingOutcome> {
  try {
    return await work();
  } catch (error) {
    ctx.logger.error({ err: error }, `booking ${what} failed`);
    return failure(503, BOOKING_MESSAGES.unavailable);
  }
}

/** GET /api/bookings/<token> */
export function readBooking(ctx: BookingContext, token: string): Promise<BookingOutcome> {
  return guarded(ctx, "lookup", async () => {
    const found = await lookupBooking(ctx, token);
    if (found.status === "limited") return limited(found.retryAfterSeconds);
    if (found.status === "not-found") return failure(404, BOOKING_MESSAGES.notFound);
    return { status: 200, body: { data: bookingView(ctx.env, found.booking, token, ctx.now?.() ?? new Date()), error: null } };
  });
}

/** GET /api/bookings/<token>/invite.ics: the invite as it stands (a CANCEL once cancelled). */
export async function readBookingInvite(
  ctx: BookingContext,
  token: string,
): Promise<{ status: 200; ics: string; method: InviteMethod } | BookingOutcome> {
  try {
    const found = await lookupBooking(ctx, token);
    if (found.status === "limited") return limited(found.retryAfterSeconds);
    if (found.status === "not-found") return failure(404, BOOKING_MESSAGES.notFound);
    const { booking } = found;
    const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
    const manageUrl = method === "CANCEL" ? undefined : manageLinks(ctx.env, token).page;
    return { status: 200, method, ics: meetingInvite(booking, { method, manageUrl, env: ctx.env }).content };
  } catch (error) {
    ctx.logger.error({ err: error }, "booking invite lookup failed");
    return failure(503, BOOKING_MESSAGES.unavailable);
  }
}

type ParsedChange = { ok: true; change: BookingChange; reason: string } | { ok: false; fields: Record<string, string> };

async function parseChange(ctx: Pick<BookingContext, "env" | "now" | "db">, action: StaffAction, body: Record<string, unknown>): Promise<ParsedChange> {
  if (action === "reassign") {
    // The reason follows the cancellation's rules (length, plain text); the host must be one.
    const reason = CancelSchema.safeParse(body);
    const fields = { ...(reason.success ? {} : fieldErrors(reason.error)), ...(isUuid(body.hostId) ? {} : { hostId: BOOKING_MESSAGES.chooseHost }) };
    if (!reason.success || !isUuid(body.hostId)) return { ok: false, fields };
    return { ok: true, change: { action: "reassign", hostId: body.hostId }, reason: reason.data.reason };
  }
  if (action === "cancel") {
    const parsed = CancelSchema.safeParse(body);
    return parsed.success ? { ok: true, change: { action: "cancel" }, reason: parsed.data.reason } : { ok: false, fields: fieldErrors(parsed.error) };
  }
  const slotMinutes = slotGrid(await hostsTakeMeetings(ctx.db), ctx.env.BOOKING_SLOTS);
  const schema = createRescheduleSchema({ slotMinutes, horizonDays: ctx.env.BOOKING_HORIZON_DAYS, now: ctx.now });
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const [year, month, day] = parsed.data.date.split("-").map(Number) as [number, number, number];
  const startsAt = newYorkInstant({ year, month, day }, parsed.data.time);
  const now = ctx.now?.() ?? new Date();
  if (startsAt.getTime() <= now.getTime()) return { ok: false, fields: { time: messages.timePassed } };
  return { ok: true, change: { action: "reschedule", startsAt }, reason: parsed.data.reason };
}

/** Why a change was refused, as an answer; null when it was made. */
function refusal(ctx: BookingContext, outcome: ChangeOutcome): BookingOutcome | null {
  switch (outcome.status) {
    case "not-found":
      return failure(404, BOOKING_MESSAGES.notFound);
    case "cancelled":
      return failure(409, BOOKING_MESSAGES.cancelled);
    case "past":
      return failure(409, BOOKING_MESSAGES.past);
    case "slot-full":
      return failure(409, messages.slotFull, { time: messages.slotFull });
    case "not-offered":
      return failure(422, BOOKING_MESSAGES.invalid, { time: messages.timeNotOffered });
    case "too-soon": {
      const message = messages.tooSoon(noticeText(ctx.env.BOOKING_MIN_NOTICE));
      return failure(422, message, { time: message });
    }
    case "unchanged":
      return failure(422, BOOKING_MESSAGES.unchanged, { time: BOOKING_MESSAGES.unchanged });
    case "changed":
      if (outcome.visitorMail === "address-cap" || outcome.visitorMail === "daily-cap") {
        // As with a new lead, the visitor is not told: that would tell an abuser the cap works.
        ctx.logger.warn(
          { bookingId: outcome.booking.id, cap: outcome.visitorMail },
          "visitor e-mail cap reached: booking changed and sales notified, the visitor's e-mail was not queued",
        );
      }
      return null;
  }
}

type Change = {
  booking: Pick<ManagedBooking, "id" | "meetingType">;
  change: BookingChange;
  actor: ChangeActor;
  reason: string;
  /** The token the visitor's e-mail links with: theirs, or a new one for a staff reschedule. */
  manageToken?: string;
  newManageToken?: string;
};

async function applyChange(ctx: BookingContext, { booking, change, actor, reason, manageToken, newManageToken }: Change) {
  const now = ctx.now?.() ?? new Date();
  // A new time or host is held against the hosts' calendars as they are now (decision 043).
  if (change.action !== "cancel") await freshenCalendarsFor(ctx.database ?? ctx.db, ctx.env, booking.meetingType, now, ctx.logger);
  return changeBooking(ctx.db, booking.id, {
    database: ctx.database ?? ctx.db,
    change,
    actor,
    reason,
    now,
    env: ctx.env,
    newManageToken,
    compose: (before, after) => composeChangeEmails({ before, after, actor, reason, manageToken }, ctx.env),
    emailStatus: ctx.env.SMTP_URL ? "pending" : "held",
    // A visitor's own change is visitor mail like any other; a staff change always reaches them.
    visitorMailCaps:
      actor.kind === "visitor" ? { perAddress: ctx.env.VISITOR_MAIL_PER_ADDRESS, perDay: ctx.env.VISITOR_MAIL_PER_DAY } : undefined,
    webhooks: ctx.env,
    reminders: { env: ctx.env, manageToken },
  });
}

/**
 * POST /api/bookings/<token>/reschedule and /cancel. Each counts against the client's per-minute
 * limit like a form submission. A reschedule does not count against BOOKINGS_PER_IP_PER_DAY: it
 * moves a seat the booking already holds (see docs/decisions/028-booking-lifecycle.md).
 */
export function changeBookingByToken(
  ctx: BookingContext,
  token: string,
  action: "reschedule" | "cancel",
  body: unknown,
): Promise<BookingOutcome> {
  return guarded(ctx, action, async () => {
    const verdict = await consumeRateLimit(ctx, `booking-${action}`, ctx.clientIp);
    if (verdict.limited) return limited(verdict.retryAfterSeconds);
    const found = await lookupBooking(ctx, token);
    if (found.status === "limited") return limited(found.retryAfterSeconds);
    if (found.status === "not-found") return failure(404, BOOKING_MESSAGES.notFound);
    if (!isPlainObject(body)) return failure(400, BOOKING_MESSAGES.notAnObject);
    const parsed = await parseChange(ctx, action, body);
    if (!parsed.ok) return failure(422, BOOKING_MESSAGES.invalid, parsed.fields);
    const outcome = await applyChange(ctx, {
      booking: found.booking,
      change: parsed.change,
      actor: { kind: "visitor" },
      reason: parsed.reason,
      manageToken: token,
    });
    const refused = refusal(ctx, outcome);
    if (refused || outcome.status !== "changed") return refused ?? failure(503, BOOKING_MESSAGES.unavailable);
    ctx.logger.info({ bookingId: found.booking.id, action }, "booking changed by its visitor");
    return { status: 200, body: { data: bookingView(ctx.env, outcome.booking, token, ctx.now?.() ?? new Date()), error: null } };
  });
}

/** What a staff change answers the admin page: done, or a message (and field messages) to show. */
export type StaffChangeResult = { ok: true; booking: ManagedBooking } | { ok: false; status: number; message: string; fields: Record<string, string> };

/**
 * Staff reschedule or cancel a lead's booking from the admin. The same rules as the visitor's
 * change, a reason required (it is kept with the booking), and the visitor always gets the update
 * with a fresh link to the booking (the server holds no earlier one).
 */
export async function changeBookingAsStaff(
  ctx: BookingContext,
  leadId: string,
  action: StaffAction,
  input: Record<string, unknown>,
  staff: AuditActor,
): Promise<StaffChangeResult> {
  const refuse = (status: number, message: string, fields: Record<string, string> = {}): StaffChangeResult => ({ ok: false, status, message, fields });
  // Not a lead's id at all: no lookup (PostgreSQL refuses a malformed uuid with an error).
  const booking = isUuid(leadId) ? await findBookingOfLead(ctx.db, leadId) : null;
  if (!booking) return refuse(404, "This lead has no booking.");
  const parsed = await parseChange(ctx, action, input);
  const reasonMissing = typeof input.reason !== "string" || input.reason.trim() === "";
  if (!parsed.ok || reasonMissing) {
    const fields = { ...(parsed.ok ? {} : parsed.fields), ...(reasonMissing ? { reason: staffReasonMessage } : {}) };
    return refuse(422, BOOKING_MESSAGES.invalid, fields);
  }
  // A cancellation's e-mail has no link to the booking; a reschedule's needs a token the server holds.
  const manageToken = action === "cancel" ? undefined : newManageToken();
  const outcome = await applyChange(ctx, {
    booking,
    change: parsed.change,
    actor: { kind: "staff", ...staff },
    reason: parsed.reason,
    manageToken,
    newManageToken: manageToken,
  });
  if (action === "reassign" && outcome.status === "slot-full") {
    return refuse(409, BOOKING_MESSAGES.hostNotFree, { hostId: BOOKING_MESSAGES.hostNotFree });
  }
  const refused = refusal(ctx, outcome);
  if (refused || outcome.status !== "changed") {
    const { message, fields } = refused?.body.error ?? { message: BOOKING_MESSAGES.unavailable, fields: {} };
    return refuse(refused?.status ?? 503, message, fields);
  }
  return { ok: true, booking: outcome.booking };
}

/** The hosts, other than its own, who could take a booking at its time (a staff hand-over). */
async function otherFreeHosts(db: Database, booking: ManagedBooking): Promise<Array<{ id: string; name: string }>> {
  const others = (await loadHostRules(db, { kind: booking.meetingType })).filter((host) => host.adminId !== booking.hostId);
  const ask = { kind: booking.meetingType, start: booking.startsAt.getTime(), minutes: booking.durationMinutes };
  return (await freeHostsAt(db, ask, others)).map((host) => ({ id: host.adminId, name: host.name }));
}

/** A lead's booking as the admin's lead detail shows it, with its changes; null without one. */
export async function staffBookingOf(db: Database, leadId: string, now: Date): Promise<StaffBooking | null> {
  const booking = isUuid(leadId) ? await findBookingOfLead(db, leadId) : null;
  if (!booking) return null;
  const [events, outcome] = await Promise.all([listBookingEvents(db, booking.id), meetingOutcomeOf(db, leadId, booking)]);
  const past = booking.startsAt.getTime() <= now.getTime();
  return {
    status: booking.status,
    startsAt: booking.startsAt.toISOString(),
    past,
    ended: meetingEnded(booking, now),
    host: booking.hostId && booking.host ? { id: booking.hostId, name: booking.host.name } : null,
    handOverTo: booking.hostId && booking.status === "confirmed" && !past ? await otherFreeHosts(db, booking) : [],
    outcome,
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      actor: event.actor,
      staffEmail: event.staffEmail,
      previousStartsAt: event.previousStartsAt.toISOString(),
      startsAt: event.startsAt?.toISOString() ?? null,
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

// The lead service behind every public function: validate, store (lead, booking, seat and outbox
// in one transaction), answer. The HTTP API (server/lead-api.ts) and React Router actions (no-JS
// form posts) both call it, so they behave the same.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Booking, Lead } from "#db/schema.ts";
import { HONEYPOT_FIELD, meetings } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { newYorkInstant, parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { calendarEventOf } from "#app/features/scheduling/calendar-invite.server.ts";
import { calendarLinks } from "#app/features/scheduling/calendar-links.ts";
import { hashManageToken, manageLinks, newManageToken } from "#app/features/scheduling/manage-token.server.ts";
import { meetingTitleOf } from "#app/features/scheduling/meeting-title.ts";
import { leadCreatedEvent } from "#app/features/webhooks/webhooks.server.ts";
import { absoluteUrl, composeLeadEmails } from "./lead-emails.server.tsx";
import { slotGrid } from "#app/features/scheduling/slots.ts";
import { hostsTakeMeetings } from "#app/features/scheduling/hosts.server.ts";
import { newInviteUid } from "#app/features/scheduling/invite-uid.ts";
import { freshenCalendarsFor } from "#app/features/scheduling/calendars/meeting-copies.server.ts";
import { noticeText } from "#app/features/scheduling/notice.ts";
import { createLeadParser, type LeadDraft, type LeadParser } from "./lead-forms.server.ts";
import { leadKindOf, type LeadEnvelope, type LeadFunctionName, type LeadReceipt } from "#app/config/lead-functions.ts";
import { findLeadByIdempotencyKey, storeLead } from "./lead-store.server.ts";
import { landingAttribution } from "#app/features/site-content/public.server.ts";
import { messages, UTM_KEYS } from "./lead.schema.ts";
import { formatDateTime, formatInstant } from "#app/lib/dates.ts";
import { bookingsPerIpLimiter, consumeRateLimit } from "./rate-limit.server.ts";

export type LeadContext = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The client as rate limits count it (see server/client-address.ts). */
  clientIp: string;
  /** The clock (tests move it); defaults to the real one. */
  now?: () => Date;
};

/** What to answer: an HTTP status and the `{data, error}` envelope (plus Retry-After on 429). */
export type LeadOutcome = { status: number; body: LeadEnvelope; retryAfterSeconds?: number };

export const API_MESSAGES = {
  invalid: "Please check the highlighted fields and try again.",
  slotFull: messages.slotFull,
  rateLimited: "Too many submissions from your network. Please wait a minute and try again.",
  bookingsPerIp: "Too many meetings have been booked from your network today. Please try again tomorrow, or contact us.",
  notAnObject: "The request body must be a JSON object.",
  unknownFunction: "Unknown function.",
  unavailable: "We could not save your request just now. Please try again in a minute.",
} as const;

const failure = (status: number, message: string, fields: Record<string, string> = {}): LeadOutcome => ({
  status,
  body: { data: null, error: { message, fields } },
});
const success = (data: LeadReceipt): LeadOutcome => ({ status: 200, body: { data, error: null } });

// Building the schemas costs milliseconds (zod compiles them on first use), so each environment
// keeps its parsers: one for the configured slots, one for the hosts' grid (decision 043). "Today"
// for the date check follows the service's clock (tests move it).
const parsers = new WeakMap<Env, { now?: () => Date; byGrid: Map<readonly number[], LeadParser> }>();
async function parserFor({ env, now, db }: Pick<LeadContext, "env" | "now" | "db">): Promise<LeadParser> {
  let cached = parsers.get(env);
  if (!cached || cached.now !== now) parsers.set(env, (cached = { now, byGrid: new Map() }));
  const grid = slotGrid(await hostsTakeMeetings(db), env.BOOKING_SLOTS);
  let parse = cached.byGrid.get(grid);
  if (!parse) cached.byGrid.set(grid, (parse = createLeadParser({ slotMinutes: grid, horizonDays: env.BOOKING_HORIZON_DAYS, now })));
  return parse;
}

type ReceiptBooking = {
  meetingType: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  visitorTimeZone: string | null;
};

function bookingReceipt(env: Env, booking: ReceiptBooking, manageToken: string | null): NonNullable<LeadReceipt["booking"]> {
  const { startsAt, durationMinutes } = booking;
  const links = manageToken ? manageLinks(env, manageToken) : null;
  return {
    meetingType: booking.meetingType === "discovery" ? "discovery" : "demo",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    timeZone: meetings.timeZone,
    date: formatInstant(startsAt, "weekday"),
    time: formatInstant(startsAt, "timeWithZone"),
    display: formatDateTime(startsAt),
    title: booking.title,
    visitorTimeZone: booking.visitorTimeZone,
    ...(links ? { manageUrl: links.page } : {}),
    calendar: calendarLinks(calendarEventOf(booking, links?.page), links?.ics),
  };
}

function draftReceipt(env: Env, id: string, draft: LeadDraft, startsAt: Date | null, manageToken: string | null): LeadReceipt {
  return {
    id,
    kind: draft.kind,
    functionName: draft.functionName,
    ...(draft.booking && startsAt ? { booking: bookingReceipt(env, { ...draft.booking, startsAt }, manageToken) } : {}),
    ...(draft.datasheet ? { datasheet: { product: draft.datasheet.product, pdfUrl: absoluteUrl(env, draft.datasheet.pdfPath) } } : {}),
  };
}

/** The answer for a lead already stored (an idempotent replay): no manage link, its token is not kept. */
function storedReceipt(env: Env, lead: Lead, booking: Booking | null): LeadReceipt {
  const { product, datasheet } = lead.details;
  return {
    id: lead.id,
    // Written by this service from the same types.
    kind: lead.kind as LeadReceipt["kind"],
    functionName: lead.functionName as LeadFunctionName,
    ...(booking ? { booking: bookingReceipt(env, { ...booking, title: meetingTitleOf(booking) }, null) } : {}),
    ...(product && datasheet ? { datasheet: { product, pdfUrl: absoluteUrl(env, datasheet) } } : {}),
  };
}

/** A booking's start: the chosen New York wall-clock time on the chosen day, as an instant. */
const bookingStart = (draft: LeadDraft) =>
  draft.booking ? newYorkInstant(parseCalendarDate(draft.booking.date)!, draft.booking.minutes) : null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A filled honeypot: anything but an empty string or nothing. */
const honeypotFilled = (value: unknown) => value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

/**
 * Validates and stores one submission to a public function. Never throws for bad input: every
 * outcome is an HTTP status with the `{data, error}` envelope. Does not rate-limit (see
 * handleLeadSubmission).
 */
export async function submitLead(ctx: LeadContext, functionName: LeadFunctionName, body: unknown): Promise<LeadOutcome> {
  if (!isPlainObject(body)) return failure(400, API_MESSAGES.notAnObject);
  const now = ctx.now?.() ?? new Date();
  const parsed = (await parserFor(ctx))(functionName, body);

  if (honeypotFilled(body[HONEYPOT_FIELD])) {
    // Looks like success to the bot; nothing is stored, no seat taken, no mail queued.
    ctx.logger.info({ functionName }, "honeypot filled; submission discarded");
    const draft = parsed.ok ? parsed.value.draft : null;
    return success(
      draft
        ? draftReceipt(ctx.env, randomUUID(), draft, bookingStart(draft), null)
        : { id: randomUUID(), kind: leadKindOf(functionName), functionName },
    );
  }

  if (!parsed.ok) return failure(422, API_MESSAGES.invalid, parsed.fields);
  let { draft, meta } = parsed.value;

  if (meta.idempotencyKey) {
    // The common double submit: answer from the stored lead without rendering anything.
    const existing = await findLeadByIdempotencyKey(ctx.db, meta.idempotencyKey);
    if (existing) return success(storedReceipt(ctx.env, existing.lead, existing.booking));
  }

  const startsAt = bookingStart(draft);
  if (startsAt && startsAt.getTime() <= now.getTime()) return failure(422, API_MESSAGES.invalid, { time: messages.timePassed });

  // A campaign landing page's lead keeps the page's campaign, and its default UTM values where the address had none.
  const landing = await landingAttribution(ctx.db, meta.sourcePage);
  if (landing) {
    const typedUtm = Object.fromEntries(Object.entries(meta.utm ?? {}).filter((entry) => Boolean(entry[1])));
    draft = { ...draft, details: { ...draft.details, campaignName: landing.campaign } };
    meta = { ...meta, utm: { ...landing.utmDefaults, ...typedUtm } };
  }

  // A booking takes a seat others could have had: one network gets a few a day, whatever function
  // or e-mail address it uses.
  const perIp = startsAt ? bookingsPerIpLimiter(ctx) : null;
  if (perIp) {
    const verdict = await perIp.consume(ctx.clientIp);
    if (verdict.limited) return { ...failure(429, API_MESSAGES.bookingsPerIp), retryAfterSeconds: verdict.retryAfterSeconds };
  }

  let stored = false;
  try {
    // The hosts' calendars as they are now, read before the transaction (decision 043).
    if (draft.booking) await freshenCalendarsFor(ctx.db, ctx.env, draft.booking.meetingType, now, ctx.logger);
    const id = randomUUID();
    const manageToken = startsAt ? newManageToken() : null;
    const booking =
      startsAt && manageToken
        ? {
            id: randomUUID(),
            startsAt,
            inviteUid: newInviteUid(),
            sequence: 0,
            manageToken,
            manageTokenHash: hashManageToken(manageToken),
            visitorTimeZone: draft.booking?.visitorTimeZone ?? null,
          }
        : null;
    const created = leadCreatedEvent(ctx.env, {
      id,
      kind: draft.kind,
      functionName: draft.functionName,
      firstName: draft.firstName,
      lastName: draft.lastName,
      email: draft.email,
      company: draft.company,
      phone: draft.phone,
      createdAt: now,
      booking:
        booking && draft.booking
          ? { id: booking.id, meetingType: draft.booking.meetingType, startsAt: booking.startsAt, durationMinutes: draft.booking.durationMinutes }
          : null,
    });
    const outcome = await storeLead(
      ctx.db,
      {
        id,
        draft,
        meta,
        booking,
        composeEmails: (host) => composeLeadEmails({ leadId: id, draft, meta, booking, host, receivedAt: now }, ctx.env),
        emailStatus: ctx.env.SMTP_URL ? "pending" : "held",
        visitorMailCaps: { perAddress: ctx.env.VISITOR_MAIL_PER_ADDRESS, perDay: ctx.env.VISITOR_MAIL_PER_DAY },
        receivedAt: now,
        webhooks: { settings: ctx.env, events: [created] },
        ...(manageToken ? { reminders: { env: ctx.env, manageToken } } : {}),
      },
      { env: ctx.env, bookingsPerEmail: ctx.env.BOOKINGS_PER_EMAIL, now },
    );
    stored = outcome.status === "stored";

    if (outcome.status === "slot-full") return failure(409, API_MESSAGES.slotFull, { time: messages.slotFull });
    if (outcome.status === "not-offered") return failure(422, API_MESSAGES.invalid, { time: messages.timeNotOffered });
    if (outcome.status === "too-soon") return failure(422, API_MESSAGES.invalid, { time: messages.tooSoon(noticeText(ctx.env.BOOKING_MIN_NOTICE)) });
    if (outcome.status === "email-limit") {
      // 422, not 409: the booking forms read 409 as "that time was just taken".
      const message = messages.bookingsPerEmail(ctx.env.BOOKINGS_PER_EMAIL);
      return failure(422, message, { email: message });
    }
    if (outcome.status === "duplicate") {
      // A concurrent submit with the same key won the race; answer what it stored.
      const existing = await findLeadByIdempotencyKey(ctx.db, meta.idempotencyKey!);
      if (existing) return success(storedReceipt(ctx.env, existing.lead, existing.booking));
      return failure(503, API_MESSAGES.unavailable);
    }
    // visitorMail says whether the visitor's copy went out, was capped, or is suppressed (a bounced address).
    ctx.logger.info({ functionName, leadId: id, kind: draft.kind, visitorMail: outcome.visitorMail }, "lead stored");
    if (outcome.visitorMail === "address-cap" || outcome.visitorMail === "daily-cap") {
      // The visitor sees the usual success: telling them would tell an abuser the cap works.
      ctx.logger.warn(
        { functionName, leadId: id, cap: outcome.visitorMail === "address-cap" ? "VISITOR_MAIL_PER_ADDRESS" : "VISITOR_MAIL_PER_DAY" },
        "visitor e-mail cap reached: lead stored and sales notified, the visitor's e-mail was not queued",
      );
    }
    return success(draftReceipt(ctx.env, id, draft, startsAt, manageToken));
  } finally {
    // No booking stored (a full slot, an address at its cap, a replay, an error): the day's count
    // gets its point back.
    if (perIp && !stored) {
      await perIp.refund(ctx.clientIp).catch((err: unknown) => ctx.logger.warn({ err }, "could not return a booking count"));
    }
  }
}

/**
 * Everything a public form submission goes through, for callers outside the HTTP API (a React
 * Router action handling a no-JS form post): the per-IP rate limit, then submitLead. Unexpected
 * failures (the database is down) become a 503 answer, never an exception.
 *
 *   const outcome = await handleLeadSubmission(context, "send-contact-email", formDataToLeadBody(await readFormBody(request)));
 *   if (outcome.body.error) return data(outcome.body.error, { status: outcome.status });
 */
export async function handleLeadSubmission(
  ctx: LeadContext,
  functionName: LeadFunctionName,
  body: unknown,
): Promise<LeadOutcome> {
  try {
    const verdict = await consumeRateLimit(ctx, functionName, ctx.clientIp);
    if (verdict.limited) return { ...failure(429, API_MESSAGES.rateLimited), retryAfterSeconds: verdict.retryAfterSeconds };
    return await submitLead(ctx, functionName, body);
  } catch (error) {
    ctx.logger.error({ err: error, functionName }, "lead submission failed");
    return failure(503, API_MESSAGES.unavailable);
  }
}

/**
 * A form post (application/x-www-form-urlencoded or multipart) → the JSON body the functions
 * take: text fields as they are, utm_* fields gathered into `utm`, files ignored.
 */
export function formDataToLeadBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const utm: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    // Files are not part of any lead; an empty key means "none" (the form had no script to make one).
    if (typeof value !== "string" || (key === "idempotencyKey" && value === "")) continue;
    if ((UTM_KEYS as readonly string[]).includes(key)) utm[key] = value;
    else body[key] = value;
  }
  if (Object.keys(utm).length > 0) body.utm = utm;
  return body;
}

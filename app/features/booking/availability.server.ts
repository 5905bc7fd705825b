// GET /api/availability: for one New York calendar day and one kind of meeting, the slots on
// offer and whether a booking can still take each; GET /api/availability?days: which days from
// today to the horizon have any open slot (the date picker). Both ask the one offer of
// app/features/scheduling/slot-offer.server.ts that bookings are then held to. A day beyond the
// booking horizon is refused like the booking itself would be (422).
import { meetings } from "#app/config/site.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { parseCalendarDate, toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import type { MeetingKind } from "#app/features/scheduling/host-rules.ts";
import { offerForDay, openDays, type MeetingShape, type OfferEnv, type OfferMode } from "#app/features/scheduling/slot-offer.server.ts";
import { slotLabel } from "#app/features/scheduling/slots.ts";
import { messages } from "#app/features/leads/lead-rules.ts";

type SlotAvailability = {
  /** The slot label the forms send, e.g. "11:00 AM" (Eastern time). */
  time: string;
  startsAt: string;
  open: boolean;
  /** Free hosts or seats (0 when full; none is offered for past slots or closed days either). */
  remaining: number;
};

export type Availability = {
  date: string;
  timeZone: typeof meetings.timeZone;
  /** hosts: the slots are the times someone works; seats: the configured list (BOOKING_SLOTS). */
  mode: OfferMode;
  kind: MeetingKind;
  durationMinutes: number;
  capacity: number;
  /** False on weekends and past days: no slot is open. */
  bookable: boolean;
  slots: SlotAvailability[];
};

type Context = { env: OfferEnv; db: DbExecutor; now?: () => Date };
type Query = Record<string, unknown>;
type Answer<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/** The lengths each kind of meeting comes in; the first is the kind's usual one. */
const LENGTHS: Record<MeetingKind, readonly number[]> = {
  demo: [meetings.demoMinutes, meetings.landingDemoMinutes],
  discovery: [meetings.discoveryMinutes],
};

function shapeOf(query: Query): Answer<MeetingShape> {
  const kind = query.kind ?? "demo";
  if (kind !== "demo" && kind !== "discovery") return { ok: false, fields: { kind: 'Must be "demo" or "discovery".' } };
  const lengths = LENGTHS[kind];
  const minutes = query.minutes === undefined ? lengths[0]! : Number(query.minutes);
  if (!lengths.includes(minutes)) return { ok: false, fields: { minutes: `A ${kind} lasts ${lengths.join(" or ")} minutes.` } };
  return { ok: true, data: { kind, minutes } };
}

export async function getAvailability(ctx: Context, query: Query): Promise<Answer<Availability>> {
  const dateText = query.date;
  const date = typeof dateText === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? parseCalendarDate(dateText) : null;
  if (!date) return { ok: false, fields: { date: messages.isoDate } };
  const shape = shapeOf(query);
  if (!shape.ok) return shape;

  const offer = await offerForDay({ db: ctx.db, env: ctx.env, now: ctx.now?.() ?? new Date() }, date, shape.data);
  if (!offer) return { ok: false, fields: { date: messages.dateBeyondHorizon(ctx.env.BOOKING_HORIZON_DAYS) } };
  return {
    ok: true,
    data: {
      date: toIsoDate(date),
      timeZone: meetings.timeZone,
      mode: offer.mode,
      kind: shape.data.kind,
      durationMinutes: shape.data.minutes,
      capacity: ctx.env.SLOT_CAPACITY,
      bookable: offer.bookable,
      slots: offer.slots.map((slot) => ({
        time: slotLabel(slot.minutes),
        startsAt: slot.startsAt.toISOString(),
        open: slot.open,
        remaining: slot.remaining,
      })),
    },
  };
}

export type OpenDays = { mode: OfferMode; kind: MeetingKind; durationMinutes: number; days: { date: string; open: boolean }[] };

export async function getOpenDays(ctx: Context, query: Query): Promise<Answer<OpenDays>> {
  const shape = shapeOf(query);
  if (!shape.ok) return shape;
  const { mode, days } = await openDays({ db: ctx.db, env: ctx.env, now: ctx.now?.() ?? new Date() }, shape.data);
  return { ok: true, data: { mode, kind: shape.data.kind, durationMinutes: shape.data.minutes, days } };
}

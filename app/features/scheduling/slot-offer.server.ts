// What visitors are offered (decision 043), the one answer behind /api/availability, the date
// picker and every booking path. With hosts: a half hour of the Eastern day is open when at least
// one host who takes that kind of meeting can take it (host-availability.ts), at least
// BOOKING_MIN_NOTICE ahead. Without hosts: a configured slot (BOOKING_SLOTS) is open while one of
// SLOT_CAPACITY seats is free for the meeting's whole length. Weekends and days beyond the horizon
// are closed either way.
import type { Env } from "#app/env.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { addDays, bookableDayRefusal, newYorkInstant, todayInNewYork, toIsoDate, type CalendarDate } from "./calendar-date.ts";
import { canTake, type HostTime } from "./host-availability.ts";
import type { MeetingKind } from "./host-rules.ts";
import { holdsDuring, type Hold } from "./holds.server.ts";
import { hostsTakeMeetings, loadHostRules, loadHostTimes } from "./hosts.server.ts";
import { minutesLong, overlaps, within, type Interval } from "./intervals.ts";
import { HOST_SLOT_GRID } from "./slots.ts";

export type OfferEnv = Pick<Env, "BOOKING_SLOTS" | "SLOT_CAPACITY" | "BOOKING_HORIZON_DAYS" | "BOOKING_MIN_NOTICE">;
export type OfferContext = { db: DbExecutor; env: OfferEnv; now: Date };
/** The meeting being booked: its kind and length. */
export type MeetingShape = { kind: MeetingKind; minutes: number };

export type SlotOffer = {
  /** Minutes after midnight, Eastern. */
  minutes: number;
  startsAt: Date;
  open: boolean;
  /** Free hosts, or free seats, for a meeting starting then. */
  remaining: number;
};

export type DayOffer = { date: CalendarDate; bookable: boolean; slots: SlotOffer[] };

/** Everything an offer over a span of days is computed from, read once. */
type OfferData =
  | { mode: "hosts"; hosts: HostTime[]; earliest: number }
  | { mode: "seats"; seatHolds: Hold[]; capacity: number; slots: readonly number[]; earliest: number };

export type OfferMode = OfferData["mode"];

const DAY = 86_400_000;

async function loadOfferData(ctx: OfferContext, shape: MeetingShape, span: Interval): Promise<OfferData> {
  if (await hostsTakeMeetings(ctx.db)) {
    const rules = await loadHostRules(ctx.db, { kind: shape.kind });
    return { mode: "hosts", hosts: await loadHostTimes(ctx.db, rules, span), earliest: ctx.now.getTime() + ctx.env.BOOKING_MIN_NOTICE };
  }
  return {
    mode: "seats",
    seatHolds: await holdsDuring(ctx.db, span, "seat"),
    capacity: ctx.env.SLOT_CAPACITY,
    slots: ctx.env.BOOKING_SLOTS,
    // Without hosts a meeting may start at any time still to come, as before hosts existed.
    earliest: ctx.now.getTime() + 1,
  };
}

/** Seats with no hold overlapping the meeting. */
function freeSeats(data: Extract<OfferData, { mode: "seats" }>, meeting: Interval): number {
  const taken = new Set(data.seatHolds.filter((hold) => overlaps(hold, meeting)).map((hold) => hold.holder));
  return Math.max(0, data.capacity - taken.size);
}

/** A day's slots one by one, so a caller who needs only the first open one stops there. */
function* slotsOn(data: OfferData, date: CalendarDate, shape: MeetingShape, bookable: boolean): Generator<SlotOffer> {
  const grid = data.mode === "hosts" ? HOST_SLOT_GRID : data.slots;
  for (const minutes of grid) {
    const startsAt = newYorkInstant(date, minutes);
    const meeting = minutesLong(startsAt, shape.minutes);
    // With hosts, only the times someone works are listed at all; taken ones show as full.
    if (data.mode === "hosts" && !data.hosts.some((host) => within(meeting, host.working))) continue;
    let remaining = 0;
    if (bookable && meeting.start >= data.earliest) {
      const ask = { kind: shape.kind, start: meeting.start, minutes: shape.minutes };
      remaining = data.mode === "hosts" ? data.hosts.filter((host) => canTake(host, ask)).length : freeSeats(data, meeting);
    }
    yield { minutes, startsAt, open: remaining > 0, remaining };
  }
}

const offerOn = (data: OfferData, date: CalendarDate, shape: MeetingShape, bookable: boolean): DayOffer => ({
  date,
  bookable,
  slots: [...slotsOn(data, date, shape, bookable)],
});

function hasOpenSlot(data: OfferData, date: CalendarDate, shape: MeetingShape): boolean {
  for (const slot of slotsOn(data, date, shape, true)) if (slot.open) return true;
  return false;
}

const daySpan = (first: CalendarDate, last: CalendarDate): Interval => ({
  start: newYorkInstant(first, 0).getTime(),
  end: newYorkInstant(addDays(last, 1), 0).getTime() + DAY,
});

/** One Eastern day's slots and which are open; null for a day beyond the horizon. */
export async function offerForDay(ctx: OfferContext, date: CalendarDate, shape: MeetingShape): Promise<(DayOffer & { mode: OfferMode }) | null> {
  const refusal = bookableDayRefusal(date, { today: todayInNewYork(ctx.now), horizonDays: ctx.env.BOOKING_HORIZON_DAYS });
  if (refusal === "beyond-horizon") return null;
  const data = await loadOfferData(ctx, shape, daySpan(date, date));
  return { mode: data.mode, ...offerOn(data, date, shape, refusal === null) };
}

/** Each day from today to the horizon, and whether any slot of it is open: what the date picker offers. */
export async function openDays(ctx: OfferContext, shape: MeetingShape): Promise<{ mode: OfferMode; days: { date: string; open: boolean }[] }> {
  const window = { today: todayInNewYork(ctx.now), horizonDays: ctx.env.BOOKING_HORIZON_DAYS };
  const last = addDays(window.today, window.horizonDays);
  const data = await loadOfferData(ctx, shape, daySpan(window.today, last));
  const days = [];
  for (let date = window.today; toIsoDate(date) <= toIsoDate(last); date = addDays(date, 1)) {
    const bookable = bookableDayRefusal(date, window) === null;
    days.push({ date: toIsoDate(date), open: bookable && hasOpenSlot(data, date, shape) });
  }
  return { mode: data.mode, days };
}

// GET /api/availability: for one New York calendar day, every configured slot and whether a
// booking can still take it (a weekday, not in the past, a free seat). A day beyond the booking
// horizon is refused like the booking itself would be (422).
import type { Database } from "#db/index.ts";
import { meetings } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { bookableDayRefusal, newYorkInstant, parseCalendarDate, todayInNewYork, toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { slotLabel } from "#app/features/scheduling/slots.ts";
import { takenSeats } from "#app/features/leads/lead-store.server.ts";
import { messages } from "#app/features/leads/lead-rules.ts";

type SlotAvailability = {
  /** The slot label the forms send, e.g. "11:00 AM" (Eastern time). */
  time: string;
  startsAt: string;
  open: boolean;
  /** Seats left (0 when full; seats are not offered for past slots or closed days either). */
  remaining: number;
};

export type Availability = {
  date: string;
  timeZone: typeof meetings.timeZone;
  capacity: number;
  /** False on weekends and past days: no slot is open. */
  bookable: boolean;
  slots: SlotAvailability[];
};

export async function getAvailability(
  ctx: { env: Pick<Env, "BOOKING_SLOTS" | "SLOT_CAPACITY" | "BOOKING_HORIZON_DAYS">; db: Database; now?: () => Date },
  dateText: unknown,
): Promise<{ ok: true; data: Availability } | { ok: false; fields: Record<string, string> }> {
  const date = typeof dateText === "string" && /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? parseCalendarDate(dateText) : null;
  if (!date) return { ok: false, fields: { date: messages.isoDate } };

  const now = ctx.now?.() ?? new Date();
  const capacity = ctx.env.SLOT_CAPACITY;
  const refusal = bookableDayRefusal(date, { today: todayInNewYork(now), horizonDays: ctx.env.BOOKING_HORIZON_DAYS });
  if (refusal === "beyond-horizon") return { ok: false, fields: { date: messages.dateBeyondHorizon(ctx.env.BOOKING_HORIZON_DAYS) } };
  const bookable = refusal === null;
  const starts = ctx.env.BOOKING_SLOTS.map((minutes) => ({ minutes, startsAt: newYorkInstant(date, minutes) }));
  const taken = bookable && starts.length > 0 ? await takenSeats(ctx.db, starts[0]!.startsAt, starts.at(-1)!.startsAt) : new Map<number, number>();

  const slots = starts.map(({ minutes, startsAt }) => {
    const remaining = bookable && startsAt > now ? Math.max(0, capacity - (taken.get(startsAt.getTime()) ?? 0)) : 0;
    return { time: slotLabel(minutes), startsAt: startsAt.toISOString(), open: remaining > 0, remaining };
  });
  return { ok: true, data: { date: toIsoDate(date), timeZone: meetings.timeZone, capacity, bookable, slots } };
}

// Meeting dates are calendar days in Eastern time. Forms send them as long ("Monday, December 1,
// 2026"), medium ("Dec 1, 2026") or ISO ("2026-12-01") text; this reads all three.
import { instantAt, wallClock } from "#app/lib/dates.ts";

export type CalendarDate = { year: number; month: number; day: number };

const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];

/** "December", "Dec" or "Sept" → 12 / 12 / 9; 0 when it is no month. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => month === lower || month.slice(0, 3) === lower || (lower === "sept" && month === "september"));
  return index + 1;
}

function valid(date: CalendarDate): CalendarDate | null {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return probe.getUTCFullYear() === date.year && probe.getUTCMonth() === date.month - 1 && probe.getUTCDate() === date.day
    ? date
    : null;
}

export function parseCalendarDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(trimmed);
  if (iso) return valid({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  // Optional weekday, month name, day, year: "Monday, December 1, 2026" or "Dec 1, 2026".
  const named = /^(?:[A-Za-z]+,\s*)?([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(trimmed);
  if (!named) return null;
  const month = monthNumber(named[1]!);
  if (month === 0) return null;
  return valid({ year: Number(named[3]), month, day: Number(named[2]) });
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function isWeekend({ year, month, day }: CalendarDate): boolean {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Today's date in New York, whatever the machine's own zone. */
export function todayInNewYork(now: Date = new Date()): CalendarDate {
  const { year, month, day } = wallClock(now);
  return { year, month, day };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The UTC instant of a wall-clock time in New York on that day (DST-aware). */
export function newYorkInstant(date: CalendarDate, minutesAfterMidnight: number): Date {
  return instantAt(date, minutesAfterMidnight);
}

export function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const probe = new Date(Date.UTC(year, month - 1, day + days));
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() };
}

/** How many days ahead a meeting may be booked when BOOKING_HORIZON_DAYS does not say. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;

/** What decides whether a day can be booked: today in New York and the booking horizon. */
export type BookingWindow = { today: CalendarDate; horizonDays: number };

/** The last day a meeting may be booked: today plus the horizon. */
export const lastBookableDay = ({ today, horizonDays }: BookingWindow) => addDays(today, horizonDays);

/** Why a day cannot be booked, or null when it can. */
export type DayRefusal = "past" | "beyond-horizon" | "weekend";

/**
 * The bookable day, the one rule every booking path asks (the schema, availability, the calendar):
 * a weekday, from today to today + the horizon in New York.
 */
export function bookableDayRefusal(date: CalendarDate, window: BookingWindow): DayRefusal | null {
  if (compareDates(date, window.today) < 0) return "past";
  if (compareDates(date, lastBookableDay(window)) > 0) return "beyond-horizon";
  if (isWeekend(date)) return "weekend";
  return null;
}

export const isBookableDay = (date: CalendarDate, window: BookingWindow) => bookableDayRefusal(date, window) === null;

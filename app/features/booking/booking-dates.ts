// The date forms keep as ISO text ("2026-12-01") and the three shapes they send it in:
// Book a Meeting the long form with weekday, the landing page the medium form, solution pages ISO.
import { compareDates, isWeekend, parseCalendarDate, todayInNewYork, type CalendarDate } from "./calendar-date.ts";

const asUtc = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

/**
 * A formatter made on its first use. Building the first Intl formatter of a page loads the
 * browser's locale and time-zone data, a long task on a phone; most visits never format a date.
 */
function formatterOnDemand(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }));
}

const longFormat = formatterOnDemand({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const mediumFormat = formatterOnDemand({ month: "short", day: "numeric", year: "numeric" });

/** "2026-12-01" → "Tuesday, December 1, 2026"; "" when it is no date. */
export function formatLongDate(iso: string): string {
  const date = parseCalendarDate(iso);
  return date ? longFormat().format(asUtc(date)) : "";
}

/** "2026-12-01" → "Dec 1, 2026"; "" when it is no date. */
export function formatMediumDate(iso: string): string {
  const date = parseCalendarDate(iso);
  return date ? mediumFormat().format(asUtc(date)) : "";
}

/** A calendar widget's local Date (its own wall-clock day) as a calendar day. */
export function fromPickerDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A calendar day as the calendar widget's local Date, at noon so no zone shift changes the day. */
export function toPickerDate({ year, month, day }: CalendarDate): Date {
  return new Date(year, month - 1, day, 12);
}

/** Whether a meeting may be booked on that day: a weekday, today or later in New York. */
export function isBookableDay(date: CalendarDate, today: CalendarDate = todayInNewYork()): boolean {
  return !isWeekend(date) && compareDates(date, today) >= 0;
}

// The date forms keep as ISO text ("2026-12-01") and the shapes they send it in: Book a Meeting
// the long form with weekday, the landing page the medium form, solution pages ISO.
import { formatCalendarDay } from "#app/lib/dates.ts";
import { parseCalendarDate, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";

/** A booking day as people read it: "Tuesday, December 1, 2026" or "Dec 1, 2026"; "" when it is no date. */
export function formatBookingDay(text: string, style: "weekday" | "medium" = "weekday"): string {
  const date = parseCalendarDate(text);
  return date ? formatCalendarDay(toIsoDate(date), style) : "";
}

/** A calendar widget's local Date (its own wall-clock day) as a calendar day. */
export function fromPickerDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A calendar day as the calendar widget's local Date, at noon so no zone shift changes the day. */
export function toPickerDate({ year, month, day }: CalendarDate): Date {
  return new Date(year, month - 1, day, 12);
}

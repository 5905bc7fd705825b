// A host's working hours as instants: each day of their own calendar, in their own zone, that is
// not a day off, read through their weekly hours. A zone's DST change moves the instants, never the
// wall-clock hours a host wrote.
import { instantAt, wallClock } from "#app/lib/dates.ts";
import { addDays, toIsoDate, type CalendarDate } from "./calendar-date.ts";
import type { HostRules } from "./host-rules.ts";
import { merge, type Interval } from "./intervals.ts";

/** The calendar day an instant falls on in a zone, as ISO text. */
export function dayIn(timeZone: string, instant: number): string {
  const { year, month, day } = wallClock(new Date(instant), timeZone);
  return toIsoDate({ year, month, day });
}

const isoWeekday = ({ year, month, day }: CalendarDate) => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return String(weekday === 0 ? 7 : weekday);
};

export const isDayOff = (host: Pick<HostRules, "daysOff">, isoDay: string) =>
  host.daysOff.some((off) => off.firstDay <= isoDay && isoDay <= off.lastDay);

/**
 * The host's working spans that touch `range`, days off left out, joined where they touch (09:00-12:00
 * and 12:00-17:00, or Monday until midnight and Tuesday from it, hold a meeting across the join).
 */
export function workingSpans(host: Pick<HostRules, "timeZone" | "weeklyHours" | "daysOff">, range: Interval): Interval[] {
  const spans: Interval[] = [];
  // A day before and after: a zone far from UTC has working hours on the neighbouring UTC days.
  const first = wallClock(new Date(range.start - 86_400_000), host.timeZone);
  let day: CalendarDate = { year: first.year, month: first.month, day: first.day };
  for (let guard = 0; guard < 800; guard++, day = addDays(day, 1)) {
    const start = instantAt(day, 0, host.timeZone).getTime();
    if (start > range.end + 86_400_000) break;
    if (isDayOff(host, toIsoDate(day))) continue;
    for (const [from, to] of host.weeklyHours[isoWeekday(day)] ?? []) {
      const span = { start: instantAt(day, from, host.timeZone).getTime(), end: instantAt(day, to, host.timeZone).getTime() };
      if (span.start < range.end && range.start < span.end) spans.push(span);
    }
  }
  return merge(spans);
}

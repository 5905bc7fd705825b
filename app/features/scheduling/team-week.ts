// The team's week as the Availability page shows it: per host, per day of one week in the viewer's
// chosen zone, their working hours, days off, calendar busy times and booked meetings, each as words
// ("Busy 10:00 AM–11:00 AM"), so the table reads without its colours. Pure: the page's loader hands
// it what loadHostTimes read over the week.
import { formatCalendarDay, formatInstant, instantAt, isWorkingYear, wallClock } from "#app/lib/dates.ts";
import { addDays, parseCalendarDate, toIsoDate, type CalendarDate } from "./calendar-date.ts";
import type { HostTime } from "./host-availability.ts";
import { merge, type Interval } from "./intervals.ts";

const WEEK_DAYS = 7;

export type WeekEntry = { kind: "hours" | "none" | "off" | "busy" | "booked"; text: string };
type WeekCell = { day: string; entries: WeekEntry[] };
type WeekRow = { adminId: string; name: string; timeZone: string; cells: WeekCell[] };
export type TeamWeek = {
  timeZone: string;
  /** The Monday, and the Mondays before and after, as ISO dates (the page's ?week=). */
  week: string;
  previous: string;
  next: string;
  days: Array<{ day: string; label: string }>;
  rows: WeekRow[];
};

const isoWeekday = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;

/** The Monday of the week `?week=` names (any day of it), or of this week in the zone. */
export function weekMonday(param: string | null, timeZone: string, now: Date): CalendarDate {
  const asked = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? parseCalendarDate(param) : null;
  const day = asked && isWorkingYear(asked.year) ? asked : wallClock(now, timeZone);
  const date = { year: day.year, month: day.month, day: day.day };
  return addDays(date, 1 - isoWeekday(date));
}

/** The instants the week spans in the zone (a DST change makes one day 23 or 25 hours). */
export const weekRange = (monday: CalendarDate, timeZone: string): Interval => ({
  start: instantAt(monday, 0, timeZone).getTime(),
  end: instantAt(addDays(monday, WEEK_DAYS), 0, timeZone).getTime(),
});

const clip = (spans: readonly Interval[], cell: Interval) =>
  spans.filter((span) => span.start < cell.end && cell.start < span.end).map((span) => ({ start: Math.max(span.start, cell.start), end: Math.min(span.end, cell.end) }));

/** "9:00 AM–5:00 PM" in the zone; a span running to the day's end ends at "midnight". */
function spanText(span: Interval, cell: Interval, timeZone: string) {
  const end = span.end >= cell.end ? "midnight" : formatInstant(new Date(span.end), "time", timeZone);
  return `${formatInstant(new Date(span.start), "time", timeZone)}–${end}`;
}

/** A host's days off as instants: from the first day's midnight to the one after the last, in their zone. */
function offSpans(host: HostTime): Interval[] {
  const { timeZone, daysOff } = host.rules;
  return merge(
    daysOff.map(({ firstDay, lastDay }) => ({
      start: instantAt(parseCalendarDate(firstDay)!, 0, timeZone).getTime(),
      end: instantAt(addDays(parseCalendarDate(lastDay)!, 1), 0, timeZone).getTime(),
    })),
  );
}

function cellEntries(host: HostTime, off: Interval[], cell: Interval, timeZone: string): WeekEntry[] {
  const text = (span: Interval) => spanText(span, cell, timeZone);
  const offHere = clip(off, cell);
  const entries: WeekEntry[] = [
    ...offHere.map((span): WeekEntry => ({ kind: "off", text: span.start === cell.start && span.end === cell.end ? "Off all day" : `Off ${text(span)}` })),
    ...clip(host.working, cell).map((span): WeekEntry => ({ kind: "hours", text: `Hours ${text(span)}` })),
    ...clip(host.busy, cell).map((span): WeekEntry => ({ kind: "busy", text: `Busy ${text(span)}` })),
    ...host.meetings
      .filter((meeting) => cell.start <= meeting.start && meeting.start < cell.end)
      .sort((a, b) => a.start - b.start)
      // The held time has the host's buffers around the meeting; the meeting itself is what was booked.
      .map((meeting): WeekEntry => ({ kind: "booked", text: `Booked ${text({ start: meeting.start, end: meeting.held.end - host.rules.bufferAfterMinutes * 60_000 })}` })),
  ];
  return entries.length > 0 ? entries : [{ kind: "none", text: "No working hours" }];
}

/** The week's table: a row per host (by name), a cell per day, in `timeZone`. */
export function teamWeek(hosts: readonly HostTime[], monday: CalendarDate, timeZone: string): TeamWeek {
  const dates = Array.from({ length: WEEK_DAYS }, (_, index) => addDays(monday, index));
  const cells = dates.map((date) => ({
    day: toIsoDate(date),
    span: { start: instantAt(date, 0, timeZone).getTime(), end: instantAt(addDays(date, 1), 0, timeZone).getTime() },
  }));
  const rows = [...hosts]
    .sort((a, b) => a.rules.name.localeCompare(b.rules.name))
    .map((host): WeekRow => {
      const off = offSpans(host);
      return {
        adminId: host.rules.adminId,
        name: host.rules.name,
        timeZone: host.rules.timeZone,
        cells: cells.map(({ day, span }) => ({ day, entries: cellEntries(host, off, span, timeZone) })),
      };
    });
  return {
    timeZone,
    week: toIsoDate(monday),
    previous: toIsoDate(addDays(monday, -WEEK_DAYS)),
    next: toIsoDate(addDays(monday, WEEK_DAYS)),
    days: cells.map(({ day }) => ({ day, label: formatCalendarDay(day, "shortDay") })),
    rows,
  };
}

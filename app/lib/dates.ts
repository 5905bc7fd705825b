// Every date and time the site shows is formatted here, in US English. An instant (a post's
// publication, a meeting's start) is shown as seen in one named zone, Eastern time unless told
// otherwise, so the server's render and the browser's hydration agree. A calendar day
// ("2025-09-24") has no zone and is shown as written.
import { meetings } from "#app/config/site.ts";

const EASTERN_TIME_ZONE = meetings.timeZone;

const DAY_STYLES = {
  /** "September 24, 2025" */
  long: { month: "long", day: "numeric", year: "numeric" },
  /** "Tuesday, December 1, 2026" */
  weekday: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  /** "Dec 1, 2026" */
  medium: { month: "short", day: "numeric", year: "numeric" },
  /** "June 2025" */
  monthYear: { month: "long", year: "numeric" },
  /** "Oct 13, 2025, 11:00 AM" */
  mediumWithTime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "2:30 PM EST" */
  timeWithZone: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "2:30 PM" */
  time: { hour: "numeric", minute: "2-digit" },
  /** "Tue, Dec 1" */
  shortDay: { weekday: "short", month: "short", day: "numeric" },
  /** The parts of a wall clock, read by `wallClock`. */
  parts: { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DAY_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formatters are made on first use and kept: building a page's first one loads the browser's
 * locale and time-zone data, a long task on a phone, and most visits never format a date.
 */
function formatter(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { ...DAY_STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** An instant as seen in a zone (Eastern by default); narrow spaces become plain ones for mail. */
export function formatInstant(instant: Date | string, style: DateStyle, timeZone: string = EASTERN_TIME_ZONE): string {
  return formatter(style, timeZone).format(new Date(instant)).replace(/\u202f/g, " ");
}

/** A calendar day written "YYYY-MM-DD" (a longer ISO text is cut to its day), never shifted by a zone. */
export function formatCalendarDay(isoDate: string, style: DateStyle = "long"): string {
  return formatInstant(`${isoDate.slice(0, 10)}T00:00:00Z`, style, "UTC");
}

/** "Oct 13, 2025, 11:00 AM ET": the admin's lists, in Eastern time as bookings are sold. */
export const formatEastern = (instant: Date | string) => `${formatInstant(instant, "mediumWithTime")} ET`;

/** The viewer's own time zone, e.g. "Europe/Berlin" (in the browser). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant in the viewer's own time zone, "Oct 13, 2025, 11:00 AM CEST" (in the browser). */
export function viewerLocalTime(instant: string): string {
  const zone = viewerTimeZone();
  return `${formatInstant(instant, "mediumWithTime", zone)} ${formatInstant(instant, "timeWithZone", zone).split(" ").pop()}`;
}

/** "Monday, November 30, 2026 at 2:30 PM EST": a meeting's start in full. */
export function formatDateTime(instant: Date | string, timeZone: string = EASTERN_TIME_ZONE): string {
  return `${formatInstant(instant, "weekday", timeZone)} at ${formatInstant(instant, "timeWithZone", timeZone)}`;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** What a clock on the wall in that zone shows at an instant. */
export function wallClock(instant: Date = new Date(), timeZone: string = EASTERN_TIME_ZONE): WallClock {
  const parts = formatter("parts", timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** The instant at which a zone's wall clock shows that day and time (DST-aware). */
export function instantAt(
  day: { year: number; month: number; day: number },
  minutesAfterMidnight: number,
  timeZone: string = EASTERN_TIME_ZONE,
): Date {
  const wanted = Date.UTC(day.year, day.month - 1, day.day, 0, minutesAfterMidnight);
  // Guess, see what the zone's clock shows then, correct by the difference; twice settles DST edges.
  let guess = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}

/**
 * The years an admin filter or paging link may name. The database refuses some years JavaScript
 * takes (0, 10000); anything outside this span is a typo or a probe, and is ignored.
 */
export const isWorkingYear = (year: number) => year >= 2000 && year <= 2100;

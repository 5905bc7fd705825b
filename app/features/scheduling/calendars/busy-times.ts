// Busy times from iCalendar text (an iCal feed, or the objects of a CalDAV calendar): the spans of
// a range in which a host's calendar says they are busy. ical.js parses and expands recurrences
// (RRULE, RDATE, EXDATE, RECURRENCE-ID); this module decides what counts as busy and turns times
// into instants: opaque events are busy; transparent ("free") and cancelled ones are not, nor is a
// cancelled occurrence; a date without a time (an all-day event) and a floating time are read on the
// host's own clock. The work is bounded, whatever a calendar holds.
import ICAL from "ical.js";
import { merge, type Interval } from "#app/features/scheduling/intervals.ts";
import { CalendarError } from "./calendar-error.ts";
import { ianaZone, instantOf, ZonedCalendar, type IanaZone } from "./ical-zones.ts";

const DAY_MS = 24 * 60 * 60_000;

export type BusyLimits = {
  /** Events (VEVENT components, overrides included) one calendar text may hold. */
  events: number;
  /** Occurrences of one recurring event walked through before the range ends. */
  occurrencesPerEvent: number;
  /** Occurrences walked through in all. */
  occurrences: number;
};

/**
 * Far more than years of a busy salesperson's calendar hold (daily and weekly series are walked
 * from just before the range, whenever they began). Going over fails the read, and the last known
 * busy times stand, rather than leave out what was not read.
 */
export const BUSY_LIMITS: BusyLimits = { events: 50_000, occurrencesPerEvent: 20_000, occurrences: 200_000 };

const NOT_ICALENDAR = "This is not an iCalendar feed.";

/** Parses calendar text into its VCALENDAR components, or says in words why it cannot. */
function parseCalendars(text: string): ICAL.Component[] {
  // A login page or an error page served with status 200 is the usual wrong answer.
  const body = text.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new CalendarError("CALENDAR_FORMAT", NOT_ICALENDAR);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(body);
  } catch {
    throw new CalendarError("CALENDAR_FORMAT", "The calendar could not be read: it is not valid iCalendar.");
  }
  // One VCALENDAR parses to its jCal array; several to an array of them.
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list.map((jcal) => new ZonedCalendar(jcal as unknown[])).filter((component) => component.name === "vcalendar");
  if (calendars.length === 0) throw new CalendarError("CALENDAR_FORMAT", NOT_ICALENDAR);
  return calendars;
}

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : "");

/**
 * Whether an event blocks time: not cancelled, not transparent, and not marked free by Outlook's
 * own property (which its feeds carry beside TRANSP).
 */
function blocksTime(event: ICAL.Component): boolean {
  if (upper(event.getFirstPropertyValue("status")) === "CANCELLED") return false;
  if (upper(event.getFirstPropertyValue("transp")) === "TRANSPARENT") return false;
  const outlook = upper(event.getFirstPropertyValue("x-microsoft-cdo-busystatus"));
  return outlook !== "FREE" && outlook !== "WORKINGELSEWHERE";
}

/**
 * How long each occurrence of an event lasts (RFC 5545 §3.8.5.3): DTEND gives an exact length,
 * DURATION a nominal one whose days and weeks follow the clock (a day across a DST change is 23 or
 * 25 hours) and whose hours are exact; all-day dates count in days. Without either, a date lasts a
 * day and a date-time no time at all (§3.6.1).
 */
type Length = { days: number; exactMs: number };

function lengthOf(event: ICAL.Component, start: ICAL.Time, startMs: number, local: IanaZone): Length {
  const end = event.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time) {
    if (start.isDate) return { days: Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY_MS), exactMs: 0 };
    return { days: 0, exactMs: instantOf(end, local) - startMs };
  }
  const duration = event.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const sign = duration.isNegative ? -1 : 1;
    return { days: sign * (duration.weeks * 7 + duration.days), exactMs: sign * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) * 1000 };
  }
  return { days: start.isDate ? 1 : 0, exactMs: 0 };
}

function endOf(start: ICAL.Time, startMs: number, length: Length, local: IanaZone): number {
  if (length.days === 0) return startMs + length.exactMs;
  const wall = start.clone();
  wall.adjust(length.days, 0, 0, 0);
  return instantOf(wall, local) + length.exactMs;
}

/** Collects busy spans clipped to the range. */
class BusyCollector {
  readonly spans: Interval[] = [];
  constructor(readonly range: Interval) {}

  add(start: number, end: number): void {
    if (end <= this.range.start || start >= this.range.end) return;
    this.spans.push({ start: Math.max(start, this.range.start), end: Math.min(end, this.range.end) });
  }

  /** Whether nothing at or after this time can fall in the range (occurrences come in order). */
  isPast(time: ICAL.Time): boolean {
    // A floating time's Unix reading is off by the host's offset at most, well under a day.
    return time.toUnixTime() * 1000 >= this.range.end + DAY_MS;
  }
}

type Context = { busy: BusyCollector; local: IanaZone; limits: BusyLimits; walked: number };

const isRangeOverride = (override: ICAL.Component) => upper(override.getFirstProperty("recurrence-id")?.getParameter("range")) === "THISANDFUTURE";

/** The instants of a property's times (EXDATE, RECURRENCE-ID…). */
const instantsOf = (component: ICAL.Component, name: string, local: IanaZone) =>
  component
    .getAllProperties(name)
    .flatMap((property) => property.getValues())
    .flatMap((time) => (time instanceof ICAL.Time ? [instantOf(time, local)] : []));

/**
 * Where to start walking a daily or weekly series: its DTSTART moved forward by whole periods to
 * before the range, with room for an occurrence's length, so a series begun years ago costs what
 * its occurrences in the range cost. Whole periods keep every later occurrence and the weeks'
 * alignment; a COUNT counts from the very first occurrence, so such a series is walked from there.
 */
function walkFrom(component: ICAL.Component, start: ICAL.Time, length: Length, rangeStart: number): ICAL.Time | undefined {
  const rules = component.getAllProperties("rrule");
  const rule = rules.length === 1 ? rules[0]!.getFirstValue() : null;
  if (!(rule instanceof ICAL.Recur) || rule.count || (rule.freq !== "DAILY" && rule.freq !== "WEEKLY")) return undefined;
  const period = (rule.freq === "DAILY" ? 1 : 7) * Math.max(1, rule.interval || 1);
  const margin = 2 + period + Math.max(0, length.days) + Math.ceil(Math.max(0, length.exactMs) / DAY_MS);
  const startDay = Date.UTC(start.year, start.month - 1, start.day) / DAY_MS;
  const periods = Math.floor((Math.floor(rangeStart / DAY_MS) - margin - startDay) / period);
  if (periods <= 0) return undefined;
  const moved = start.clone();
  moved.adjust(periods * period, 0, 0, 0);
  return moved;
}

/**
 * The occurrences of a recurring event, in order until the range ends. One in `excluded` (an
 * EXDATE, or replaced by an override, by instant) is left out or to its override; one that a
 * RANGE=THISANDFUTURE override shifts takes its new times and that override's status.
 */
function addOccurrences(event: ICAL.Event, from: ICAL.Time | undefined, length: Length, excluded: Set<number>, shifted: boolean, context: Context): void {
  const { busy, local, limits } = context;
  const expansion = event.iterator(from);
  let walked = 0;
  for (let next = expansion.next(); next; next = expansion.next()) {
    if (busy.isPast(next)) return;
    if (++walked > limits.occurrencesPerEvent || ++context.walked > limits.occurrences) {
      throw new CalendarError("CALENDAR_TOO_LARGE", "The calendar's repeating events have too many occurrences before the dates bookings need; it cannot be read.");
    }
    const startMs = instantOf(next, local);
    if (excluded.has(startMs)) continue;
    const details = shifted ? event.getOccurrenceDetails(next) : null;
    if (details && details.item !== event) {
      if (blocksTime(details.item.component)) busy.add(instantOf(details.startDate, local), instantOf(details.endDate, local));
      continue;
    }
    busy.add(startMs, endOf(next, startMs, length, local));
  }
}

/** One event's busy spans: its own, or every occurrence of a series but the overridden ones. */
function addEvent(component: ICAL.Component, overrides: ICAL.Component[], context: Context): void {
  if (!blocksTime(component)) return;
  const start = component.getFirstPropertyValue("dtstart");
  if (!(start instanceof ICAL.Time)) return;
  const { busy, local } = context;
  const startMs = instantOf(start, local);
  const length = lengthOf(component, start, startMs, local);
  const event = new ICAL.Event(component, { exceptions: overrides });
  if (!event.isRecurring()) {
    busy.add(startMs, endOf(start, startMs, length, local));
    return;
  }
  // ical.js applies EXDATEs too, but only in step with the occurrences it walks from the start.
  const excluded = new Set([...instantsOf(component, "exdate", local), ...overrides.flatMap((override) => instantsOf(override, "recurrence-id", local))]);
  // RFC 5545 §3.8.5.2: DTSTART is always the first occurrence; ical.js leaves it out of a series
  // made of RDATEs alone.
  if (!component.hasProperty("rrule") && !excluded.has(startMs)) busy.add(startMs, endOf(start, startMs, length, local));
  addOccurrences(event, walkFrom(component, start, length, busy.range.start), length, excluded, overrides.some(isRangeOverride), context);
}

/** "2026-03-10" of a property's unparsed value ("2026-03-10T09:00:00", "2026-03-10"), if any. */
const rawDay = (component: ICAL.Component, name: string) => {
  const value: unknown = component.getFirstProperty(name)?.jCal[3];
  return typeof value === "string" ? value.slice(0, 10) : null;
};

/**
 * Whether a single event surely lies outside the range, by the days of its unparsed DTSTART and
 * DTEND with two days to spare for zones: most of a feed of years is past, and reading its times
 * is most of the work.
 */
function surelyOutside(vevent: ICAL.Component, days: { first: string; last: string }): boolean {
  if (["rrule", "rdate", "duration", "recurrence-id"].some((name) => vevent.hasProperty(name))) return false;
  const start = rawDay(vevent, "dtstart");
  const end = rawDay(vevent, "dtend") ?? start;
  return start !== null && end !== null && (end < days.first || start > days.last);
}

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** The events of one VCALENDAR, each series with its overrides (they share a UID). */
function addCalendar(calendar: ICAL.Component, context: Context): void {
  const series = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
  const standalone: ICAL.Component[] = [];
  const days = { first: isoDay(context.busy.range.start - 2 * DAY_MS), last: isoDay(context.busy.range.end + 2 * DAY_MS) };
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    if (surelyOutside(vevent, days)) continue;
    const uid = vevent.getFirstPropertyValue("uid");
    const entry = typeof uid === "string" ? (series.get(uid) ?? { overrides: [] }) : null;
    if (!entry) standalone.push(vevent);
    else if (vevent.hasProperty("recurrence-id")) entry.overrides.push(vevent);
    else if (entry.master) standalone.push(vevent);
    else entry.master = vevent;
    if (entry) series.set(uid as string, entry);
  }
  for (const { master, overrides } of series.values()) {
    if (master) addEvent(master, overrides, context);
    // Each override is an occurrence of its own, wherever it moved it (into the range or out of
    // it), and one without its series (an invitation to a single occurrence) stands alone.
    for (const override of overrides) addEvent(override, [], context);
  }
  for (const vevent of standalone) addEvent(vevent, [], context);
}

/**
 * The busy spans of iCalendar text within `range`, merged. `timeZone` is the host's IANA zone, in
 * which all-day events and floating times are read. Throws a CalendarError (in words) when the text
 * is no iCalendar, cannot be read, or goes over `limits`.
 */
export function busyTimes(text: string, timeZone: string, range: Interval, limits: BusyLimits = BUSY_LIMITS): Interval[] {
  const local = ianaZone(timeZone);
  if (!local) throw new Error(`unknown time zone ${timeZone}`);
  const context: Context = { busy: new BusyCollector(range), local, limits, walked: 0 };
  const calendars = parseCalendars(text);
  const events = calendars.reduce((sum, calendar) => sum + calendar.getAllSubcomponents("vevent").length, 0);
  if (events > limits.events) {
    throw new CalendarError("CALENDAR_TOO_LARGE", `The calendar holds more than ${limits.events.toLocaleString("en-US")} events; it cannot be read.`);
  }
  for (const calendar of calendars) {
    try {
      addCalendar(calendar, context);
    } catch (error) {
      if (error instanceof CalendarError) throw error;
      // ical.js throws on a value it cannot read (a date such as 2026-02-30, an RRULE without FREQ).
      throw new CalendarError("CALENDAR_FORMAT", "An event in the calendar could not be read: it is not valid iCalendar.");
    }
  }
  return merge(context.busy.spans);
}

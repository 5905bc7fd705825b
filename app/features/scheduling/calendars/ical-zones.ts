// Time zones for ical.js. It resolves a TZID through the calendar's own VTIMEZONE, then through its
// global TimezoneService (empty but for UTC), and reads anything else as floating time (as if UTC).
// RFC 5545 wants a VTIMEZONE for every TZID, but producers skip it for IANA names (Google's
// event-level zones, some CalDAV servers' objects), so a calendar read here also knows the zones of
// the platform: ical.js then places those times itself, recurrence and DST included, with offsets
// read from Intl (the runtime's tz database).
import ICAL from "ical.js";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A wall-clock reading: what ical.js's Time holds. */
type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const wallAsUtc = (wall: Wall) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** A zone as ical.js uses it, its offsets computed by Intl instead of VTIMEZONE rules. */
export class IanaZone extends ICAL.Timezone {
  readonly #format: Intl.DateTimeFormat;

  constructor(tzid: string) {
    super({ tzid });
    this.#format = new Intl.DateTimeFormat("en-US", {
      timeZone: tzid,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
  }

  /** Offsets at the start of each UTC day asked for: most times need no more than two of these. */
  readonly #daily = new Map<number, number>();

  /** Seconds east of UTC at an instant. */
  offsetAt(epochMs: number): number {
    const parts = this.#format.formatToParts(new Date(epochMs));
    const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
    return Math.round((shown - Math.floor(epochMs / 1000) * 1000) / 1000);
  }

  /**
   * The offset of a wall-clock time in this zone. Around a change the zone has two offsets: a time
   * that exists twice (the clock going back) takes the first, and a time the clock skipped takes
   * the offset before the gap, as RFC 5545 §3.3.5 says.
   */
  override utcOffset(time: Wall): number {
    const wall = wallAsUtc(time);
    // The offsets a day before and two days after the wall time's UTC day bound it: equal, they are
    // its offset (no zone changes twice in three days); different, the time is near a change.
    const day = Math.floor(wall / DAY_MS);
    const before = this.#offsetOnDay(day - 1);
    const after = this.#offsetOnDay(day + 2);
    if (before === after) return before;
    if (this.offsetAt(wall - before * 1000) === before) return before;
    if (this.offsetAt(wall - after * 1000) === after) return after;
    return before;
  }

  #offsetOnDay(day: number): number {
    let offset = this.#daily.get(day);
    if (offset === undefined) {
      offset = this.offsetAt(day * DAY_MS);
      this.#daily.set(day, offset);
    }
    return offset;
  }
}

const zones = new Map<string, IanaZone | null>();

/** The zone of that IANA name, or null when the runtime does not know it. */
export function ianaZone(name: string): IanaZone | null {
  let zone = zones.get(name);
  if (zone === undefined) {
    try {
      zone = new IanaZone(name);
    } catch {
      // Intl refuses names it does not know (RangeError): the time stays floating.
      zone = null;
    }
    zones.set(name, zone);
  }
  return zone;
}

/**
 * A VCALENDAR whose TZIDs resolve through its own VTIMEZONEs first, then through the platform's
 * IANA zones. ical.js asks the root component for every zoned time it reads and scans all of the
 * calendar's components on each miss, so the answers are kept, hits and misses alike: a feed of
 * thousands of events naming a zone it does not define is read in linear time.
 */
export class ZonedCalendar extends ICAL.Component {
  readonly #zones = new Map<string, ICAL.Timezone | null>();

  override getTimeZoneByID(tzid: string): ICAL.Timezone {
    let zone = this.#zones.get(tzid);
    if (zone === undefined) {
      zone = super.getTimeZoneByID(tzid) ?? ianaZone(tzid);
      this.#zones.set(tzid, zone);
    }
    // Null (no zone of that name anywhere) makes ical.js read the time as floating.
    return zone as ICAL.Timezone;
  }
}

/**
 * The instant of an ical.js time in epoch milliseconds. A date (an all-day value) is midnight in
 * `local`, and so is a floating time read there: both mean the day or hour on the host's own clock.
 */
export function instantOf(time: ICAL.Time, local: IanaZone): number {
  const floating = time.isDate || time.zone === ICAL.Timezone.localTimezone || time.zone?.tzid === "floating";
  if (!floating) return time.toUnixTime() * 1000;
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute, second: time.isDate ? 0 : time.second };
  return wallAsUtc(wall) - local.utcOffset(wall) * 1000;
}

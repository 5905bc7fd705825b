// The visitor's own time zone. Meetings are sold in Eastern time; a visitor whose clock shows
// another time sees theirs too ("11:00 AM ET · 5:00 PM your time"). The booking forms send the
// browser's zone with a booking; the server checks it here and keeps it for the e-mails.
import { formatInstant, wallClock } from "#app/lib/dates.ts";

/** An IANA name's shape ("Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC"); offsets are not zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
export const TIME_ZONE_MAX_LENGTH = 64;

/** The runtime's name for a zone it knows (validated with Intl), else null. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The browser's zone, when it says. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a clock in `zone` shows another time (or day) than New York's at that instant. */
export function showsOtherTime(instant: Date, zone: string | null | undefined): zone is string {
  if (!zone) return false;
  const theirs = wallClock(instant, zone);
  const ours = wallClock(instant);
  return theirs.hour !== ours.hour || theirs.minute !== ours.minute || theirs.day !== ours.day;
}

/** "5:00 PM", or "3:00 AM Wed, Dec 2" when the visitor's day is not New York's. */
export function visitorClock(instant: Date, zone: string): string {
  const time = formatInstant(instant, "time", zone);
  const theirs = wallClock(instant, zone);
  const ours = wallClock(instant);
  return theirs.day === ours.day ? time : `${time} ${formatInstant(instant, "shortDay", zone)}`;
}

/** "11:00 AM ET · 5:00 PM your time", or "11:00 AM ET" when the visitor's clock agrees (or is unknown). */
export function meetingTimeLine(instant: Date | string, zone: string | null | undefined): string {
  const start = new Date(instant);
  const eastern = `${formatInstant(start, "time")} ET`;
  return showsOtherTime(start, zone) ? `${eastern} · ${visitorClock(start, zone)} your time` : eastern;
}

/**
 * A meeting's time as e-mails write it: "2:30 PM EST (Eastern Time)", followed by
 * " · 8:30 PM your time (Europe/Berlin)" when the zone sent with the booking shows another time.
 * The zone is named because an e-mail may be read far from where the booking was made.
 */
export function mailTimeValue(instant: Date, zone: string | null | undefined): string {
  const eastern = `${formatInstant(instant, "timeWithZone")} (Eastern Time)`;
  return showsOtherTime(instant, zone) ? `${eastern} · ${visitorClock(instant, zone)} your time (${zone.replace(/_/g, " ")})` : eastern;
}

// When a booking's reminders leave (BOOKING_REMINDERS: durations before the start) and how they
// name the start. Pure, so the tests can move the clock.
import { formatInstant, wallClock } from "#app/lib/dates.ts";

export type ReminderTime = {
  /** How long before the start, in milliseconds (one of BOOKING_REMINDERS). */
  offsetMs: number;
  dueAt: Date;
};

/**
 * The reminders of a meeting starting at `startsAt` that are still to come at `now` (when it is
 * booked or moved), in the offsets' order (BOOKING_REMINDERS keeps them longest first). One whose
 * time has passed is left out rather than sent late: a "tomorrow" reminder an hour before the call
 * would only confuse.
 */
export function reminderTimes(startsAt: Date, offsetsMs: readonly number[], now: Date): ReminderTime[] {
  return offsetsMs
    .map((offsetMs) => ({ offsetMs, dueAt: new Date(startsAt.getTime() - offsetMs) }))
    .filter((time) => time.dueAt.getTime() > now.getTime());
}

/** The calendar day an instant falls on in a zone, as a number of days (comparable). */
function dayNumber(instant: Date, zone: string): number {
  const { year, month, day } = wallClock(instant, zone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The start as a reader sees it when a reminder reaches them: its day, when that near, and a phrase. */
export type StartPhrase = { day?: "today" | "tomorrow"; text: string };

/**
 * The start as a reader in `zone` sees it when the reminder reaches them at `readAt`: "today at
 * 2:30 PM EST", "tomorrow at 8:30 PM GMT+1", or "on Tuesday, December 1, 2026 at 2:30 PM EST".
 */
export function startPhrase(startsAt: Date, readAt: Date, zone: string): StartPhrase {
  const time = formatInstant(startsAt, "timeWithZone", zone);
  const days = dayNumber(startsAt, zone) - dayNumber(readAt, zone);
  if (days === 0) return { day: "today", text: `today at ${time}` };
  if (days === 1) return { day: "tomorrow", text: `tomorrow at ${time}` };
  return { text: `on ${formatInstant(startsAt, "weekday", zone)} at ${time}` };
}

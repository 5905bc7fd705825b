// A booking as its holder sees it: GET /api/bookings/<token>, the answers to a reschedule or a
// cancellation, and the booking's page all use this shape (ARCHITECTURE.md "Booking management").
import type { meetings } from "#app/config/site.ts";
import type { CalendarLinks } from "#app/features/scheduling/calendar-links.ts";

export type BookingView = {
  kind: "demo" | "discovery";
  /** "AI Trust Score demo" */
  title: string;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
  durationMinutes: number;
  status: "confirmed" | "cancelled";
  /** The meeting has started: it can no longer be moved or cancelled. */
  past: boolean;
  /** The meeting is over (start plus length): its link to join is no more use. */
  ended: boolean;
  /** The zone meetings are sold in. */
  timeZone: typeof meetings.timeZone;
  /** The visitor's zone as sent with the booking, else null. */
  visitorTimeZone: string | null;
  /** "Tuesday, December 1, 2026" and "2:30 PM EST", in Eastern time. */
  date: string;
  time: string;
  cancelledAt: string | null;
  /** The booking's current invite (a CANCEL once cancelled). */
  inviteUrl: string;
  /** Add to calendar; null once cancelled. */
  calendar: CalendarLinks | null;
  /** Who runs the meeting and their video room, when the team has hosts (decision 043). */
  host: { name: string; meetingUrl: string | null } | null;
};

/**
 * Longest reason kept with a change; it reaches the sales team, never the visitor's e-mail. It lives
 * here, not with the change schema, so the pages' reason fields do not load the validation library.
 */
export const REASON_MAX_LENGTH = 500;

/** Whether the booking can still be moved or cancelled. */
export const isChangeable = (booking: Pick<BookingView, "status" | "past">) => booking.status === "confirmed" && !booking.past;

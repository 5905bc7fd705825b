// A booked meeting as the visitor sees it after booking and on its page: when it is (Eastern time,
// and the visitor's own clock when it differs) and "Add to calendar" for the real booking.
import { CalendarPlus, Download, ExternalLink } from "lucide-react";
import { formatInstant } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import type { CalendarLinks } from "#app/features/scheduling/calendar-links.ts";
import { useRecalledBooking } from "./last-booking.ts";
import { useVisitorZone } from "./use-visitor-zone.ts";
import { meetingTimeLine } from "#app/features/scheduling/visitor-zone.ts";

/** "Tuesday, December 1, 2026 · 11:00 AM ET · 5:00 PM your time" */
export function MeetingWhen({
  start,
  zone,
  className,
}: {
  start: string;
  zone: string | null;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="font-medium">{formatInstant(start, "weekday")}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span data-testid="meeting-time">{meetingTimeLine(start, zone)}</span>
    </p>
  );
}

const linkClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Google Calendar, Outlook (work and personal) and the .ics file, all for this booking. */
export function AddToCalendar({
  calendar,
  className,
}: {
  calendar: CalendarLinks;
  className?: string;
}) {
  const external = [
    { label: "Google Calendar", href: calendar.google },
    { label: "Outlook", href: calendar.outlook },
    { label: "Outlook.com", href: calendar.outlookCom },
  ];
  return (
    <nav aria-label="Add to calendar" className={className}>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CalendarPlus aria-hidden="true" className="size-4 text-primary" />
        Add to calendar
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {external.map(({ label, href }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
        {calendar.ics && (
          <li>
            <a href={calendar.ics} download className={linkClass}>
              <Download aria-hidden="true" className="size-3.5" />
              Download .ics
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** What a booking confirmation needs of the lead API's receipt (LeadReceipt["booking"]). */
export type BookedReceipt = {
  meetingType: "demo" | "discovery";
  title: string;
  startsAt: string;
  durationMinutes: number;
  visitorTimeZone: string | null;
  manageUrl?: string;
  calendar: CalendarLinks;
};

/** The booking just made: when, add to calendar, and its page for changes. */
export function BookedMeeting({
  booking,
  className,
}: {
  booking: BookedReceipt;
  className?: string;
}) {
  const zone = useVisitorZone(booking.visitorTimeZone);
  return (
    <div
      className={cn("space-y-4 text-left", className)}
      data-testid="booked-meeting"
    >
      <div>
        <p className="text-sm text-muted-foreground">
          {booking.title}, {booking.durationMinutes} minutes
        </p>
        <MeetingWhen start={booking.startsAt} zone={zone} />
      </div>
      <AddToCalendar calendar={booking.calendar} />
      {booking.manageUrl && (
        <p className="text-sm">
          Plans changed?{" "}
          <a
            href={booking.manageUrl}
            className="font-medium text-primary underline underline-offset-4"
          >
            Reschedule or cancel this booking
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * What stays on the page after a booking's confirmation (the overlay or toast is gone): the
 * meeting, add to calendar, its page, and the thank-you page with what happens next.
 */
export function BookingConfirmedPanel({
  booking,
  onDismiss,
}: {
  booking: BookedReceipt;
  onDismiss: () => void;
}) {
  const nextSteps =
    booking.meetingType === "discovery"
      ? "/thank-you-discovery"
      : "/thank-you-demo";
  return (
    <section
      aria-labelledby="booking-confirmed-title"
      className="mb-6 rounded-lg border border-emerald-600/40 bg-emerald-50/60 p-4 sm:p-5"
    >
      <h4 id="booking-confirmed-title" className="font-semibold">
        Your meeting is booked
      </h4>
      <BookedMeeting booking={booking} className="mt-2" />
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href={nextSteps}
          className="font-medium text-primary underline underline-offset-4"
        >
          What happens next
        </a>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          Book another meeting
        </button>
      </div>
    </section>
  );
}

/** On a thank-you page reached from a booking: that booking, with "Add to calendar". */
export function RecalledBooking({ kind }: { kind?: BookedReceipt["meetingType"] }) {
  const booking = useRecalledBooking(kind);
  if (!booking) return null;
  return (
    <section aria-labelledby="your-booking-title" className="mx-auto mt-10 max-w-xl rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="your-booking-title" className="text-lg font-semibold">
        Your booking
      </h2>
      <BookedMeeting booking={booking} className="mt-2" />
    </section>
  );
}


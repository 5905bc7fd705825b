// /bookings/<token>: a booking's own page, linked from its e-mails. The token is the only key, so
// the page is never indexed, cached or named in a Referer, and the log shows no token (server/app.ts).
import { CalendarX2 } from "lucide-react";
import { data, Link } from "react-router";
import { brand } from "#app/config/site.ts";
import { readBooking } from "#app/features/booking/booking-lifecycle.server.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { ManageBookingIsland } from "#app/features/booking/manage-booking-island.tsx";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/bookings";

// The site's headers already carry a Referrer-Policy; the page's own (stricter) one is its meta tag,
// which governs every request the document makes.
export const BOOKING_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** Server HTML plus the enhancer; the booking and its panels are an island (decision 032). */
export const handle = withoutHydration;

export const headers: Route.HeadersFunction = () => BOOKING_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Your booking | ${brand.name}` },
  { name: "description", content: `Reschedule or cancel your meeting with the ${brand.name} team.` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await readBooking(
    { env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp },
    params.token,
  );
  const schedule = bookingSchedule(context.env);
  if (outcome.body.data) return data({ token: params.token, booking: outcome.body.data, schedule, message: null });
  // Unknown link, too many unknown links, or the database is away: the page says so with the
  // API's status (never a 5xx page of its own) and no booking.
  return data(
    { token: params.token, booking: null, schedule, message: outcome.body.error.message },
    { status: outcome.status, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {} },
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { token, booking, schedule, message } = loaderData;
  if (booking) return <ManageBookingIsland token={token} initial={booking} schedule={schedule} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <CalendarX2 aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Booking not found</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <Link to="/book-demo" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Book a meeting
      </Link>
    </div>
  );
}

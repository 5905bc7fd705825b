import { useLocation } from "react-router";
import { MeetingBookingPage } from "#app/features/booking/meeting-booking-page.tsx";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import type { Route } from "./+types/book-demo";
import { brand } from "#app/config/site.ts";

export const handle = withoutHydration;

// Serves /book-demo and /schedule; both name /book-demo as canonical.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Book a Meeting | ${brand.name} AI Trust Score Demo or Discovery Call`,
    description:
      "Book a personalised 30-minute AI Trust Score demo with a free AI Security Risk Audit, or a 15-minute discovery call with our AI security team.",
    path: "/book-demo",
  });

export function loader({ context }: Route.LoaderArgs) {
  return { schedule: bookingSchedule(context.env) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return <MeetingBookingPage schedule={loaderData.schedule} search={search} />;
}

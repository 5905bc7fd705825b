import { LandingDemoPage } from "#app/features/booking/landing-demo-page.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/demo.redport";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the demo form is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Book a Demo with a Free AI Trust Score Audit | ${brand.name}`,
    description:
      "Book a 45-minute AI Trust Score demo and get a free AI Trust Score audit worth $5,000, a custom risk report and an implementation roadmap.",
    path: "/demo/redport",
  });

export function loader({ context }: Route.LoaderArgs) {
  return { schedule: bookingSchedule(context.env) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LandingDemoPage schedule={loaderData.schedule} />;
}

import { Island } from "#app/islands/island.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { LandingDemoForm } from "./landing-demo-form.tsx";

/**
 * The landing page's demo form as an island (app/islands/): on a page that does not hydrate it
 * becomes live when the visitor first uses it; a submit meanwhile is sent once it is.
 */
export function LandingDemoFormIsland({ schedule }: { schedule: BookingSchedule }) {
  return <Island name="landing-demo-form" component={LandingDemoForm} props={{ schedule }} />;
}

// What the landing pages' routes (/lp/<slug>, /demo/redport) load: the page live at the address,
// or the site's 404, with what its forms need.
import { data, type AppLoadContext } from "react-router";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { liveLandingPage } from "#app/features/site-content/public.server.ts";

export async function loadLandingPage(context: AppLoadContext, slug: string) {
  const page = await liveLandingPage(context.db, slug);
  if (!page) throw data(null, { status: 404 });
  // The contact form's key for a post without JavaScript, as on /contact-us.
  return { page, schedule: bookingSchedule(context.env), idempotencyKey: crypto.randomUUID() };
}

// What the landing pages' routes (/lp/<slug>, /demo/redport) load and do: the page live at the
// address, or the site's 404, with what its forms need; and its contact form posted without
// JavaScript.
import { data, redirect, type AppLoadContext } from "react-router";
import { submitContactPost } from "#app/features/leads/form-post.server.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { landingPageTakingPosts, liveLandingPage, type LandingPage } from "#app/features/site-content/public.server.ts";

/**
 * The page a post was answered on, by request (React Router hands the action and the loaders that
 * render its answer the same context): a page that ended since the visitor loaded it still shows
 * the answer to what they sent, though its address is otherwise the 404.
 */
const postedTo = new WeakMap<AppLoadContext, LandingPage>();

export async function loadLandingPage(context: AppLoadContext, slug: string) {
  const page = postedTo.get(context) ?? (await liveLandingPage(context.db, slug));
  if (!page) throw data(null, { status: 404 });
  // The contact form's key for a post without JavaScript, as on /contact-us.
  return { page, schedule: bookingSchedule(context.env), idempotencyKey: crypto.randomUUID() };
}

/**
 * A page's contact form posted without JavaScript to `path`, the page's address: stored as on
 * /contact-us, and a success goes on to the page's thank-you destination. Another form's page
 * answers 405; an address that is not the page's, 404.
 */
export async function landingPageAction(request: Request, context: AppLoadContext, slug: string, path: string) {
  const page = await landingPageTakingPosts(context.db, slug);
  if (!page || page.path !== path) throw data(null, { status: 404 });
  if (page.form !== "contact") throw data(null, { status: 405 });
  postedTo.set(context, page);
  const { result, status } = await submitContactPost(request, context);
  if (result.ok) return page.thankYou ? redirect(page.thankYou) : result;
  return data(result, { status });
}

import { data, redirect, type AppLoadContext } from "react-router";
import { brand } from "#app/config/site.ts";
import { submitContactPost } from "#app/features/leads/form-post.server.ts";
import { LandingPageView } from "#app/features/landing/landing-page.tsx";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { landingPageTakingPosts, liveLandingPage, type LandingPage } from "#app/features/site-content/public.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { DEFAULT_SOCIAL_CARD, SOCIAL_CARD_SIZE } from "#app/lib/social-cards.ts";
import type { Route } from "./+types/lp";

/** Server HTML plus the enhancer; the page's form is an island. */
export const handle = withoutHydration;

/**
 * The page a post was answered on, by request (React Router hands the action and the loaders that
 * render its answer the same context): a page that ended since the visitor loaded it still shows
 * the answer to what they sent, though its address is otherwise the 404.
 */
const postedTo = new WeakMap<AppLoadContext, LandingPage>();

/** A campaign landing page live now; any other address under /lp is the site's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = postedTo.get(context) ?? (await liveLandingPage(context.db, params.slug));
  if (!page) throw data(null, { status: 404 });
  // The contact form's key for a post without JavaScript, as on /contact-us.
  return { page, schedule: bookingSchedule(context.env), idempotencyKey: crypto.randomUUID() };
}

/** A page's contact form posted without JavaScript; a success goes on to the page's thank-you destination. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const page = await landingPageTakingPosts(context.db, params.slug);
  if (!page) throw data(null, { status: 404 });
  if (page.form !== "contact") throw data(null, { status: 405 });
  postedTo.set(context, page);
  const { result, status } = await submitContactPost(request, context);
  if (result.ok) return page.thankYou ? redirect(page.thankYou) : result;
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return pageMeta(matches, {
    title: `${page.headline} | ${brand.name}`,
    description: page.subheading,
    path: page.path,
    noindex: page.noindex,
    image: { url: DEFAULT_SOCIAL_CARD, ...SOCIAL_CARD_SIZE },
  });
};

export default function LandingPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LandingPageView {...loaderData} postResult={actionData} />;
}

import { data } from "react-router";
import { brand } from "#app/config/site.ts";
import { LandingPageView } from "#app/features/landing/landing-page.tsx";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { liveLandingPage } from "#app/features/site-content/public.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { DEFAULT_SOCIAL_CARD, SOCIAL_CARD_SIZE } from "#app/lib/social-cards.ts";
import type { Route } from "./+types/lp";

/** Server HTML plus the enhancer; the page's form is an island. */
export const handle = withoutHydration;

/** A campaign landing page live now; any other address under /lp is the site's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await liveLandingPage(context.db, params.slug);
  if (!page) throw data(null, { status: 404 });
  // The contact form's key for a post without JavaScript, as on /contact-us.
  return { page, schedule: bookingSchedule(context.env), idempotencyKey: crypto.randomUUID() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  const { page } = loaderData;
  return pageMeta(matches, {
    title: `${page.headline} | ${brand.name}`,
    description: page.subheading,
    path: location.pathname,
    noindex: page.noindex,
    image: { url: DEFAULT_SOCIAL_CARD, ...SOCIAL_CARD_SIZE },
  });
};

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  return <LandingPageView {...loaderData} />;
}

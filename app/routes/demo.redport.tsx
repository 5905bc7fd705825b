import { landingPageMeta } from "#app/features/landing/landing-meta.ts";
import { LandingPageView } from "#app/features/landing/landing-page.tsx";
import { landingPageAction, loadLandingPage } from "#app/features/landing/landing-route.server.ts";
import { REDPORT_SLUG } from "#app/features/site-content/collections.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/demo.redport";

/** Server HTML plus the enhancer; the demo form is an island. */
export const handle = withoutHydration;

/** The Redport partner's demo page: the landing page whose address is "redport", while it is live (else the site's 404). */
export function loader({ context }: Route.LoaderArgs) {
  return loadLandingPage(context, REDPORT_SLUG);
}

/** Its contact form posted without JavaScript, should an editor give the page that form. */
export function action({ request, context }: Route.ActionArgs) {
  return landingPageAction(request, context, REDPORT_SLUG, "/demo/redport");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => landingPageMeta(matches, loaderData?.page);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <LandingPageView {...loaderData} postResult={actionData} />;
}

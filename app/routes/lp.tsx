import { redirect } from "react-router";
import { landingPageMeta } from "#app/features/landing/landing-meta.ts";
import { LandingPageView } from "#app/features/landing/landing-page.tsx";
import { landingPageAction, loadLandingPage } from "#app/features/landing/landing-route.server.ts";
import { landingPath } from "#app/features/site-content/public.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/lp";

/** Server HTML plus the enhancer; the page's form is an island. */
export const handle = withoutHydration;

/**
 * A campaign landing page live now; any other address under /lp is the site's 404. The page kept at
 * another address (/demo/redport) is sent there for good, with the address's campaign values.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = landingPath(params.slug);
  if (path !== `/lp/${params.slug}`) throw redirect(`${path}${new URL(request.url).search}`, 301);
  return loadLandingPage(context, params.slug);
}

/** A page's contact form posted without JavaScript. */
export function action({ request, params, context }: Route.ActionArgs) {
  return landingPageAction(request, context, params.slug, `/lp/${params.slug}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => landingPageMeta(matches, loaderData?.page);

export default function LandingPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LandingPageView {...loaderData} postResult={actionData} />;
}

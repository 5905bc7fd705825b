import { data, redirect } from "react-router";
import { submitContactPost } from "#app/features/leads/form-post.server.ts";
import { landingPageMeta } from "#app/features/landing/landing-meta.ts";
import { LandingPageView } from "#app/features/landing/landing-page.tsx";
import { loadLandingPage } from "#app/features/landing/landing-route.server.ts";
import { landingPath, liveLandingPage } from "#app/features/site-content/public.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/lp";

/** Server HTML plus the enhancer; the page's form is an island. */
export const handle = withoutHydration;

/**
 * A campaign landing page live now; any other address under /lp is the site's 404. The page kept at
 * another address (/demo/redport) is sent there for good.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = landingPath(params.slug);
  if (path !== `/lp/${params.slug}`) throw redirect(path, 301);
  return loadLandingPage(context, params.slug);
}

/** A page's contact form posted without JavaScript; a success goes on to the page's thank-you destination. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const page = await liveLandingPage(context.db, params.slug);
  if (!page || page.path !== `/lp/${params.slug}`) throw data(null, { status: 404 });
  if (page.form !== "contact") throw data(null, { status: 405 });
  const { result, status } = await submitContactPost(request, context);
  if (result.ok) return page.thankYou ? redirect(page.thankYou) : result;
  return data(result, { status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => landingPageMeta(matches, loaderData?.page);

export default function LandingPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LandingPageView {...loaderData} postResult={actionData} />;
}

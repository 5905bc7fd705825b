import { Outlet, useRouteLoaderData } from "react-router";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import { errorPageMeta, errorStatus, refusalMessage, SiteErrorPage } from "#app/components/layout/site-error-page.tsx";
import { liveAnnouncement } from "#app/features/site-content/public.server.ts";
import type { Route } from "./+types/marketing.layout";

/** What the chrome shows on every public page: the announcement bar on show now. */
export async function loader({ context }: Route.LoaderArgs) {
  return { announcement: await liveAnnouncement(context) };
}

const LAYOUT_ID = "routes/marketing.layout";

/**
 * A refused request's own headers (Allow on a 405) stay on the error
 * page's response; React Router hands them only to the boundary route's `headers`.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

/** An error shown by this layout's boundary gets its title here (the page's own meta is not rendered). */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorPageMeta(errorStatus(error)) : []);

/** Every public page, the not-found page included, sits inside the site's chrome. */
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome announcement={loaderData.announcement}>
      <Outlet />
    </SiteChrome>
  );
}

/** A public page that fails keeps the chrome around the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The layout's own data, when its loader answered (an error below it leaves that in place).
  const layout = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  return (
    <SiteChrome announcement={layout?.announcement ?? null}>
      <SiteErrorPage status={errorStatus(error)} message={refusalMessage(error)} error={error} />
    </SiteChrome>
  );
}

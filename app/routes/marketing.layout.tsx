import { Outlet } from "react-router";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import { errorPageMeta, errorStatus, refusalMessage, SiteErrorPage } from "#app/components/layout/site-error-page.tsx";
import type { Route } from "./+types/marketing.layout";

/**
 * A refused request's own headers (Allow on a 405) stay on the error
 * page's response; React Router hands them only to the boundary route's `headers`.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

/** An error shown by this layout's boundary gets its title here (the page's own meta is not rendered). */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorPageMeta(errorStatus(error)) : []);

/** Every public page, the not-found page included, sits inside the site's chrome. */
export default function MarketingLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A public page that fails keeps the chrome around the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <SiteErrorPage status={errorStatus(error)} message={refusalMessage(error)} error={error} />
    </SiteChrome>
  );
}

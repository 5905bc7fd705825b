import { Outlet } from "react-router";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import { errorStatus, SiteErrorPage } from "#app/components/layout/site-error-page.tsx";
import type { Route } from "./+types/marketing.layout";

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
      <SiteErrorPage status={errorStatus(error)} error={error} />
    </SiteChrome>
  );
}

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AnnouncementBanner } from "#app/components/layout/announcement-banner.tsx";
import { BackToTop } from "#app/components/layout/back-to-top.tsx";
import { CookieConsent } from "#app/components/layout/cookie-consent.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { ToastHost } from "#app/components/layout/toast-host.tsx";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL, cspNonce: context.cspNonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.cspNonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2a7a" />
        {/* With a precedence React sends the stylesheet ahead of the script preloads, so the
            render-blocking request goes out first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AnnouncementBanner />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <CookieConsent />
        <BackToTop />
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{status === 404 ? "404" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted-foreground">
        {status === 404
          ? "Oops! Page not found"
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}

import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { ToastHost } from "#app/components/layout/toast-host.tsx";
import { useDocumentHydrates } from "#app/lib/page-hydration.ts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// The CSP nonce stays out of loader data (which every .data response repeats): entry.server.tsx
// hands it to <ServerRouter>, and <Scripts>, <ScrollRestoration> and <Links> read it from there.
export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL };
}

/**
 * The HTML document around both applications: the public site (routes/marketing.layout.tsx, in
 * the site's chrome) and the admin (routes/admin.layout.tsx, with its own bar). Each puts its page
 * in <main id="main">, where the skip link leads.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useDocumentHydrates();
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
        {children}
        {hydrates && (
          <>
            <ToastHost />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

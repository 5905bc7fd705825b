import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { DocsPage } from "#app/features/docs/docs-page.tsx";
import { tableOfContents } from "#app/features/docs/content-model.ts";
import { docsContent } from "#app/features/docs/content.server.ts";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "#app/features/docs/gate.server.ts";
import { sidebarStateFromCookieHeader } from "#app/features/docs/sidebar-state.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/docs";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the drawer and the API search are islands (decision 032). */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `Documentation | ${brand.name}`,
    description: `${brand.name} platform documentation for customers: guides, integrations and deployment. Password required.`,
    path: "/docs",
    // The password screen may be indexed; the docs behind it may not.
    noindex: loaderData?.locked === false,
  });

export const headers: Route.HeadersFunction = docsRouteHeaders;

// The check happens here, on every request: without the cookie the page carries no docs text.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  return unlockedDocs({
    locked: false as const,
    content: docsContent,
    toc: tableOfContents(docsContent.sections),
    sidebar: sidebarStateFromCookieHeader(request.headers.get("Cookie")),
  });
}

export const action = ({ request, context }: Route.ActionArgs) => docsGateAction(request, context, "/docs");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <DocsGate title={`${brand.name} Documentation`} result={actionData} />;
  return <DocsPage content={loaderData.content} toc={loaderData.toc} initialSidebar={loaderData.sidebar} />;
}

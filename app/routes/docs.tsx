import { data } from "react-router";
import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { DocsPage } from "#app/features/docs/docs-page.tsx";
import {
  docsFileHeaders,
  docsGateAction,
  docsNotFound,
  docsRouteHeaders,
  hasDocsAccess,
  requireDocsAccess,
  safeNextPath,
  unlockedDocs,
} from "#app/features/docs/gate.server.ts";
import { docsPageView, findDocsMarkdown, findDocsPage, isMarkdownAddress } from "#app/features/docs/pages/pages.server.ts";
import { sidebarStateFromCookieHeader } from "#app/features/docs/sidebar-state.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/docs";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the drawer is an island (decision 032). */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // The password screen names no page: it looks the same at every docs address, real or not.
  const page = typeof loaderData === "object" && !loaderData.locked && loaderData.page.href !== "/docs" ? loaderData.page : undefined;
  return pageMeta(matches, {
    title: page ? `${page.title} | ${brand.name} Documentation` : `Documentation | ${brand.name}`,
    description: page?.description ?? `${brand.name} platform documentation for customers: guides, integrations and deployment. Password required.`,
    path: location.pathname,
    // The password screen may be indexed; the docs behind it may not.
    noindex: typeof loaderData === "object" ? !loaderData.locked : true,
  });
};

export const headers: Route.HeadersFunction = docsRouteHeaders;

// The check happens here, on every request: without the cookie the page carries no docs text.
// One module answers /docs and every /docs/<path> (app/config/pages.ts): the Markdown pages of
// content/docs/, and each page's Markdown at /docs/<its file>.md for assistants.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (isMarkdownAddress(pathname)) {
    await requireDocsAccess(request, context);
    const page = findDocsMarkdown(pathname);
    if (!page) throw docsNotFound();
    // A file, not a page: app/entry.server.tsx sends this text as it is.
    return data(page.markdown, { headers: docsFileHeaders("text/markdown; charset=utf-8") });
  }
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  const page = findDocsPage(pathname);
  if (!page) throw docsNotFound();
  return unlockedDocs({
    locked: false as const,
    page: docsPageView(page, context.env.DOCS_EDIT_URL),
    sidebar: sidebarStateFromCookieHeader(request.headers.get("Cookie")),
  });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  docsGateAction(request, context, safeNextPath(new URL(request.url).pathname) ?? "/docs");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // A page's Markdown is answered as a file before anything is drawn.
  if (typeof loaderData !== "object") return null;
  if (loaderData.locked) return <DocsGate title={`${brand.name} Documentation`} result={actionData} />;
  return <DocsPage page={loaderData.page} initialSidebar={loaderData.sidebar} />;
}

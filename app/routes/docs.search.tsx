import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "#app/features/docs/gate.server.ts";
import { DocsSearchPage } from "#app/features/docs/search/docs-search-page.tsx";
import { searchDocs } from "#app/features/docs/search/search-docs.ts";
import { docsSearchIndex } from "#app/features/docs/search/search-index.server.ts";
import { docsSearchHref } from "#app/features/docs/search/search-options.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { brand } from "#app/config/site.ts";
import type { Route } from "./+types/docs.search";

/** Server HTML plus the enhancer; the search box is an island (decision 032). */
export const handle = withoutHydration;

/** The results page shows this many; the search box fewer, with a link here for the rest. */
const RESULTS_SHOWN = 50;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Search the documentation | ${brand.name}`,
    description: `Search the ${brand.name} documentation and API reference. Password required.`,
    path: "/docs/search",
    // A page of results is never worth indexing, locked or not.
    noindex: true,
  });

export const headers: Route.HeadersFunction = docsRouteHeaders;

const queryOf = (request: Request) => new URL(request.url).searchParams.get("q") ?? "";

// The check happens here, on every request: without the cookie the page carries no docs text.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  return unlockedDocs({ locked: false as const, answer: searchDocs(docsSearchIndex(), queryOf(request), RESULTS_SHOWN) });
}

// Unlocking here returns to the same search.
export const action = ({ request, context }: Route.ActionArgs) => docsGateAction(request, context, docsSearchHref(queryOf(request)));

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <DocsGate title="Search the documentation" result={actionData} />;
  return <DocsSearchPage answer={loaderData.answer} />;
}

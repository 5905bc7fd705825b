import { ApiReference } from "#app/features/docs/api-reference.tsx";
import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { endpointGroups } from "#app/features/docs/api-catalogue.ts";
import { apiOverview, platformApi } from "#app/features/docs/endpoints.server.ts";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "#app/features/docs/gate.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/docs.api";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the drawer and the API search are islands (decision 032). */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `API Reference | ${brand.name}`,
    description: `The ${brand.name} platform API reference for customers, with a searchable list of endpoints. Password required.`,
    path: "/docs/api",
    // The password screen may be indexed; the docs behind it may not.
    noindex: loaderData?.locked === false,
  });

export const headers: Route.HeadersFunction = docsRouteHeaders;

// The check happens here, on every request: without the cookie the page carries no catalogue.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  return unlockedDocs({
    locked: false as const,
    overview: apiOverview,
    groups: endpointGroups(platformApi),
    query: new URL(request.url).searchParams.get("q") ?? "",
  });
}

export const action = ({ request, context }: Route.ActionArgs) => docsGateAction(request, context, "/docs/api");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <DocsGate title="API Reference" result={actionData} />;
  return <ApiReference overview={loaderData.overview} groups={loaderData.groups} initialQuery={loaderData.query} />;
}

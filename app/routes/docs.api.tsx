import { ApiReference } from "#app/features/docs/api-reference.tsx";
import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { endpointGroups } from "#app/features/docs/api-catalogue.ts";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { API_REFERENCE_PATH, API_REFERENCE_TITLE } from "#app/features/docs/openapi/model.ts";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "#app/features/docs/gate.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/docs.api";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the drawer and the API search are islands (decision 032). */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `${API_REFERENCE_TITLE} | ${brand.name}`,
    description: `The ${brand.name} platform API reference for customers, with a searchable list of endpoints. Password required.`,
    path: API_REFERENCE_PATH,
    // The password screen may be indexed; the docs behind it may not.
    noindex: loaderData?.locked === false,
  });

export const headers: Route.HeadersFunction = docsRouteHeaders;

const { reference } = docsBundle.api;
// Made once: every unlocked request sends the same list.
const groups = endpointGroups(reference);

// The check happens here, on every request: without the cookie the page carries no catalogue.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  return unlockedDocs({
    locked: false as const,
    version: reference.version,
    intro: reference.intro,
    groups,
    query: new URL(request.url).searchParams.get("q") ?? "",
  });
}

export const action = ({ request, context }: Route.ActionArgs) => docsGateAction(request, context, API_REFERENCE_PATH);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <DocsGate title={API_REFERENCE_TITLE} result={actionData} />;
  return <ApiReference version={loaderData.version} intro={loaderData.intro} groups={loaderData.groups} initialQuery={loaderData.query} />;
}

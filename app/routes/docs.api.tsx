import { ApiReference } from "~/components/docs/api-reference";
import { DocsGate } from "~/components/docs/docs-gate";
import { endpointGroups } from "~/features/docs/api-catalogue";
import { apiOverview, platformApi } from "~/features/docs/endpoints.server";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "~/features/docs/gate.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/docs.api";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "API Reference | Lumenguard",
    description: "The Lumenguard platform API reference for customers, with a searchable list of endpoints. Password required.",
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

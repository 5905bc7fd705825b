import { data } from "react-router";
import { ApiOperation } from "#app/features/docs/api-operation.tsx";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { DocsGate } from "#app/features/docs/docs-gate.tsx";
import { docsGateAction, docsRouteHeaders, hasDocsAccess, unlockedDocs } from "#app/features/docs/gate.server.ts";
import { API_REFERENCE_TITLE, operationHref, operationPage } from "#app/features/docs/openapi/model.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/docs.api.operation";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer (decision 032): the responses fold natively, the copy buttons are the enhancer's. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    // Locked, the page names no operation: the password screen says only that this is the reference.
    title: loaderData?.locked === false ? `${loaderData.page.operation.summary} | ${API_REFERENCE_TITLE} | ${brand.name}` : `${API_REFERENCE_TITLE} | ${brand.name}`,
    description: `An operation of the ${brand.name} platform API reference. Password required.`,
    path: operationHref(params.operation),
    noindex: loaderData?.locked === false,
  });

export const headers: Route.HeadersFunction = docsRouteHeaders;

// Checked on every request, before the address is even looked up: a locked reader learns nothing,
// not even whether an operation exists.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!(await hasDocsAccess(request, context))) return { locked: true as const };
  const page = operationPage(docsBundle.api.reference, params.operation);
  if (!page) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } });
  return unlockedDocs({ locked: false as const, page });
}

// Back to the address the form was sent from, as requested (its parameter is not re-encoded).
export const action = ({ request, context }: Route.ActionArgs) => docsGateAction(request, context, new URL(request.url).pathname);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked) return <DocsGate title={API_REFERENCE_TITLE} result={actionData} />;
  return <ApiOperation page={loaderData.page} />;
}

import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { privateHeaders, requireDocsAccess } from "#app/features/docs/gate.server.ts";
import type { Route } from "./+types/docs.search-index";

// The search box's index (app/features/docs/search/), for unlocked readers only: private and never
// stored, like every docs answer. The JSON was made at build time; each answer sends it as it is.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDocsAccess(request, context);
  return new Response(docsBundle.search.index, {
    headers: { "Content-Type": "application/json; charset=utf-8", ...privateHeaders, "X-Robots-Tag": "noindex" },
  });
}

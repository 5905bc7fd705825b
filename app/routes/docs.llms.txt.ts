import { docsFileHeaders, requireDocsAccess } from "#app/features/docs/gate.server.ts";
import { docsLlmsTxt } from "#app/features/docs/pages/pages.server.ts";
import type { Route } from "./+types/docs.llms.txt";

/** The docs' index for assistants (llms.txt), behind the same password as the pages it lists. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDocsAccess(request, context);
  return new Response(docsLlmsTxt(context.env.SITE_URL), { headers: docsFileHeaders("text/plain; charset=utf-8") });
}

import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { requireDocsAccess } from "#app/features/docs/gate.server.ts";
import type { Route } from "./+types/docs.api.openapi.yaml";

/**
 * The OpenAPI document the reference is built from, as written, for tools and assistants (a
 * client generator, Postman, an assistant with the reader's cookie). Behind the docs password like
 * every docs file: a locked reader is sent to the password screen and brought back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDocsAccess(request, context);
  return new Response(docsBundle.api.document, {
    headers: {
      "Content-Type": "application/yaml; charset=utf-8",
      "Content-Disposition": 'inline; filename="openapi.yaml"',
      "Cache-Control": "private, no-store",
      Vary: "Cookie",
      "X-Robots-Tag": "noindex",
    },
  });
}

// TEMPORARY: the search engineer's adapter until the OpenAPI reference replaces this file at the
// merge. Today's catalogue (endpoints.server.ts) becomes search documents, one per operation, each
// opening the reference filtered to it; it returns nothing else of the reference.
import { endpointGroups } from "#app/features/docs/api-catalogue.ts";
import { platformApi } from "#app/features/docs/endpoints.server.ts";
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";

export type ApiReferenceBundle = { searchDocuments: SearchDocument[] };

export async function buildApiReference(_contentDir: string): Promise<ApiReferenceBundle> {
  const searchDocuments = endpointGroups(platformApi).flatMap((group) =>
    group.endpoints.map((endpoint): SearchDocument => {
      const href = `/docs/api?q=${encodeURIComponent(endpoint.name)}#${group.id}`;
      return {
        id: href,
        href,
        title: endpoint.name,
        section: group.title,
        text: `${endpoint.method.toUpperCase()} ${endpoint.path} ${endpoint.description}`,
        kind: "endpoint",
      };
    }),
  );
  return { searchDocuments };
}

// SKELETON (to be replaced by the OpenAPI reference): the API reference from its OpenAPI document.
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";

export type ApiReferenceBundle = { searchDocuments: SearchDocument[] };

export async function buildApiReference(_contentDir: string): Promise<ApiReferenceBundle> {
  return { searchDocuments: [] };
}

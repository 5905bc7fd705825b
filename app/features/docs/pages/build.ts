// SKELETON (to be replaced by the Markdown pipeline): the docs pages from content/docs/.
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";

export type DocsPagesBundle = { searchDocuments: SearchDocument[] };

export async function buildDocsPages(_contentDir: string): Promise<DocsPagesBundle> {
  return { searchDocuments: [] };
}

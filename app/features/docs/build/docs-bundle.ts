// Everything the docs serve, built once from the repository's files: the pages from content/docs/
// (Markdown with front matter), the API reference from its OpenAPI document, and the search index
// over both. Runs in Node at build time (and in the dev server and the tests) through the Vite
// plugin in scripts/vite/docs-bundle-plugin.ts; the server imports the result as `virtual:docs-bundle`.
import { buildApiReference, type ApiReferenceBundle } from "#app/features/docs/openapi/build.ts";
import { buildDocsPages, type DocsPagesBundle } from "#app/features/docs/pages/build.ts";
import { buildSearchIndex, type SearchBundle } from "#app/features/docs/search/build.ts";

export type DocsBundle = {
  pages: DocsPagesBundle;
  api: ApiReferenceBundle;
  search: SearchBundle;
};

export async function buildDocsBundle(contentDir: string): Promise<DocsBundle> {
  const pages = await buildDocsPages(contentDir);
  const api = await buildApiReference(contentDir);
  const search = buildSearchIndex([...pages.searchDocuments, ...api.searchDocuments]);
  return { pages, api, search };
}

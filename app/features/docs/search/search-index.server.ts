// The built index, loaded once per process on the first search (the results page searches on the
// server; the search box loads the same JSON in the browser).
import MiniSearch from "minisearch";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import type { SearchDocument } from "./search-document.ts";
import { searchIndexOptions } from "./search-options.ts";

let loaded: MiniSearch<SearchDocument> | undefined;

export function docsSearchIndex(): MiniSearch<SearchDocument> {
  loaded ??= MiniSearch.loadJSON<SearchDocument>(docsBundle.search.index, searchIndexOptions);
  return loaded;
}

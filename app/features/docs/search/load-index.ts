// The search box's index, fetched and loaded once per page on first use: MiniSearch and the docs
// text reach the browser only then, never with the page's first load.
import type MiniSearch from "minisearch";
import type { SearchDocument } from "./search-document.ts";
import { DOCS_SEARCH_INDEX_PATH, searchIndexOptions } from "./search-options.ts";

let loading: Promise<MiniSearch<SearchDocument>> | undefined;

async function fetchIndex(): Promise<string> {
  // A reader signed out meanwhile is sent to the password screen: that is no index.
  const response = await fetch(DOCS_SEARCH_INDEX_PATH, { redirect: "error", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The docs search index answered ${response.status}`);
  return response.text();
}

/** The same promise for every caller; after a failure, the next call tries again. */
export function loadDocsSearchIndex(): Promise<MiniSearch<SearchDocument>> {
  if (!loading) {
    loading = Promise.all([import("minisearch"), fetchIndex()]).then(([{ default: MiniSearchClass }, json]) =>
      MiniSearchClass.loadJSON<SearchDocument>(json, searchIndexOptions),
    );
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

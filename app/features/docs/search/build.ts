// The full-text index over every docs page's sections and every API operation, made once at build
// time (app/features/docs/build/docs-bundle.ts) and kept in the bundle as MiniSearch's serialised
// JSON: the server loads it for the results page and sends it, behind the gate, to the search box.
import MiniSearch from "minisearch";
import type { SearchDocument } from "./search-document.ts";
import { searchIndexOptions } from "./search-options.ts";

export type SearchBundle = {
  /** MiniSearch's toJSON, as a JSON string: what the browser fetches, byte for byte. */
  index: string;
  documentCount: number;
};

/** Line breaks and runs of spaces mean nothing to a match or an excerpt, and cost bytes in the index. */
const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

/** Throws on two documents with one id (MiniSearch's "duplicate ID"): an authoring error to stop the build. */
export function buildSearchIndex(documents: SearchDocument[]): SearchBundle {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents.map((document) => ({ ...document, text: collapseWhitespace(document.text) })));
  return { index: JSON.stringify(index), documentCount: index.documentCount };
}

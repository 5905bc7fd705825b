// SKELETON (to be replaced by the search index): the full-text index over every search document.
import type { SearchDocument } from "./search-document.ts";

export type SearchBundle = { documentCount: number };

export function buildSearchIndex(documents: SearchDocument[]): SearchBundle {
  return { documentCount: documents.length };
}

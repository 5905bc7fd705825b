// One search over the docs index, as the results page and the search box show it: each result's
// link, kind, and title, section and excerpt with the matching words marked.
import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { excerpt, markTerms, type MarkedText } from "./highlight.ts";
import type { SearchDocument } from "./search-document.ts";
import { MIN_QUERY_LENGTH, normaliseQuery, type StoredFields } from "./search-options.ts";

export type DocsSearchHit = {
  id: string;
  href: string;
  kind: SearchDocument["kind"];
  title: MarkedText;
  section?: MarkedText;
  excerpt: MarkedText;
};

export type DocsSearchAnswer = {
  /** The query as searched (normalised and cut to length). */
  query: string;
  /** Too short to search: no results, and the reader is told why. */
  tooShort: boolean;
  /** How many documents match; `hits` holds the best of them. */
  total: number;
  hits: DocsSearchHit[];
};

export const KIND_LABELS: Record<SearchDocument["kind"], string> = { page: "Docs", endpoint: "API" };

function toHit(result: SearchResult): DocsSearchHit {
  const stored = result as SearchResult & StoredFields;
  const terms = new Set(result.terms);
  return {
    id: String(result.id),
    href: stored.href,
    kind: stored.kind,
    title: markTerms(stored.title, terms),
    section: stored.section === undefined ? undefined : markTerms(stored.section, terms),
    excerpt: excerpt(stored.text, terms),
  };
}

export function searchDocs(index: MiniSearch<SearchDocument>, rawQuery: string, limit: number): DocsSearchAnswer {
  const query = normaliseQuery(rawQuery);
  if (Array.from(query).length < MIN_QUERY_LENGTH) return { query, tooShort: true, total: 0, hits: [] };
  const results = index.search(query);
  return { query, tooShort: false, total: results.length, hits: results.slice(0, limit).map(toHit) };
}

const plural = (count: number) => `${count} result${count === 1 ? "" : "s"}`;

/** The answer in a sentence: the results page's summary and the search box's announcement. */
export function describeAnswer({ query, tooShort, total }: DocsSearchAnswer): string {
  if (query === "") return "Type a word or a phrase to search every docs page and the API reference.";
  if (tooShort) return `Type at least ${MIN_QUERY_LENGTH} characters to search.`;
  if (total === 0) return `No results for “${query}”.`;
  return `${plural(total)} for “${query}”.`;
}

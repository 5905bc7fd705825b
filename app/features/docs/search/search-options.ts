// How the docs search index is made and read. The build (build.ts) indexes the documents with these
// options; the results page (search-index.server.ts) and the search box (docs-search.tsx) load the
// serialised index with the same ones, as MiniSearch requires, and search with its defaults below.
// Browser-safe: only MiniSearch's types are imported here, so the library stays out of any chunk
// that does not load it on purpose.
import type { Options } from "minisearch";
import type { SearchDocument } from "./search-document.ts";

/**
 * A word is a run of letters and digits: spaces, punctuation and symbols separate words, so
 * `crds.enabled=true` is three words and a query such as `<script>` is one.
 */
const SEPARATORS = /[\p{Z}\p{P}\p{S}\s]+/u;
export const WORD = /[^\p{Z}\p{P}\p{S}\s]+/gu;

export const tokenize = (text: string): string[] => text.split(SEPARATORS).filter((word) => word !== "");

/** Case and accents do not count: "Café" is found by "cafe". */
export const processTerm = (term: string): string => term.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** What a result shows (its link, labels and excerpt), kept with the index. */
export type StoredFields = Pick<SearchDocument, "href" | "title" | "section" | "kind" | "text">;

export const searchIndexOptions: Options<SearchDocument> = {
  fields: ["title", "section", "text"],
  storeFields: ["href", "title", "section", "kind", "text"],
  tokenize,
  processTerm,
  searchOptions: {
    // A word in a page's title or a section's heading says more than one in its text.
    boost: { title: 3, section: 2 },
    // Every word must be there: a phrase narrows the results as it grows.
    combineWith: "AND",
    // Search as you type: the word being typed ("rollb") finds the words it begins ("rollback");
    // so does any other word of three letters or more.
    prefix: (term, index, terms) => index === terms.length - 1 || term.length >= 3,
    // A typo in a longer word still finds it ("rollbak"); short words are matched as typed.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  },
};

/** Queries are cut to this many characters: enough for any phrase, and a bound on the work. */
export const MAX_QUERY_LENGTH = 100;
/** Fewer characters than this match too much to be useful. */
export const MIN_QUERY_LENGTH = 2;

/** Half a surrogate pair: no URL can hold one (a URL's decoding makes it U+FFFD, as this does). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The query as searched and shown: whitespace collapsed, trimmed, cut to the maximum length in
 * characters (never inside one), so it always fits in the results page's URL.
 */
export function normaliseQuery(raw: string): string {
  const text = raw.replace(LONE_SURROGATE, "\ufffd").replace(/\s+/g, " ").trim();
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/** Where the search box's index is served (behind the docs gate). */
export const DOCS_SEARCH_INDEX_PATH = "/docs/search-index.json";
export const DOCS_SEARCH_PATH = "/docs/search";

/** The results page for a query, which works without script (the search box's form submits to it). */
export function docsSearchHref(query: string): string {
  const normalised = normaliseQuery(query);
  // Spelled as the box's form submits it (helm+rollback), so both reach one address.
  return normalised === "" ? DOCS_SEARCH_PATH : `${DOCS_SEARCH_PATH}?${new URLSearchParams({ q: normalised })}`;
}

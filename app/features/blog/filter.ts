// The blog list's filter (search and category) and its sidebar counts. The published posts are
// filtered and counted by the database (posts.server.ts); the pinned articles, held in memory,
// by the same rule here.
import type { BlogListEntry } from "./entry.ts";

export const ALL_CATEGORIES = "All";
/** Always offered in the sidebar, even when no post carries them yet. */
const FIXED_CATEGORIES = ["Company News", "AI Security"] as const;

export type BlogFilter = { q: string; category: string };
export type CategoryCount = { name: string; count: number };

/** What a search looks for: trimmed, runs of blanks as one space (as they read), at most 200 characters. */
export const blogSearchText = (raw: string) => raw.trim().replace(/\s+/g, " ").slice(0, 200);

/** Reads ?q=&category= (missing or blank category means All). */
export function readBlogFilter(searchParams: URLSearchParams): BlogFilter {
  const q = blogSearchText(searchParams.get("q") ?? "");
  const category = (searchParams.get("category") ?? "").trim() || ALL_CATEGORIES;
  return { q, category };
}

export const isFiltered = ({ q, category }: BlogFilter) => q !== "" || category !== ALL_CATEGORIES;

/**
 * The list's address for a filter's page, leaving defaults out so the plain /blog URL stays
 * canonical: no empty search, no All, no page 1.
 */
export function blogListPath({ q, category }: BlogFilter, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category && category !== ALL_CATEGORIES) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/**
 * The spec's search, case-insensitive substring match over title, excerpt and tags, for entries
 * held in memory (the pinned articles); posts.server.ts asks the database the same of the posts.
 */
function matchesSearch(entry: BlogListEntry, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [entry.title, entry.excerpt, ...entry.tags].some((text) => text.toLowerCase().includes(needle));
}

/** Search and category combine: an entry must match both. Order is kept. */
export function filterEntries(entries: readonly BlogListEntry[], filter: BlogFilter): BlogListEntry[] {
  return entries.filter(
    (entry) =>
      (filter.category === ALL_CATEGORIES || entry.category === filter.category) && matchesSearch(entry, filter.q),
  );
}

/** One category's posts, and how many of them match the search (the database counts its posts so). */
export type CategoryTally = { category: string; posts: number; matching: number };

/** The tallies of entries held in memory (the pinned articles), counted as the database counts. */
export function tallyEntries(entries: readonly BlogListEntry[], q: string): CategoryTally[] {
  return entries.map((entry) => ({ category: entry.category, posts: 1, matching: matchesSearch(entry, q) ? 1 : 0 }));
}

/**
 * The sidebar: All, the fixed categories, then every other category alphabetically, each with
 * the number of entries that match the current search in it. Counting within the search tells
 * a reader how many results a click on a category will show. A category may come in several
 * tallies (a pinned article's and the database's): they add up.
 */
export function categoryCounts(tallies: readonly CategoryTally[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category, matching } of tallies) counts.set(category, (counts.get(category) ?? 0) + matching);
  const others = [...counts.keys()]
    .filter((name) => !(FIXED_CATEGORIES as readonly string[]).includes(name))
    .sort((a, b) => a.localeCompare(b));
  const all = tallies.reduce((sum, tally) => sum + tally.matching, 0);
  return [
    { name: ALL_CATEGORIES, count: all },
    ...[...FIXED_CATEGORIES, ...others].map((name) => ({ name, count: counts.get(name) ?? 0 })),
  ];
}

import type { BlogListEntry } from "./entry.ts";

export const ALL_CATEGORIES = "All";
/** Always offered in the sidebar, even when no post carries them yet. */
const FIXED_CATEGORIES = ["Company News", "AI Security"] as const;

export type BlogFilter = { q: string; category: string };
export type CategoryCount = { name: string; count: number };

/** Reads ?q=&category= (missing or blank category means All). */
export function readBlogFilter(searchParams: URLSearchParams): BlogFilter {
  const q = (searchParams.get("q") ?? "").trim().slice(0, 200);
  const category = (searchParams.get("category") ?? "").trim() || ALL_CATEGORIES;
  return { q, category };
}

/** The query string for a filter, leaving defaults out so the plain /blog URL stays canonical. */
export function blogFilterSearch({ q, category }: BlogFilter): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category && category !== ALL_CATEGORIES) params.set("category", category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Case-insensitive substring match over title, excerpt and tags. */
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

/**
 * The sidebar: All, the fixed categories, then every other category alphabetically, each with
 * the number of entries that match the current search in it. Counting within the search tells
 * a reader how many results a click on a category will show.
 */
export function categoryCounts(entries: readonly BlogListEntry[], q = ""): CategoryCount[] {
  const searched = entries.filter((entry) => matchesSearch(entry, q));
  const others = [...new Set(entries.map((entry) => entry.category))]
    .filter((name) => !(FIXED_CATEGORIES as readonly string[]).includes(name))
    .sort((a, b) => a.localeCompare(b));
  const count = (name: string) => searched.filter((entry) => entry.category === name).length;
  return [
    { name: ALL_CATEGORIES, count: searched.length },
    ...[...FIXED_CATEGORIES, ...others].map((name) => ({ name, count: count(name) })),
  ];
}

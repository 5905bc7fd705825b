// The key a request's stored page is kept under: the request as its page reads it, so spellings the
// app treats as one address share one entry (`/blog/%70ub-xss` and `/blog/pub-xss`, `?q=E%20` and
// `?q=e`). The page is rendered from its key (server/page-cache.ts), so what is stored is what the
// normalised request gives. Which addresses are stored is in app/config/page-cache.ts.
import { fixedPaths, keyedQuery, pageCacheLimits, parameterisedPaths } from "#app/config/page-cache.ts";
import { parsePageNumber } from "#app/lib/paging.ts";
import { ALL_CATEGORIES, blogSearchText } from "#app/features/blog/filter.ts";
import { slugify } from "#app/features/blog/slug.ts";

export type PageKey = {
  /** The normalised address: what is rendered and what its page is stored under. */
  key: string;
  /** One of the route table's fixed addresses, stored on its first request and never evicted for a parameterised one. */
  fixed: boolean;
};

/** React Router's loader-data requests for client navigations (`/blog/x.data`) stay dynamic. */
const dataRequest = /\.data$/;

/**
 * The legacy archives look their name up by its slug (app/features/blog/archives.server.ts), so
 * `/blog/tag/T1` and `/blog/tag/t1` are one page. A post is found by its exact slug (`/blog/Pub-Xss`
 * is a 404 where `/blog/pub-xss` is the post), so a post's address is not folded.
 */
const archive = /^(\/blog\/(?:tag|author)\/)([^/]+)$/;

/**
 * How the page reads each keyed parameter: the value it stands for, "" when that is the page's
 * default (left out of the key), or null when the request is not stored at all.
 */
const readParameter: Record<string, (value: string) => string | null> = {
  // The blog search is a case-insensitive substring match (app/features/blog/filter.ts).
  q: (value) => blogSearchText(value).toLowerCase(),
  // A blank category, or All, is the whole list; a category is otherwise matched exactly.
  category: (value) => (value.trim() === ALL_CATEGORIES ? "" : value.trim()),
  // As the list reads it (app/routes/blog.tsx): page 1 is the plain list; anything but a page
  // number as the site writes it is the 404 page, rendered per request like every 404.
  page: (value) => {
    const page = parsePageNumber(value);
    if (page === null) return null;
    return page > 1 ? String(page) : "";
  },
};

/** Each segment decoded and encoded again in one spelling; null when an escape does not decode. */
function canonicalPath(pathname: string): string | null {
  try {
    return pathname
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join("/");
  } catch {
    return null;
  }
}

/** The path's own query parameters in the key's order, or null when the request is not stored. */
function canonicalQuery(path: string, search: string): string | null {
  if (search === "" || search === "?") return "";
  const allowed = keyedQuery[path];
  if (!allowed) return null;
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  // A repeated or unknown parameter: the page may read it differently, so it is not shared.
  if (names.some((name) => !allowed.includes(name)) || new Set(names).size !== names.length) return null;
  const canonical = new URLSearchParams();
  for (const name of allowed) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = readParameter[name]!(raw);
    if (value === null) return null;
    if (value !== "") canonical.set(name, value);
  }
  const query = canonical.toString();
  return query ? `?${query}` : "";
}

/**
 * The key a request's page is stored under, or null when it is rendered per request: an address
 * that is not stored, an escape that does not decode, an unknown or repeated parameter, a key past
 * the length bound.
 */
export function pageCacheKey(pathname: string, search: string): PageKey | null {
  if (pathname.length > pageCacheLimits.keyLength || search.length > pageCacheLimits.keyLength) return null;
  let path = canonicalPath(pathname);
  if (path === null || dataRequest.test(path)) return null;
  const folded = archive.exec(path);
  if (folded) {
    const slug = slugify(decodeURIComponent(folded[2]!));
    if (!slug) return null;
    path = `${folded[1]}${slug}`;
  }
  const fixed = fixedPaths.has(path);
  if (!fixed && !parameterisedPaths.some((pattern) => pattern.test(path))) return null;
  const query = canonicalQuery(path, search);
  if (query === null) return null;
  const key = `${path}${query}`;
  // A segment such as `%2E%2E` decodes to one the URL parser resolves: the key must name itself.
  const parsed = new URL(key, "http://key.invalid");
  if (key.length > pageCacheLimits.keyLength || `${parsed.pathname}${parsed.search}` !== key) return null;
  return { key, fixed: fixed && query === "" };
}

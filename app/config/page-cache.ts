// Which public pages are rendered once and served as stored bytes (server/page-cache.ts), and for
// how long a shared cache in front (a CDN, a reverse proxy) may keep them. README "Caching" tells
// an operator how to use these values.
import { pages } from "./pages.ts";

/**
 * `Cache-Control` of a stored page: browsers revalidate every time (max-age=0, answered with a
 * 304 while nothing changed); a shared cache keeps it for `sharedMaxAgeSeconds` and may answer
 * with the old copy for `staleWhileRevalidateSeconds` more while it fetches the new one. A CDN is
 * therefore up to that long behind a published edit; the app's own processes are not (they agree
 * within a second, see app/lib/content-version.server.ts).
 */
export const pageCacheControl = {
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 300,
} as const;

/** Bounds on what one process stores, so no stream of distinct addresses can grow it. */
export const pageCacheLimits = {
  entries: 1000,
  /** Compressed and uncompressed bytes together. */
  bytes: 96 * 1024 * 1024,
  /** Longer addresses are rendered per request. */
  keyLength: 300,
  /**
   * A stored page is rendered again after this long even when nothing was published: pages that
   * show the month (the glossary) or a feed's build date stay current without a signal.
   */
  lifetimeSeconds: 600,
} as const;

/** Pages whose output depends on who asks (a cookie, a password) are never stored. */
const dynamicPaths = new Set(["docs", "docs/api"]);
const isAdmin = (path: string) => path === "admin" || path.startsWith("admin/");

/** Fixed addresses that are stored: every public page of the route table, the feeds and robots.txt. */
const storedPaths = new Set([
  ...pages
    .filter(({ path }) => !isAdmin(path) && !dynamicPaths.has(path) && !/[:*]/.test(path))
    .map(({ path }) => `/${path}`),
  "/sitemap.xml",
  "/blog/rss.xml",
  "/robots.txt",
]);

/** Addresses with a parameter: one stored page per value (bounded by `pageCacheLimits`). */
const storedPatterns = [/^\/blog\/[^/]+$/, /^\/blog\/author\/[^/]+$/, /^\/blog\/tag\/[^/]+$/];
/** React Router's loader-data requests for client navigations (`/blog/x.data`) stay dynamic. */
const dataRequest = /\.data$/;

/**
 * Query parameters a stored page's output depends on. Any other parameter (utm_*, ?type=, ?email=
 * prefills, anything unknown) changes what components render from the URL, so such a request is
 * rendered for itself instead: a query string never serves another address's page.
 */
const keyedQuery: Record<string, readonly string[]> = {
  "/blog": ["q", "category"],
};

/**
 * The key a request's page is stored under, or null when it is rendered per request. The key is
 * the path plus the page's own query parameters in a fixed order, so `?category=x&q=y` and
 * `?q=y&category=x` share one entry and `?q=a` never answers `?q=b`.
 */
export function pageCacheKey(pathname: string, search: string): string | null {
  if (pathname.length > pageCacheLimits.keyLength) return null;
  if (!storedPaths.has(pathname) && (dataRequest.test(pathname) || !storedPatterns.some((pattern) => pattern.test(pathname)))) {
    return null;
  }
  if (search === "" || search === "?") return pathname;
  const allowed = keyedQuery[pathname];
  if (!allowed || search.length > pageCacheLimits.keyLength) return null;
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  // A repeated or unknown parameter: the page may read it differently, so it is not shared.
  if (names.some((name) => !allowed.includes(name)) || new Set(names).size !== names.length) return null;
  const canonical = new URLSearchParams(allowed.filter((name) => params.has(name)).map((name) => [name, params.get(name)!]));
  return `${pathname}?${canonical.toString()}`;
}

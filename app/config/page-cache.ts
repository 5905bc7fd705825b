// Which public pages are rendered once and served as stored bytes (server/page-cache.ts), how much
// one process keeps, how they are compressed, and for how long a shared cache in front (a CDN, a
// reverse proxy) may keep them. README "Caching" tells an operator how to use these values;
// server/page-cache-key.ts turns a request into the address it is stored under.
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
  /**
   * Stored pages of both kinds together. Past either bound the least recently used page with a
   * parameter goes first; a fixed address goes only when the fixed ones alone exceed it, which the
   * route table's few dozen pages do not, so no stream of parameters evicts them.
   */
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
  /**
   * A page with a parameter (a search, a post, a tag or author archive, a press release) is kept only when its key
   * is asked for a second time within `windowSeconds`: a value asked once, as junk is, is answered
   * and forgotten. The keys seen once are remembered as short hashes, at most `seenKeys` of them
   * (about 100 bytes each), the oldest forgotten first.
   */
  admission: { seenKeys: 4096, windowSeconds: 600 },
} as const;

/**
 * Compression levels of a stored page. A miss is answered at the `miss` levels, and the stored
 * bytes are made again at the `best` levels in the background, one page at a time; each encoding
 * keeps the smaller. Measured on the 7.2 MB blog list of 2,000 posts (before it was paged): brotli
 * 5 50 ms, gzip 6 25 ms, brotli 11 4.2 s; on /pricing brotli 11 is 12% smaller than brotli 5.
 */
export const pageCompression = {
  miss: { brotli: 5, gzip: 6 },
  best: { brotli: 11, gzip: 9 },
} as const;

/** The docs depend on who asks (the password's cookie): no page of them is ever stored. */
const isDocs = (path: string) => path === "docs" || path.startsWith("docs/");
const isAdmin = (path: string) => path === "admin" || path.startsWith("admin/");

/**
 * Fixed addresses that are stored: every public page of the route table, the feeds and robots.txt.
 * Their number is the route table's, so they are stored on their first request and never evicted
 * by the pages with a parameter.
 */
export const fixedPaths: ReadonlySet<string> = new Set([
  ...pages
    .filter(({ path }) => !isAdmin(path) && !isDocs(path) && !/[:*]/.test(path))
    .map(({ path }) => `/${path}`),
  "/sitemap.xml",
  "/blog/rss.xml",
  "/robots.txt",
]);

/** Addresses with a parameter in the path: one stored page per value, within `pageCacheLimits`. */
export const parameterisedPaths: readonly RegExp[] = [/^\/blog\/[^/]+$/, /^\/blog\/author\/[^/]+$/, /^\/blog\/tag\/[^/]+$/, /^\/newsroom\/[^/]+$/];

/**
 * Query parameters a stored page's output depends on, in the order of its key. Any other parameter
 * (utm_*, ?type=, ?email= prefills, anything unknown) changes what components render from the URL,
 * so such a request is rendered for itself instead: a query string never serves another address's
 * page. `page` is the blog list's page number (page 1 is the plain /blog).
 */
export const keyedQuery: Readonly<Record<string, readonly string[]>> = {
  "/blog": ["q", "category", "page"],
};

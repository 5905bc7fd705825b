// Which addresses a page view may be counted under (decision 048): the public site's pages as the
// route table lists them, in one spelling, never the admin and never an address that carries a
// token (a booking's, a newsletter link's). Anything else is not counted, so the counts hold only
// the site's own pages, whatever a client sends.
import { pages } from "#app/config/pages.ts";

/** Longer than any page's address; a longer one is not a page. */
export const MAX_VISIT_PATH_LENGTH = 200;

/** Longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;

/** Pages whose address is a secret (a link from an e-mail): a count by address would keep it. */
const TOKEN_PAGES = new Set(["bookings/:token", "newsletter/confirm/:token", "newsletter/unsubscribe/:token"]);

/** A segment as the site writes its addresses: slugs, docs pages, numbered pages. */
const SEGMENT = "[a-z0-9][a-z0-9._~-]*";

const isPublic = (path: string) => path !== "admin" && !path.startsWith("admin/") && !TOKEN_PAGES.has(path);

/** "blog/:slug" → /^\/blog\/seg$/; "docs/*" → "/docs" and anything under it. */
function matcherOf(path: string): RegExp {
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? `(?:/${SEGMENT})*` : segment.startsWith(":") ? `/${SEGMENT}` : `/${segment}`))
    .join("");
  return new RegExp(`^${source || "/"}$`);
}

/**
 * A blog post's address as counted ("/blog/<slug>"; not the blog's index, tags or authors). Migration
 * 0021's `post` dimension of lead_days matches the same addresses in SQL.
 */
const POST_PATH = new RegExp(`^/blog/${SEGMENT}$`);
export const isPostPath = (path: string) => POST_PATH.test(path);

const publicPages = pages.filter((page) => isPublic(page.path)).map((page) => matcherOf(page.path));

/**
 * The address a view is counted under, or null when it is none of the public site's pages: the
 * query and fragment dropped, one trailing slash too, and nothing else changed (a page's address is
 * lowercase; a spelling the site does not write is not counted as its page).
 */
export function visitPath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, "$1");
  if (path.length > MAX_VISIT_PATH_LENGTH || !path.startsWith("/")) return null;
  return publicPages.some((matcher) => matcher.test(path)) ? path : null;
}

/**
 * The referring site as counted: a host name in lowercase, or "" for none, for this site
 * (`ownHosts`), or for anything that is not a host name.
 */
export function visitSource(raw: string, ownHosts: readonly string[]): string {
  const host = raw.trim().toLowerCase().replace(/\.$/, "");
  if (host.length > MAX_HOST_LENGTH || !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) return "";
  return ownHosts.includes(host) ? "" : host;
}

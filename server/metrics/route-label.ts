// The `route` label of the HTTP series: the pattern a request was answered by ("/blog/:slug"),
// never its path, whose slugs, tokens and queries may name a person and have no bound. An Express
// route (the lead API, health checks) names itself; a page is matched against React Router's route
// table; a file of the client build is "static"; anything else is "unmatched".
import type { ServerBuild } from "react-router";

export const STATIC_LABEL = "static";
export const UNMATCHED_LABEL = "unmatched";

/** React Router's data requests for client navigations: `/blog/x.data`, and `/_root.data` for "/". */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";
/** React Router's lazy route discovery, asked by pages that hydrate (the admin). */
const MANIFEST = "/__manifest";

type CompiledRoute = { pattern: string; matcher: RegExp; score: number };

/**
 * React Router's ranking of a route path (its `computeScore`): a static segment outweighs a
 * parameter, which outweighs a splat; an index route outranks its layout. Applied once here, so a
 * request is matched by trying compiled patterns in order rather than by `matchRoutes`, which
 * flattens and ranks the whole table on every call (about 1 ms for this site's 91 routes).
 */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  const splat = segments.includes("*");
  return segments
    .filter((segment) => segment !== "*")
    .reduce((total, segment) => total + (/^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10), segments.length + (splat ? -2 : 0) + (index ? 2 : 0));
}

/** A pattern ("/blog/:slug", "/pricing/*") as React Router matches it: case-insensitive, trailing slashes allowed. */
function compile(pattern: string, caseSensitive: boolean): RegExp {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${source}/*$`, caseSensitive ? "" : "i");
}

/** Every route of the build with a path of its own (or an index), as full patterns, best first. */
function compileRoutes(routes: ServerBuild["routes"]): CompiledRoute[] {
  const fullPath = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ? route.path.split("/").filter(Boolean) : [])];
  };
  return Object.values(routes)
    .filter((route) => route !== undefined && (route.path !== undefined || route.index))
    .map((route) => {
      const pattern = `/${fullPath(route!.id).join("/")}`;
      return { pattern, matcher: compile(pattern, route!.caseSensitive ?? false), score: score(pattern, route!.index ?? false) };
    })
    // A stable sort: equal scores keep the route table's order, as React Router's siblings do.
    .sort((a, b) => b.score - a.score);
}

/** A path as React Router matches it: each segment decoded, an encoded "/" kept encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

export type RouteLabeller = {
  /** The label of a request's path (no query) that no Express route answered. */
  ofPath: (pathname: string) => string;
};

/**
 * Labels from the build's route table and the files the client build serves (paths such as
 * "/favicon.svg"; everything under /assets/ is static too). A splat route that catches every
 * address (the not-found page) labels "unmatched", not "/*".
 */
export function createRouteLabeller(routes: ServerBuild["routes"] | undefined, staticFiles: ReadonlySet<string> = new Set()): RouteLabeller {
  const compiled = routes ? compileRoutes(routes) : [];
  const matchPage = (pathname: string): string => {
    const path = decodePath(pathname);
    const pattern = compiled.find((route) => route.matcher.test(path))?.pattern;
    return pattern === undefined || pattern === "/*" ? UNMATCHED_LABEL : pattern;
  };
  return {
    ofPath(pathname) {
      if (pathname.startsWith("/assets/") || staticFiles.has(pathname)) return STATIC_LABEL;
      if (pathname === MANIFEST) return MANIFEST;
      if (pathname === ROOT_DATA) return ROOT_DATA;
      if (pathname.endsWith(DATA_SUFFIX)) {
        const page = matchPage(pathname.slice(0, -DATA_SUFFIX.length));
        return page === UNMATCHED_LABEL ? page : `${page}${DATA_SUFFIX}`;
      }
      return matchPage(pathname);
    },
  };
}

/** Express's catch-alls ("/{*splat}" before React Router, "/api/{*rest}" for unknown API calls) name no route. */
export const isCatchAll = (expressPath: string) => expressPath.includes("*");

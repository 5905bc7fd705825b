// The `route` label of the HTTP series: the pattern a request was answered by (server/route-pattern.ts),
// never its path. Beyond the page patterns a trace names too, the label gives every request a name
// of a bounded set: a file of the client build is "static", anything else no route has "unmatched",
// and React Router's data and manifest requests are told apart from the pages themselves.
import type { ServerBuild } from "react-router";
import { createRouteMatcher, DATA_SUFFIX, dataRequestPage, ROOT_DATA_PATH } from "#server/route-pattern.ts";

export const STATIC_LABEL = "static";
export const UNMATCHED_LABEL = "unmatched";

/** React Router's lazy route discovery, asked by pages that hydrate (the admin). */
const MANIFEST = "/__manifest";

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
  const patternOf = routes ? createRouteMatcher(routes) : () => undefined;
  return {
    ofPath(pathname) {
      if (pathname.startsWith("/assets/") || staticFiles.has(pathname)) return STATIC_LABEL;
      if (pathname === MANIFEST || pathname === ROOT_DATA_PATH) return pathname;
      const page = dataRequestPage(pathname);
      const pattern = patternOf(page ?? pathname);
      if (pattern === undefined) return UNMATCHED_LABEL;
      return page === undefined ? pattern : `${pattern}${DATA_SUFFIX}`;
    },
  };
}

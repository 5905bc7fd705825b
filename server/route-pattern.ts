// A request's route pattern ("/blog/:slug"): what the metrics' `route` label (server/metrics) and a
// trace's span name (server/tracing) say instead of the raw path, whose slugs, tokens and queries
// may name a person and have no bound.
import type { Request } from "express";
import type { ServerBuild } from "react-router";

/** React Router's data request for "/" (client navigations); any other page's is its path + ".data". */
export const ROOT_DATA_PATH = "/_root.data";
export const DATA_SUFFIX = ".data";

type CompiledRoute = { pattern: string; matcher: RegExp; score: number };

/**
 * React Router's ranking of a route path (its `computeScore`): a static segment outweighs a
 * parameter, which outweighs a splat; an index route outranks its layout.
 */
function score(path: string, index: boolean): number {
  const segments = path.split("/");
  const splat = segments.includes("*");
  return segments
    .filter((segment) => segment !== "*")
    .reduce((total, segment) => total + (/^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10), segments.length + (splat ? -2 : 0) + (index ? 2 : 0));
}

/** A path ("/blog/:slug", "/pricing/*") as React Router matches it: trailing slashes allowed, case-insensitive unless the route says otherwise. */
function compile(path: string, caseSensitive: boolean): RegExp {
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${source}/*$`, caseSensitive ? "" : "i");
}

/** "a/:b?/c?" → every path it stands for ("a/:b/c", "a/:b", "a/c", "a"), as React Router's explodeOptionalSegments. */
function explodeOptionalSegments(segments: readonly string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const required = first.replace(/\?$/, "");
  const tails = explodeOptionalSegments(rest);
  return [...tails.map((tail) => [required, ...tail]), ...(first.endsWith("?") ? tails : [])];
}

/** Every route of the build with a path of its own (or an index), as full patterns, best first. */
function compileRoutes(routes: ServerBuild["routes"]): CompiledRoute[] {
  const segmentsOf = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    return [...segmentsOf(route.parentId), ...(route.path ? route.path.split("/").filter(Boolean) : [])];
  };
  return (
    Object.values(routes)
      .filter((route) => route !== undefined && (route.path !== undefined || route.index))
      .flatMap((route) => {
        const segments = segmentsOf(route!.id);
        const pattern = `/${segments.join("/")}`;
        return explodeOptionalSegments(segments).map((exploded) => {
          const path = `/${exploded.join("/")}`;
          return { pattern, matcher: compile(path, route!.caseSensitive ?? false), score: score(path, route!.index ?? false) };
        });
      })
      // A stable sort: equal scores keep the route table's order, as React Router's siblings do.
      .sort((a, b) => b.score - a.score)
  );
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

/**
 * The pattern of the page a pathname names in this build; undefined for what only the catch-all
 * not-found page matches (static files, unknown addresses). The patterns are compiled and ranked
 * once: React Router's matchRoutes flattens and ranks the whole table on every call (about 1 ms for
 * this site's 91 routes), so a request is matched by trying compiled patterns in order instead.
 */
export function createRouteMatcher(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const compiled = compileRoutes(routes);
  return (pathname) => {
    const path = decodePath(pathname);
    const pattern = compiled.find((route) => route.matcher.test(path))?.pattern;
    return pattern === "/*" ? undefined : pattern;
  };
}

/** The page a React Router data request (`/blog/x.data`, `/_root.data`) asks for; undefined for any other path. */
export function dataRequestPage(pathname: string): string | undefined {
  if (pathname === ROOT_DATA_PATH) return "/";
  return pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : undefined;
}

/**
 * The route of a request an Express route of the server's own answered (the lead API, the health
 * checks); undefined for the pages, whose catch-all Express routes ("/{*splat}", "/api/{*rest}") name nothing.
 */
export function expressRouteOf(req: Pick<Request, "route" | "baseUrl">): string | undefined {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === "string" && !path.includes("*") ? req.baseUrl + path : undefined;
}

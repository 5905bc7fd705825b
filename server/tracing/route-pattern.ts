// A request's route pattern ("/blog/:slug"), the name a span and its http.route carry: never the
// raw path, which may hold a booking's token or a newsletter link's.
import type { ServerBuild } from "react-router";

type Compiled = { pattern: string; regex: RegExp; score: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "/blog/:slug" → a regular expression of the paths it matches (case-insensitive, as React Router). */
function toRegExp(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") {
      source += "(?:/.*)?";
      continue;
    }
    const optional = segment.endsWith("?");
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(":") ? "/[^/]+" : `/${escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return new RegExp(`^${source}/?$`, "i");
}

/** React Router's ranking (computeScore): static segments over dynamic ones over a splat; an index route over its layout. */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== "*") score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/**
 * The pattern of the page a pathname names in this build, its data requests (/blog.data) included;
 * undefined for what only the catch-all not-found page matches (static files, unknown addresses).
 * The patterns are compiled and ranked once: React Router's matchRoutes does both on every call,
 * some 3 ms for this site's 90 routes.
 */
export function createRouteMatcher(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const compiled: Compiled[] = Object.values(routes)
    // A route without a path matches nothing by itself, unless it is an index page.
    .flatMap((route) => (route && (route.path || route.index) ? [{ route, pattern: `/${fullPath(route.id)}`.replace(/\/{2,}/g, "/") }] : []))
    .map(({ route, pattern }) => ({ pattern, regex: toRegExp(pattern), score: scoreOf(pattern, route.index === true) }))
    .sort((a, b) => b.score - a.score);
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const match = compiled.find(({ regex }) => regex.test(page));
    return match && match.pattern !== "/*" ? match.pattern : undefined;
  };
}

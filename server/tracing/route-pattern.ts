// A request's route pattern ("/blog/:slug"), the name a span and its http.route carry: never the
// raw path, which may hold a booking's token or a newsletter link's.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The flat manifest of a build as the nested routes matchRoutes reads. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const nest = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map(
      (route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: nest(route.id) }) as RouteObject,
    );
  return nest(undefined);
}

/**
 * The pattern of the page a pathname names in this build, its data requests (/blog.data) included;
 * undefined for what only the catch-all not-found page matches (static files, unknown addresses).
 */
export function createRouteMatcher(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const tree = routeTree(routes);
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page);
    if (!matches || matches.at(-1)?.route.path === "*") return undefined;
    const segments = matches.map((match) => match.route.path).filter((path) => path);
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
}

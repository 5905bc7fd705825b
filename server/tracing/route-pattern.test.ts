import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteMatcher } from "./route-pattern.ts";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });

// The shape of the real manifest: root, a pathless layout, an index page, pages, a splat and the catch-all.
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("layout", "root"),
    route("home", "layout", undefined, true),
    route("blog", "layout", "blog"),
    route("post", "layout", "blog/:slug"),
    route("bookings", "layout", "bookings/:token"),
    route("pricing-subtree", "layout", "pricing/*"),
    route("pricing", "layout", "pricing"),
    route("pinned", "layout", "blog/rss.xml"),
    route("confirm", "layout", "newsletter/confirm/:token"),
    route("not-found", "layout", "*"),
    route("sitemap", "root", "sitemap.xml"),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild["routes"];

describe("route patterns", () => {
  const patternOf = createRouteMatcher(routes);

  it("name the page's pattern, never the token or slug in its path", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/blog")).toBe("/blog");
    expect(patternOf("/blog/why-red-teaming-matters")).toBe("/blog/:slug");
    expect(patternOf("/bookings/jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs")).toBe("/bookings/:token");
    expect(patternOf("/pricing/enterprise")).toBe("/pricing/*");
    expect(patternOf("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("give a data request its page's pattern", () => {
    expect(patternOf("/blog/some-post.data")).toBe("/blog/:slug");
    expect(patternOf("/_root.data")).toBe("/");
  });

  it("name nothing that only the not-found page matches", () => {
    expect(patternOf("/assets/entry-abc123.js")).toBeUndefined();
    expect(patternOf("/no/such/page")).toBeUndefined();
  });

  it("agree with React Router's own matcher", () => {
    type Entry = { id: string; parentId?: string; path?: string; index?: boolean };
    const nest = (parentId: string | undefined): RouteObject[] =>
      (Object.values(routes) as Entry[])
        .filter((entry) => entry.parentId === parentId)
        .map((entry) => ({ id: entry.id, path: entry.path, index: entry.index, children: nest(entry.id) }) as RouteObject);
    const tree = nest(undefined);
    const paths = ["/", "/blog", "/BLOG/", "/blog/rss.xml", "/blog/x", "/blog/x/y", "/pricing", "/pricing/a/b", "/newsletter/confirm/abc", "/sitemap.xml", "/nope"];
    for (const path of paths) {
      const matches = matchRoutes(tree, path) ?? [];
      const leaf = matches.at(-1)?.route.path;
      const expected = leaf === "*" ? undefined : `/${matches.map((match) => match.route.path).filter(Boolean).join("/")}`;
      expect(patternOf(path), path).toBe(expected);
    }
  });
});

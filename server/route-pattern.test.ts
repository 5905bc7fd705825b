import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { createRouteMatcher, dataRequestPage } from "./route-pattern.ts";

type ManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean };
type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean): ManifestEntry => ({ id, parentId, path, index });

// The shape of the real manifest: root, a pathless layout, an index page, pages, a splat, an optional segment and the catch-all.
const sketch = Object.fromEntries(
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
    route("guide", "layout", "docs/:lang?/guide"),
    route("not-found", "layout", "*"),
    route("sitemap", "root", "sitemap.xml"),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild["routes"];

/** The build's route manifest as React Router makes it from app/routes.ts: everything under "root". */
function manifestOf(entries: readonly ConfigEntry[]): ServerBuild["routes"] {
  const manifest: Record<string, ManifestEntry> = { root: { id: "root", path: "" } };
  const add = (list: readonly ConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest as unknown as ServerBuild["routes"];
}

const site = manifestOf(routeConfig as ConfigEntry[]);

/** What React Router itself matches a path to (slowly: it ranks the whole table per call), as a pattern; undefined for the catch-all. */
function reactRouterPattern(manifest: ServerBuild["routes"], pathname: string): string | undefined {
  const children = (parentId: string | undefined): RouteObject[] =>
    (Object.values(manifest) as ManifestEntry[])
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => ({ id: entry.id, path: entry.path, index: entry.index, children: children(entry.id) }) as RouteObject);
  const matches = matchRoutes(children(undefined), pathname) ?? [];
  const pattern = `/${matches.flatMap((match) => (match.route.path ?? "").split("/").filter(Boolean)).join("/")}`;
  return pattern === "/*" ? undefined : pattern;
}

/** Every pattern of a table with its parameters filled in (optional ones with and without), and addresses no route has. */
function samplePaths(manifest: ServerBuild["routes"]): string[] {
  const patterns = (Object.values(manifest) as ManifestEntry[]).map((entry) => {
    const segments: string[] = [];
    for (let at: string | undefined = entry.id; at; at = manifest[at]!.parentId) segments.unshift(...(manifest[at]!.path ?? "").split("/").filter(Boolean));
    return `/${segments.join("/")}`;
  });
  const filled = patterns.flatMap((pattern) => {
    const full = pattern.replace(/:[\w-]+\??/g, "jane-doe").replace(/\*$/, "deep/er");
    return [full, pattern.replace(/\/:[\w-]+\?/g, "").replace(/:[\w-]+/g, "jane-doe").replace(/\*$/, "deep/er")];
  });
  const others = ["/BLOG/", "/BLOG/Some-Post", "/blog/some-post/", "/blog/some-post//", "/blog/a%2Fb", "/blog/x/y", "/pric%69ng", "/nope", "/admin/nope/x", "/wp-login.php", "/pricing/x/y"];
  return [...new Set([...filled, ...others])];
}

describe("route patterns", () => {
  const patternOf = createRouteMatcher(sketch);

  it("name the page's pattern, never the token or slug in its path", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/blog")).toBe("/blog");
    expect(patternOf("/blog/why-red-teaming-matters")).toBe("/blog/:slug");
    expect(patternOf("/bookings/jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs")).toBe("/bookings/:token");
    expect(patternOf("/pricing/enterprise")).toBe("/pricing/*");
    expect(patternOf("/docs/en/guide")).toBe("/docs/:lang?/guide");
    expect(patternOf("/docs/guide")).toBe("/docs/:lang?/guide");
    expect(patternOf("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("give a data request its page", () => {
    expect(dataRequestPage("/blog/some-post.data")).toBe("/blog/some-post");
    expect(dataRequestPage("/_root.data")).toBe("/");
    expect(dataRequestPage("/blog/some-post")).toBeUndefined();
    expect(patternOf(dataRequestPage("/blog/some-post.data")!)).toBe("/blog/:slug");
  });

  it("name nothing that only the not-found page matches", () => {
    expect(patternOf("/assets/entry-abc123.js")).toBeUndefined();
    expect(patternOf("/no/such/page")).toBeUndefined();
    expect(createRouteMatcher(site)("/jane@example.com")).toBeUndefined();
  });

  it.each([
    ["a sketch of the manifest", sketch],
    ["this site's route table", site],
  ])("agree with React Router's own matcher on every route of %s and addresses of none", (_name, manifest) => {
    const matcher = createRouteMatcher(manifest);
    for (const path of samplePaths(manifest)) expect(matcher(path), path).toBe(reactRouterPattern(manifest, path));
  });

  it("cost microseconds, not React Router's millisecond per match", () => {
    const matcher = createRouteMatcher(site);
    const paths = samplePaths(site);
    const startedAt = performance.now();
    for (let round = 0; round < 20; round++) for (const path of paths) matcher(path);
    const perMatchMs = (performance.now() - startedAt) / (20 * paths.length);
    expect(perMatchMs).toBeLessThan(0.1);
  });
});

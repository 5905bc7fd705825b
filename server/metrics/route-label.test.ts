import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { createRouteLabeller, STATIC_LABEL, UNMATCHED_LABEL } from "./route-label.ts";

type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

/** The build's route manifest as React Router makes it from app/routes.ts: everything under "root". */
function manifestOf(entries: readonly ConfigEntry[]): ServerBuild["routes"] {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = { root: { id: "root", path: "" } };
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

const manifest = manifestOf(routeConfig as ConfigEntry[]);

/** What React Router itself matches a path to (slowly: it ranks the whole table per call), as a pattern. */
function reactRouterPattern(pathname: string): string {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route!.parentId === parentId)
      .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, children: children(route!.id) }) as RouteObject);
  const matches = matchRoutes(children(undefined), pathname) ?? [];
  const segments = matches.flatMap((match) => (match.route.path ?? "").split("/").filter(Boolean));
  const pattern = `/${segments.join("/")}`;
  return pattern === "/*" ? UNMATCHED_LABEL : pattern;
}

/** Every pattern of the table with its parameters filled in, and addresses no route has. */
function samplePaths(): string[] {
  const patterns = Object.values(manifest).map((route) => {
    const segments: string[] = [];
    for (let at: string | undefined = route!.id; at; at = manifest[at]!.parentId) segments.unshift(...(manifest[at]!.path ?? "").split("/").filter(Boolean));
    return `/${segments.join("/")}`;
  });
  const filled = patterns.map((pattern) => pattern.replace(/:[\w-]+/g, "jane-doe").replace(/\*$/, "deep/er"));
  return [...new Set([...filled, "/BLOG/Some-Post", "/blog/some-post/", "/blog/a%2Fb", "/nope", "/admin/nope/x", "/wp-login.php", "/pricing/x/y"])];
}

describe("route labels", () => {
  const labeller = createRouteLabeller(manifest, new Set(["/favicon.svg", "/files/guardrails.pdf"]));

  it("name the route React Router answers with, for every route of the table and addresses of none", () => {
    for (const path of samplePaths()) expect(labeller.ofPath(path), path).toBe(reactRouterPattern(path));
  });

  it("are patterns, never the slug, token or query a visitor sent", () => {
    expect(labeller.ofPath("/blog/jane-at-example-com")).toBe("/blog/:slug");
    expect(labeller.ofPath("/bookings/9f2c1d7e-token")).toBe("/bookings/:token");
    expect(labeller.ofPath("/newsletter/unsubscribe/abc")).toBe("/newsletter/unsubscribe/:token");
    expect(labeller.ofPath("/blog/rss.xml")).toBe("/blog/rss.xml");
    expect(labeller.ofPath("/pricing")).toBe("/pricing");
    expect(labeller.ofPath("/")).toBe("/");
  });

  it("call the client build's files static, and an address no page has unmatched", () => {
    expect(labeller.ofPath("/assets/entry.client-AbC123.js")).toBe(STATIC_LABEL);
    expect(labeller.ofPath("/assets/no-such-file.js")).toBe(STATIC_LABEL);
    expect(labeller.ofPath("/favicon.svg")).toBe(STATIC_LABEL);
    expect(labeller.ofPath("/files/guardrails.pdf")).toBe(STATIC_LABEL);
    expect(labeller.ofPath("/files/other.pdf")).toBe(UNMATCHED_LABEL);
    expect(labeller.ofPath("/jane@example.com")).toBe(UNMATCHED_LABEL);
    expect(labeller.ofPath("/%E0%A4%A")).toBe(UNMATCHED_LABEL);
  });

  it("give React Router's data and manifest requests the page's pattern or a fixed name", () => {
    expect(labeller.ofPath("/blog/some-post.data")).toBe("/blog/:slug.data");
    expect(labeller.ofPath("/_root.data")).toBe("/_root.data");
    expect(labeller.ofPath("/nope.data")).toBe(UNMATCHED_LABEL);
    expect(labeller.ofPath("/__manifest")).toBe("/__manifest");
  });

  it("label every page unmatched without a route table", () => {
    expect(createRouteLabeller(undefined).ofPath("/pricing")).toBe(UNMATCHED_LABEL);
  });

  it("cost microseconds, not React Router's millisecond per match", () => {
    const paths = samplePaths();
    const startedAt = performance.now();
    for (let round = 0; round < 20; round++) for (const path of paths) labeller.ofPath(path);
    const perMatchMs = (performance.now() - startedAt) / (20 * paths.length);
    expect(perMatchMs).toBeLessThan(0.1);
  });
});

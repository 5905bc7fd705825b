import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteLabeller, STATIC_LABEL, UNMATCHED_LABEL } from "./route-label.ts";

/** The page routes of a sketch of the manifest: server/route-pattern.test.ts checks the matching itself on every route. */
const manifest = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "home", parentId: "root", index: true },
    { id: "blog", parentId: "root", path: "blog" },
    { id: "post", parentId: "root", path: "blog/:slug" },
    { id: "rss", parentId: "root", path: "blog/rss.xml" },
    { id: "pricing", parentId: "root", path: "pricing" },
    { id: "bookings", parentId: "root", path: "bookings/:token" },
    { id: "unsubscribe", parentId: "root", path: "newsletter/unsubscribe/:token" },
    { id: "not-found", parentId: "root", path: "*" },
  ].map((route) => [route.id, route]),
) as unknown as ServerBuild["routes"];

describe("route labels", () => {
  const labeller = createRouteLabeller(manifest, new Set(["/favicon.svg", "/files/guardrails.pdf"]));

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
});

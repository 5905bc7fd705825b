import { describe, expect, it } from "vitest";
import { MAX_VISIT_PATH_LENGTH, visitPath, visitSource } from "./visit-paths.ts";

describe("visitPath", () => {
  it("takes the public pages, fixed and dynamic, without query, fragment or trailing slash", () => {
    expect(visitPath("/")).toBe("/");
    expect(visitPath("/pricing/")).toBe("/pricing");
    expect(visitPath("/blog/some-post?utm_source=x#top")).toBe("/blog/some-post");
    expect(visitPath("/newsroom/2026-launch")).toBe("/newsroom/2026-launch");
    expect(visitPath("/lp/spring-webinar")).toBe("/lp/spring-webinar");
    expect(visitPath("/docs/deployment/upgrading")).toBe("/docs/deployment/upgrading");
    expect(visitPath("/blog/tag/security")).toBe("/blog/tag/security");
  });

  it("refuses the admin, tokens, unknown or odd spellings and overlong addresses", () => {
    for (const path of [
      "",
      "pricing",
      "/admin",
      "/admin/insights",
      "/bookings/abc",
      "/newsletter/confirm/abc",
      "/blog/preview/abc",
      "/nope",
      "/Pricing",
      "/blog/%70ost",
      "/blog/a b",
      "//pricing",
      `/docs/${"a".repeat(MAX_VISIT_PATH_LENGTH)}`,
    ]) {
      expect(visitPath(path), path).toBeNull();
    }
  });
});

describe("visitSource", () => {
  it("keeps another site's host name in lowercase, and nothing for this site or what is not a host", () => {
    expect(visitSource("News.YCombinator.com", ["lumenguard.example"])).toBe("news.ycombinator.com");
    expect(visitSource("lumenguard.example", ["lumenguard.example"])).toBe("");
    expect(visitSource("", [])).toBe("");
    expect(visitSource("https://x.example/", [])).toBe("");
    expect(visitSource("a".repeat(300), [])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { pageCacheKey, pageCacheLimits } from "./page-cache.ts";

describe("pageCacheKey", () => {
  it("stores the public pages, the blog's articles, the feeds and robots.txt under their path", () => {
    for (const path of ["/", "/pricing", "/about-us", "/privacy-policy", "/solutions/red-teaming", "/thank-you-demo", "/blog", "/blog/some-post", "/blog/tag/agents", "/blog/author/jane", "/blog/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      expect(pageCacheKey(path, ""), path).toBe(path);
    }
  });

  it("renders per request what depends on who asks, and addresses it does not know", () => {
    for (const path of ["/docs", "/docs/api", "/admin", "/admin/blog", "/admin/login", "/pricing/enterprise", "/no-such-page", "/blog/x/y", "/pricing/"]) {
      expect(pageCacheKey(path, ""), path).toBeNull();
    }
  });

  it("leaves client navigations' loader-data requests to React Router", () => {
    expect(pageCacheKey("/blog/some-post.data", "")).toBeNull();
    expect(pageCacheKey("/pricing.data", "")).toBeNull();
  });

  it("keys the blog list by its own parameters, in one order, so no search answers another", () => {
    expect(pageCacheKey("/blog", "?q=agents")).toBe("/blog?q=agents");
    expect(pageCacheKey("/blog", "?q=guardrails")).toBe("/blog?q=guardrails");
    expect(pageCacheKey("/blog", "?category=Research&q=red%20team")).toBe(pageCacheKey("/blog", "?q=red+team&category=Research"));
    expect(pageCacheKey("/blog", "?")).toBe("/blog");
  });

  it("renders per request any query it does not key: tracking, prefills, repeats, unknown names", () => {
    expect(pageCacheKey("/pricing", "?utm_source=newsletter")).toBeNull();
    expect(pageCacheKey("/solutions/developers", "?type=discovery")).toBeNull();
    expect(pageCacheKey("/blog", "?q=a&q=b")).toBeNull();
    expect(pageCacheKey("/blog", "?q=a&page=2")).toBeNull();
  });

  it("refuses keys past the length bound", () => {
    expect(pageCacheKey(`/blog/${"a".repeat(pageCacheLimits.keyLength)}`, "")).toBeNull();
    expect(pageCacheKey("/blog", `?q=${"a".repeat(pageCacheLimits.keyLength)}`)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pageCacheLimits } from "#app/config/page-cache.ts";
import { pageCacheKey } from "./page-cache-key.ts";

const keyOf = (address: string) => {
  const queryAt = address.indexOf("?");
  return queryAt === -1 ? pageCacheKey(address, "") : pageCacheKey(address.slice(0, queryAt), address.slice(queryAt));
};

describe("pageCacheKey", () => {
  it("stores the route table's pages, the feeds and robots.txt under their path as fixed addresses", () => {
    for (const path of ["/", "/pricing", "/about-us", "/privacy-policy", "/solutions/red-teaming", "/thank-you-demo", "/blog", "/blog/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      expect(keyOf(path), path).toEqual({ key: path, fixed: true });
    }
  });

  it("stores the blog's posts and archives, and the list's searches, as parameterised addresses", () => {
    for (const path of ["/blog/some-post", "/blog/tag/agents", "/blog/author/jane", "/blog?q=agents"]) {
      expect(keyOf(path), path).toEqual({ key: path, fixed: false });
    }
  });

  it("renders per request what depends on who asks, and addresses it does not know", () => {
    for (const path of ["/docs", "/docs/api", "/docs/api/list-aliases", "/docs/api/openapi.yaml", "/docs/search", "/docs/search?q=helm", "/docs/search-index.json", "/docs/deployment/upgrading", "/docs/llms.txt", "/docs/index.md", "/docs/deployment/upgrading.md", "/admin", "/admin/blog", "/admin/login", "/pricing/enterprise", "/no-such-page", "/blog/x/y", "/pricing/"]) {
      expect(keyOf(path), path).toBeNull();
    }
  });

  it("leaves client navigations' loader-data requests to React Router", () => {
    expect(keyOf("/blog/some-post.data")).toBeNull();
    expect(keyOf("/pricing.data")).toBeNull();
    expect(keyOf("/pricing%2Edata")).toBeNull();
  });

  it("maps each spelling of the security review to one key", () => {
    const search = ["/blog?q=e", "/blog?q=%20e", "/blog?q=e%20%20", "/blog?q=E", "/blog?q=+e+", "/blog?q=%65"];
    for (const spelling of search) expect(keyOf(spelling), spelling).toEqual({ key: "/blog?q=e", fixed: false });
    expect(keyOf("/blog/%70ub-xss")).toEqual(keyOf("/blog/pub-xss"));
    expect(keyOf("/blog/%70ub-xss")?.key).toBe("/blog/pub-xss");
    for (const spelling of ["/blog/tag/T1", "/blog/tag/t1", "/blog/tag/%54%31", "/blog/tag/t%201"]) {
      expect(keyOf(spelling)?.key, spelling).toBe(spelling.endsWith("%201") ? "/blog/tag/t-1" : "/blog/tag/t1");
    }
    expect(keyOf("/blog/author/Lumenguard%20Team")?.key).toBe("/blog/author/lumenguard-team");
    expect(keyOf("/%70ricing")).toEqual({ key: "/pricing", fixed: true });
  });

  it("folds a search's case and whitespace, and keeps its inner words apart", () => {
    expect(keyOf("/blog?q=Red%20%20%09Team")?.key).toBe("/blog?q=red+team");
    expect(keyOf("/blog?q=redteam")?.key).toBe("/blog?q=redteam");
    expect(keyOf("/blog?q=%20%20")).toEqual({ key: "/blog", fixed: true });
  });

  it("does not fold a post's slug, which the app matches exactly", () => {
    expect(keyOf("/blog/Pub-Xss")?.key).toBe("/blog/Pub-Xss");
    expect(keyOf("/blog/caf%c3%a9")?.key).toBe("/blog/caf%C3%A9");
    expect(keyOf("/blog/café")?.key).toBe("/blog/caf%C3%A9");
  });

  it("keys the blog list by its own parameters in one order, defaults left out, so no search answers another", () => {
    expect(keyOf("/blog?q=agents")?.key).toBe("/blog?q=agents");
    expect(keyOf("/blog?q=guardrails")?.key).toBe("/blog?q=guardrails");
    expect(keyOf("/blog?category=Research&q=red%20team")).toEqual(keyOf("/blog?q=red+team&category=Research"));
    expect(keyOf("/blog?page=3&category=Research&q=x")?.key).toBe("/blog?q=x&category=Research&page=3");
    expect(keyOf("/blog?")).toEqual({ key: "/blog", fixed: true });
    expect(keyOf("/blog?category=All")).toEqual({ key: "/blog", fixed: true });
    expect(keyOf("/blog?category=%20Research%20")?.key).toBe("/blog?category=Research");
    // A category is matched exactly by the list, so its case is kept.
    expect(keyOf("/blog?category=research")?.key).toBe("/blog?category=research");
  });

  it("reads the list's page number as the page does: page 1 is the plain list, anything but a page number its 404", () => {
    expect(keyOf("/blog?page=1")).toEqual({ key: "/blog", fixed: true });
    expect(keyOf("/blog?page=2")?.key).toBe("/blog?page=2");
    // The list answers these with its 404 page (app/routes/blog.tsx), which is never stored.
    for (const spelling of ["/blog?page=01", "/blog?page=0002", "/blog?page=", "/blog?page=0", "/blog?page=two", "/blog?page=-2", "/blog?page=2.5", `/blog?page=${"9".repeat(20)}`]) {
      expect(keyOf(spelling), spelling).toBeNull();
    }
  });

  it("renders per request any query it does not key: tracking, prefills, repeats, unknown names", () => {
    expect(keyOf("/pricing?utm_source=newsletter")).toBeNull();
    expect(keyOf("/solutions/developers?type=discovery")).toBeNull();
    expect(keyOf("/blog?q=a&q=b")).toBeNull();
    expect(keyOf("/blog?q=a&utm_source=x")).toBeNull();
    expect(keyOf("/blog/some-post?q=a")).toBeNull();
  });

  it("does not store an address whose escapes do not decode, or that resolves to another", () => {
    for (const path of ["/blog/%E0%A4%A", "/blog/%zz", "/blog/tag/%FF", "/blog/%2E%2E", "/blog/%2e", "/blog/tag/%21%21"]) {
      expect(keyOf(path), path).toBeNull();
    }
  });

  it("refuses keys past the length bound", () => {
    expect(keyOf(`/blog/${"a".repeat(pageCacheLimits.keyLength)}`)).toBeNull();
    expect(keyOf(`/blog?q=${"a".repeat(pageCacheLimits.keyLength)}`)).toBeNull();
    // An escape spelled short can grow when it is spelled canonically.
    expect(keyOf(`/blog/${"é".repeat(pageCacheLimits.keyLength / 4)}`)).toBeNull();
  });
});

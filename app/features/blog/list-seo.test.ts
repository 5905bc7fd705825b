import { describe, expect, it } from "vitest";
import { blogListSeo } from "./list-seo.ts";

const SITE = "https://www.lumenguard.example";
const whole = { q: "", category: "All" };

describe("the blog list's head", () => {
  it("makes each page of the whole list its own canonical page, with its neighbours", () => {
    expect(blogListSeo(SITE, { filter: whole, page: 1, pageCount: 3 })).toEqual({
      title: "Blog: AI Security, Governance and Compliance | Lumenguard",
      path: "/blog",
      extra: [{ tagName: "link", rel: "next", href: `${SITE}/blog?page=2` }],
    });
    expect(blogListSeo(SITE, { filter: whole, page: 2, pageCount: 3 })).toEqual({
      title: "Blog: AI Security, Governance and Compliance (page 2) | Lumenguard",
      path: "/blog?page=2",
      extra: [
        { tagName: "link", rel: "prev", href: `${SITE}/blog` },
        { tagName: "link", rel: "next", href: `${SITE}/blog?page=3` },
      ],
    });
    expect(blogListSeo(SITE, { filter: whole, page: 3, pageCount: 3 }).extra).toEqual([{ tagName: "link", rel: "prev", href: `${SITE}/blog?page=2` }]);
    expect(blogListSeo(SITE, { filter: whole, page: 1, pageCount: 1 }).extra).toEqual([]);
  });

  it("keeps a search or a category canonical at /blog, its neighbours filtered", () => {
    const seo = blogListSeo(SITE, { filter: { q: "red team", category: "Gen AI" }, page: 2, pageCount: 2 });
    expect(seo.path).toBe("/blog");
    expect(seo.extra).toEqual([{ tagName: "link", rel: "prev", href: `${SITE}/blog?q=red+team&category=Gen+AI` }]);
  });

  it("stands on the first page of the whole list without loader data", () => {
    expect(blogListSeo(SITE, undefined)).toMatchObject({ path: "/blog", extra: [] });
  });
});

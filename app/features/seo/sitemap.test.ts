import { describe, expect, it } from "vitest";
import { renderSitemapIndex, SITEMAP_PART_SIZE, sitemapFile } from "./sitemap.ts";

describe("sitemap files", () => {
  it("keeps /sitemap.xml one urlset while the URLs fit one file, and has no parts then", () => {
    expect(sitemapFile(undefined, 3, 3)).toEqual({ kind: "urlset", window: { start: 0, end: 3 } });
    expect(sitemapFile(1, 3, 3)).toBeNull();
    expect(sitemapFile(undefined, 0, 3)).toEqual({ kind: "urlset", window: { start: 0, end: 3 } });
  });

  it("becomes an index of parts beyond, each part the next window of URLs", () => {
    expect(sitemapFile(undefined, 7, 3)).toEqual({ kind: "index", parts: 3 });
    expect(sitemapFile(1, 7, 3)).toEqual({ kind: "urlset", window: { start: 0, end: 3 } });
    expect(sitemapFile(2, 7, 3)).toEqual({ kind: "urlset", window: { start: 3, end: 6 } });
    expect(sitemapFile(3, 7, 3)).toEqual({ kind: "urlset", window: { start: 6, end: 9 } });
    expect(sitemapFile(4, 7, 3)).toBeNull();
  });

  it("splits well before the protocol's 50,000 URLs", () => {
    expect(SITEMAP_PART_SIZE).toBeLessThan(50_000);
    expect(sitemapFile(undefined, SITEMAP_PART_SIZE)).toMatchObject({ kind: "urlset" });
    expect(sitemapFile(undefined, SITEMAP_PART_SIZE + 1)).toEqual({ kind: "index", parts: 2 });
  });

  it("writes the index with absolute part addresses", () => {
    expect(renderSitemapIndex("https://www.lumenguard.example", 2)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap><loc>https://www.lumenguard.example/sitemap/1.xml</loc></sitemap>",
        "  <sitemap><loc>https://www.lumenguard.example/sitemap/2.xml</loc></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});

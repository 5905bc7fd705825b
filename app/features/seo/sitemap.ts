import { pages } from "#app/config/pages.ts";
import { pageCount, pageWindow, type Window } from "#app/lib/paging.ts";
import { escapeXml } from "#app/lib/xml.ts";

export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * URLs in one sitemap file. The protocol allows 50,000 (and 50 MB); up to this many /sitemap.xml
 * is one urlset, beyond it an index of parts this size. The margin keeps every file valid while the
 * count moves between a crawler's reads of the index and of its parts.
 */
export const SITEMAP_PART_SIZE = 45_000;

export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** Indexable pages of the route table, as absolute paths. */
export function staticSitemapEntries(): SitemapEntry[] {
  return pages.filter((page) => page.sitemap).map((page) => ({ path: `/${page.path}` }));
}

/**
 * What a sitemap address holds when the site has `urlCount` URLs: /sitemap.xml (`part` undefined)
 * is every URL while they fit one file and the index of the parts beyond; /sitemap/{part}.xml is a
 * window of the URLs (static pages first, then posts) and exists only while there is an index, so
 * no URL is listed twice. Null: no such file.
 */
export function sitemapFile(
  part: number | undefined,
  urlCount: number,
  partSize = SITEMAP_PART_SIZE,
): { kind: "index"; parts: number } | { kind: "urlset"; window: Window } | null {
  const parts = pageCount(urlCount, partSize);
  if (part === undefined) return parts > 1 ? { kind: "index", parts } : { kind: "urlset", window: pageWindow(1, partSize) };
  return parts > 1 && part <= parts ? { kind: "urlset", window: pageWindow(part, partSize) } : null;
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap index: one entry per part, /sitemap/1.xml to /sitemap/{parts}.xml. */
export function renderSitemapIndex(siteUrl: string, parts: number): string {
  const files = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(i + 1)}`)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    "</sitemapindex>",
    "",
  ].join("\n");
}

import { pages } from "#app/config/pages.ts";
import { escapeXml } from "#app/lib/xml.ts";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Indexable pages of the route table, as absolute paths. */
export function staticSitemapEntries(): SitemapEntry[] {
  return pages.filter((page) => page.sitemap).map((page) => ({ path: `/${page.path}` }));
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

// The sitemap files from the route table's indexable pages, the press releases on show, the live
// indexed landing pages and the published posts. Posts are read a window at a time, and only their
// address and last change.
import { blogEntryHref } from "#app/features/blog/entry.ts";
import { countPublishedPosts, listPublishedPostDates } from "#app/features/blog/posts.server.ts";
import { pressReleaseHref } from "#app/features/company/press-releases.tsx";
import { indexedLandingPages, livePressReleases, type ContentSource } from "#app/features/site-content/public.server.ts";
import { splitWindow } from "#app/lib/paging.ts";
import { renderSitemap, renderSitemapIndex, SITEMAP_PART_SIZE, sitemapFile, staticSitemapEntries } from "./sitemap.ts";

/** /sitemap.xml (`part` undefined) or /sitemap/{part}.xml, or null when there is no such file. */
export async function sitemapXml(source: ContentSource, siteUrl: string, part?: number, partSize = SITEMAP_PART_SIZE): Promise<string | null> {
  // The press releases (a newsroom's worth) and the indexed landing pages join the static pages, read whole.
  const [releases, landingPages] = await Promise.all([livePressReleases(source), indexedLandingPages(source.db)]);
  const pages = [
    ...staticSitemapEntries(),
    ...releases.map((release) => ({ path: pressReleaseHref(release.slug), lastModified: new Date(release.updatedAt) })),
    ...landingPages,
  ];
  const file = sitemapFile(part, pages.length + (await countPublishedPosts(source.db)), partSize);
  if (!file) return null;
  if (file.kind === "index") return renderSitemapIndex(siteUrl, file.parts);
  const { head, tail } = splitWindow(file.window, pages.length);
  const posts = tail.limit > 0 ? await listPublishedPostDates(source.db, tail) : [];
  return renderSitemap(siteUrl, [
    ...pages.slice(head.start, head.end),
    ...posts.map((post) => ({ path: blogEntryHref(post.slug), lastModified: post.updatedAt })),
  ]);
}

/**
 * A sitemap file's answer: the XML, or 404 for a part that does not exist. One written from a
 * fallback copy (the database failed: `servedFallback`) is kept by no cache.
 */
export function sitemapResponse(xml: string | null, source: Pick<ContentSource, "servedFallback">): Response {
  if (xml === null) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": source.servedFallback ? "private, no-store" : "public, max-age=300" },
  });
}

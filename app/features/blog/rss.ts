import { brand } from "#app/config/site.ts";
import { escapeXml } from "#app/lib/xml.ts";
import { blogEntryHref, type BlogListEntry } from "./entry.ts";

export const RSS_PATH = "/blog/rss.xml";
export const blogFeedTitle = `${brand.name} Blog`;
export const blogFeedDescription = "Research and field notes on AI security, governance and compliance.";

/**
 * Items in the feed: the newest posts only. A reader polls for what is new, and fifty covers
 * months of publishing (a reader away longer finds the rest on the blog), while the whole archive
 * would make every poll download megabytes.
 */
export const FEED_ITEMS = 50;

/** RSS 2.0 of the given posts (newest first), with absolute links under siteUrl. */
export function renderRss(siteUrl: string, posts: readonly BlogListEntry[], now = new Date()): string {
  const newest = posts[0] ? new Date(posts[0].publishedAt) : now;
  const items = posts.map((post) => {
    const link = `${siteUrl}${blogEntryHref(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(blogFeedTitle)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(blogFeedDescription)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

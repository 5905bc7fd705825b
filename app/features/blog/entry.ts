import { analystArticlePath, analystArticleSlug, copilotArticlePath } from "#app/config/site.ts";
import { pathHref } from "#app/lib/href.ts";

/** What the blog list shows for one article: a published post or one of the two pinned articles. */
export type BlogListEntry = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  readTime: string;
  /** ISO timestamp. */
  publishedAt: string;
  featuredImageUrl: string | null;
};

/** The spec's slug routing: the two pinned articles live at their own paths. */
export function blogEntryHref(slug: string): string {
  if (slug === "copilot-security-gap") return copilotArticlePath;
  if (slug === analystArticleSlug) return analystArticlePath;
  return pathHref("/blog", slug);
}

/**
 * Featured images are shown only from this site: the content security policy allows no other
 * image origin, and a blocked image would leave a broken frame.
 */
export function isLocalImage(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//");
}

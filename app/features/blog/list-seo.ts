// The blog list's title, canonical address and neighbours for each page. Every page of the whole
// list is its own canonical page (/blog, /blog?page=2…); a search or a category is a view of the
// list, canonical at /blog as it has always been. rel=prev/next follow the pages the reader
// follows, filter kept.
import { brand } from "#app/config/site.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { ALL_CATEGORIES, blogListPath, isFiltered, type BlogFilter } from "./filter.ts";

const BLOG_LIST_TITLE = "Blog: AI Security, Governance and Compliance";

export type BlogListPosition = { filter: BlogFilter; page: number; pageCount: number };

/** Where a page without loader data stands: the first page of the whole list. */
const firstPage: BlogListPosition = { filter: { q: "", category: ALL_CATEGORIES }, page: 1, pageCount: 1 };

export function blogListSeo(siteUrl: string, position: BlogListPosition | undefined): Pick<PageSeo, "title" | "path" | "extra"> {
  const { filter, page, pageCount } = position ?? firstPage;
  const neighbour = (rel: "prev" | "next", to: number) => ({ tagName: "link", rel, href: `${siteUrl}${blogListPath(filter, to)}` });
  return {
    // Distinct titles, so the pages of the list are not duplicates of each other in a search engine.
    title: `${BLOG_LIST_TITLE}${page > 1 ? ` (page ${page})` : ""} | ${brand.name}`,
    path: isFiltered(filter) ? "/blog" : blogListPath(filter, page),
    extra: [...(page > 1 ? [neighbour("prev", page - 1)] : []), ...(page < pageCount ? [neighbour("next", page + 1)] : [])],
  };
}

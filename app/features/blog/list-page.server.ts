// One page of the public blog list: the pinned articles (held in memory) ahead of the published
// posts (read from the database a page at a time), both filtered by search and category.
import type { Database } from "#db/index.ts";
import { pageCount, pageWindow, splitWindow } from "#app/lib/paging.ts";
import type { BlogListEntry } from "./entry.ts";
import {
  ALL_CATEGORIES,
  categoryCounts,
  filterEntries,
  tallyEntries,
  type BlogFilter,
  type CategoryCount,
  type CategoryTally,
} from "./filter.ts";
import { isFeatured, pinnedBlogEntries } from "./pinned-posts.ts";
import { listPublishedPosts, tallyPublishedPosts } from "./posts.server.ts";

/**
 * Cards a page: four full rows of the three-column grid (six of the tablet's two). The featured
 * article sits above page 1's grid and is not counted.
 */
export const BLOG_PAGE_SIZE = 12;

export type BlogListPage = {
  /** This page's entries; on page 1 the featured article first, when the filter keeps it. */
  results: BlogListEntry[];
  /** Every article, whatever the filter ("Showing X of Y articles"). */
  total: number;
  categories: CategoryCount[];
  page: number;
  pageCount: number;
};

/** What the list is for a filter before any card is read: from the pinned articles and the database's tallies. */
function outline(filter: BlogFilter, tallies: readonly CategoryTally[]) {
  const pinned = filterEntries(pinnedBlogEntries, filter);
  const lead = isFeatured(pinned[0]) ? 1 : 0;
  const matchingPosts = tallies
    .filter((tally) => filter.category === ALL_CATEGORIES || tally.category === filter.category)
    .reduce((sum, tally) => sum + tally.matching, 0);
  return {
    pinned,
    lead,
    pageCount: pageCount(pinned.length + matchingPosts, BLOG_PAGE_SIZE, lead),
    total: pinnedBlogEntries.length + tallies.reduce((sum, tally) => sum + tally.posts, 0),
    categories: categoryCounts([...tallyEntries(pinnedBlogEntries, filter.q), ...tallies]),
  };
}

/**
 * Page `page` of the list for `filter`, or null past its last page. The counts and the cards come
 * from one snapshot, so a post published meanwhile cannot make them disagree.
 */
export function loadBlogListPage(db: Database, filter: BlogFilter, page: number, now = new Date()): Promise<BlogListPage | null> {
  return db.transaction(
    async (tx) => {
      const { pinned, lead, ...list } = outline(filter, await tallyPublishedPosts(tx, filter.q, now));
      if (page > list.pageCount) return null;
      const { head, tail } = splitWindow(pageWindow(page, BLOG_PAGE_SIZE, lead), pinned.length);
      const posts = tail.limit > 0 ? await listPublishedPosts(tx, { filter, ...tail }, now) : [];
      return { ...list, results: [...pinned.slice(head.start, head.end), ...posts], page };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The list while the database cannot be read: the pinned articles the filter keeps, on one page. */
export function pinnedOnlyListPage(filter: BlogFilter): BlogListPage {
  const { pinned, lead: _lead, ...list } = outline(filter, []);
  return { ...list, results: pinned, page: 1 };
}

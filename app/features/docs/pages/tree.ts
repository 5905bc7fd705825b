// The docs' tree: folders of content/docs/ are the sidebar's sections, an index.md gives its folder
// a title, an icon and a place (and is the section's first page), and front matter `order` places
// pages within their folder (then the title, alphabetically). Pages are read in the tree's order,
// which makes the previous/next links.
import type { DocsIconName, DocsLinkTarget, DocsNavItem } from "#app/features/docs/content-model.ts";
import type { FrontMatter } from "./front-matter.ts";

export type TreePage = {
  /** Its folder under content/docs/ ("" at the top, "deployment"…). */
  folder: string;
  /** The folder's index.md: the section's own page. */
  isIndex: boolean;
  href: string;
  frontMatter: FrontMatter;
};

/** A page's place in the tree, worked out once at build time. */
export type PagePlace = {
  /** The sections above it, outermost first, each linked to its first page. */
  breadcrumb: DocsLinkTarget[];
  previous?: DocsLinkTarget;
  next?: DocsLinkTarget;
};

/** A page or section that names no icon. */
export const DEFAULT_PAGE_ICON: DocsIconName = "book";

const parentFolder = (folder: string) => folder.split("/").slice(0, -1).join("/");

/** A folder's name as a title when it has no index.md: "getting-started" → "Getting started". */
const folderTitle = (folder: string) => {
  const name = folder.split("/").at(-1)!.replace(/-/g, " ");
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const navTitle = (frontMatter: FrontMatter) => frontMatter.sidebarTitle ?? frontMatter.title;

type Sortable = { item: DocsNavItem; rank: number; title: string };

const byPlace = (a: Sortable, b: Sortable) => a.rank - b.rank || a.title.localeCompare(b.title, "en");

/** The sidebar's tree of every page. */
export function buildNav(pages: readonly TreePage[]): DocsNavItem[] {
  // Every folder holding a page is a section, and so is each folder above it.
  const folders = new Set(
    pages.flatMap(({ folder }) => folder.split("/").map((_, index, parts) => parts.slice(0, index + 1).join("/"))).filter(Boolean),
  );

  const itemsOf = (folder: string): DocsNavItem[] => {
    const pageItems: Sortable[] = pages
      .filter((page) => page.folder === folder)
      .map((page) => ({
        item: { kind: "page", title: navTitle(page.frontMatter), href: page.href, icon: page.frontMatter.icon ?? DEFAULT_PAGE_ICON },
        // A folder's own index.md comes first in it.
        rank: page.isIndex ? -Infinity : (page.frontMatter.order ?? Infinity),
        title: navTitle(page.frontMatter),
      }));
    const sectionItems: Sortable[] = [...folders]
      .filter((child) => parentFolder(child) === folder)
      .map((child) => {
        const index = pages.find((page) => page.folder === child && page.isIndex);
        const items = itemsOf(child);
        const title = index?.frontMatter.title ?? folderTitle(child);
        return {
          item: { kind: "section", title, icon: index?.frontMatter.icon ?? DEFAULT_PAGE_ICON, href: items[0]!.href, items },
          rank: index?.frontMatter.order ?? Infinity,
          title,
        };
      });
    return [...pageItems, ...sectionItems].sort(byPlace).map(({ item }) => item);
  };
  return itemsOf("");
}

/**
 * Where each page sits (its sections, its neighbours), in reading order: the tree, depth first.
 * Neighbours go by their full title (`titleOf`), not the sidebar's shorter one.
 */
export function pagePlaces(nav: readonly DocsNavItem[], titleOf: (href: string) => string): Map<string, PagePlace> {
  const order: DocsLinkTarget[] = [];
  const breadcrumbs = new Map<string, DocsLinkTarget[]>();
  const walk = (items: readonly DocsNavItem[], trail: DocsLinkTarget[]) => {
    for (const item of items) {
      if (item.kind === "section") walk(item.items, [...trail, { title: item.title, href: item.href }]);
      else {
        order.push({ title: titleOf(item.href), href: item.href });
        breadcrumbs.set(item.href, trail);
      }
    }
  };
  walk(nav, []);
  return new Map(
    order.map((page, index) => [page.href, { breadcrumb: breadcrumbs.get(page.href)!, previous: order[index - 1], next: order[index + 1] }]),
  );
}

// The shape of the documentation the loaders send once the password is accepted. Only types and
// names live here (safe for the browser); the pages themselves are Markdown files in content/docs/,
// built by app/features/docs/pages/.
import type { Root } from "hast";

/** Icons a page, a section heading or a card may name (mapped to lucide icons in docs-icon.tsx). */
export const DOCS_ICON_NAMES = [
  "overview",
  "components",
  "gauge",
  "shield",
  "activity",
  "swords",
  "plug",
  "map",
  "rocket",
  "checklist",
  "steps",
  "wrench",
  "bot",
  "building",
  "scale",
  "radar",
  "book",
  "play",
  "calendar",
  "lifebuoy",
  "hash",
  "compass",
  "code",
  "git",
  "upgrade",
  "server",
  "cloud-off",
  "key",
  "terminal",
] as const;

export type DocsIconName = (typeof DOCS_ICON_NAMES)[number];

/**
 * Text may carry `inline code` in backticks; nothing else is interpreted, so content can never
 * inject markup (the API reference's descriptions).
 */
export type RichText = string;

/**
 * A page's outline: its sections (h2, with their h3 inside), each scrolled to by its anchor. The
 * icon is the heading's own, if it names one.
 */
export type TocEntry = { id: string; title: string; icon?: DocsIconName; children: TocEntry[] };

export type DocsLinkTarget = { title: string; href: string };

/** The sidebar's tree: a page, or a section (a folder of content/docs/) holding pages. */
export type DocsNavItem =
  | { kind: "page"; title: string; href: string; icon: DocsIconName }
  | {
      kind: "section";
      title: string;
      icon: DocsIconName;
      /** Its first page (the folder's index.md when it has one): where its icon leads in the collapsed sidebar. */
      href: string;
      items: DocsNavItem[];
    };

/** What the sidebar (desktop and phone drawer) needs to draw the tree with the current page open. */
export type DocsNavigation = {
  items: DocsNavItem[];
  /** The page being read: marked in the tree and expanded into its outline. */
  currentHref: string;
  outline: TocEntry[];
  apiReference: DocsLinkTarget;
};

/** What a docs page's loader sends: the page, and the navigation around it. */
export type DocsPageView = {
  title: string;
  description: string;
  updated?: string;
  /** The page's body as the build made it from its Markdown. */
  body: Root;
  href: string;
  /** Its Markdown, for assistants. */
  markdownHref: string;
  /** The sections above it. */
  breadcrumb: DocsLinkTarget[];
  previous?: DocsLinkTarget;
  next?: DocsLinkTarget;
  /** Only when DOCS_EDIT_URL is set. */
  editUrl?: string;
  navigation: DocsNavigation;
};

/** The API reference, which every docs page links to (its own routes are app/routes/docs.api*.tsx). */
export const apiReferenceLink: DocsLinkTarget = { title: "API Reference", href: "/docs/api" };

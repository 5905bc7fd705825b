import { Pager } from "./pager.tsx";
import { Check, ChevronRight, Copy, FileCode, FileText, PanelLeftClose, PanelLeftOpen, Pencil } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { DocsLinkTarget, DocsPageView } from "./content-model.ts";
import type { SidebarState } from "./sidebar-state.ts";
import { DocsArticle } from "./docs-article.tsx";
import { DocsSignOut } from "./docs-gate.tsx";
import { DocsSidebarNav } from "./docs-sidebar.tsx";
import { DocsTocDrawerIsland } from "./docs-toc-drawer-island.tsx";
import { DocsSearchBox } from "./search/docs-search-box.tsx";
import { sidebarWidths } from "./sidebar-widths.ts";

type Props = {
  page: DocsPageView;
  /** From the sidebar cookie, read by the loader so the first paint is already right. */
  initialSidebar: SidebarState;
};

const SIDEBAR_ID = "docs-sidebar";

/**
 * An unlocked docs page: sticky toolbar, the sidebar's tree of pages (a drawer on phones), the
 * breadcrumb, the page, its previous and next pages. The enhancer (app/enhance/docs-sidebar.ts)
 * collapses and expands the sidebar (its button and Ctrl+B / Cmd+B) and marks the section being
 * read; the sidebar holds both of its forms, and its data-state decides which shows.
 */
export function DocsPage({ page, initialSidebar }: Props) {
  const { navigation } = page;
  const collapsed = initialSidebar === "collapsed";
  const activeId = navigation.outline[0]?.id;
  return (
    <div className="flex" style={sidebarWidths}>
      <aside
        id={SIDEBAR_ID}
        aria-label="Table of contents"
        data-state={initialSidebar}
        className="group/sidebar sticky top-16 hidden h-[calc(100dvh-4rem)] w-(--sidebar-width) shrink-0 overflow-x-hidden overflow-y-auto border-r bg-muted/40 transition-[width] duration-200 ease-linear motion-reduce:transition-none data-[state=collapsed]:w-(--sidebar-width-icon) md:block"
      >
        <div className="group-data-[state=collapsed]/sidebar:hidden">
          <DocsSidebarNav navigation={navigation} activeId={activeId} />
        </div>
        <div className="hidden group-data-[state=collapsed]/sidebar:block">
          <DocsSidebarNav navigation={navigation} activeId={activeId} collapsed />
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <div className="sticky top-16 z-30 flex h-12 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="group hidden md:inline-flex"
            data-docs-sidebar-toggle
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            aria-keyshortcuts="Control+B Meta+B"
            title="Toggle sidebar (Ctrl+B / ⌘B)"
          >
            <PanelLeftClose aria-hidden="true" className="group-aria-[expanded=false]:hidden" />
            <PanelLeftOpen aria-hidden="true" className="group-aria-expanded:hidden" />
            <span className="sr-only">Toggle sidebar</span>
          </Button>
          <DocsTocDrawerIsland navigation={navigation} />
          <span className="truncate text-sm font-medium">Documentation</span>
          {/* The docs search box belongs here, between the title and the links on the right. */}
          <div className="ml-auto flex items-center gap-2">
            <DocsSearchBox />
            <a
              href={navigation.apiReference.href}
              className="hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-accent sm:inline-flex"
            >
              <FileCode aria-hidden="true" className="size-4" />
              {navigation.apiReference.title}
            </a>
            <DocsSignOut />
          </div>
        </div>

        <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Breadcrumb trail={page.breadcrumb} page={page} />
            <MarkdownActions href={page.markdownHref} />
          </div>
          <DocsArticle title={page.title} description={page.description} updated={page.updated} body={page.body} />
          {page.editUrl && (
            <p className="mt-12">
              <a href={page.editUrl} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
                <Pencil aria-hidden="true" className="size-4" />
                Edit this page
              </a>
            </p>
          )}
          <Pager label="Previous and next pages" previous={page.previous} next={page.next} />
        </div>
      </div>
    </div>
  );
}

/** Where the page sits: the docs, its sections, the page. The docs' home page needs none. */
function Breadcrumb({ trail, page }: { trail: DocsLinkTarget[]; page: DocsPageView }) {
  if (page.href === "/docs") return <span />;
  const link = "rounded hover:text-foreground hover:underline underline-offset-4";
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ title: "Documentation", href: "/docs" }, ...trail].map((crumb) => (
          <li key={crumb.href + crumb.title} className="flex items-center gap-1">
            <a href={crumb.href} className={link}>
              {crumb.title}
            </a>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-foreground">
            {page.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * The page as Markdown, for an assistant: the enhancer (app/enhance/copy-page-markdown.ts) shows
 * the copy button, which fetches the Markdown and puts it on the clipboard; the link opens it,
 * with or without script.
 */
function MarkdownActions({ href }: { href: string }) {
  const action = "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium hover:bg-accent";
  return (
    <div className="flex items-center gap-2">
      <button type="button" data-copy-page-markdown={href} className={`group invisible ${action}`}>
        <Copy aria-hidden="true" className="size-4 group-data-copied:hidden" />
        <Check aria-hidden="true" className="hidden size-4 group-data-copied:inline" />
        <span data-copy-label>Copy page as Markdown</span>
      </button>
      <a href={href} className={action}>
        <FileText aria-hidden="true" className="size-4" />
        View as Markdown
      </a>
    </div>
  );
}


import { FileCode, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { DocsContent, TocEntry } from "./content-model.ts";
import type { SidebarState } from "./sidebar-state.ts";
import { DocsArticle } from "./docs-article.tsx";
import { DocsSignOut } from "./docs-gate.tsx";
import { DocsSidebarNav } from "./docs-sidebar.tsx";
import { DocsTocDrawerIsland } from "./docs-toc-drawer-island.tsx";
import { DocsSearchBox } from "./search/docs-search-box.tsx";
import { sidebarWidths } from "./sidebar-widths.ts";

type Props = {
  content: DocsContent;
  toc: TocEntry[];
  /** From the sidebar cookie, read by the loader so the first paint is already right. */
  initialSidebar: SidebarState;
};

const SIDEBAR_ID = "docs-sidebar";

/**
 * The unlocked /docs page: sticky toolbar, table-of-contents sidebar (drawer on phones), article.
 * The enhancer (app/enhance/docs-sidebar.ts) collapses and expands the sidebar (its button and
 * Ctrl+B / Cmd+B) and marks the section being read; the sidebar holds both of its forms, and its
 * data-state decides which shows.
 */
export function DocsPage({ content, toc, initialSidebar }: Props) {
  const collapsed = initialSidebar === "collapsed";
  return (
    <div className="flex" style={sidebarWidths}>
      <aside
        id={SIDEBAR_ID}
        aria-label="Table of contents"
        data-state={initialSidebar}
        className="group/sidebar sticky top-16 hidden h-[calc(100dvh-4rem)] w-(--sidebar-width) shrink-0 overflow-x-hidden overflow-y-auto border-r bg-muted/40 transition-[width] duration-200 ease-linear motion-reduce:transition-none data-[state=collapsed]:w-(--sidebar-width-icon) md:block"
      >
        <div className="group-data-[state=collapsed]/sidebar:hidden">
          <DocsSidebarNav toc={toc} activeId={toc[0]?.id} apiReference={content.apiReference} />
        </div>
        <div className="hidden group-data-[state=collapsed]/sidebar:block">
          <DocsSidebarNav toc={toc} activeId={toc[0]?.id} collapsed apiReference={content.apiReference} />
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
          <DocsTocDrawerIsland toc={toc} apiReference={content.apiReference} />
          <span className="truncate text-sm font-medium">Documentation</span>
          <div className="ml-auto flex items-center gap-2">
            <DocsSearchBox />
            <a
              href={content.apiReference.href}
              className="hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-accent sm:inline-flex"
            >
              <FileCode aria-hidden="true" className="size-4" />
              {content.apiReference.title}
            </a>
            <DocsSignOut />
          </div>
        </div>
        <DocsArticle content={content} />
      </div>
    </div>
  );
}

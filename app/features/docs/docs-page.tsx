import { FileCode, PanelLeft, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { docsSidebar } from "#app/config/site.ts";
import type { DocsContent, TocEntry } from "./content-model.ts";
import { sidebarStateCookie, type SidebarState } from "./sidebar-state.ts";
import { cn } from "#app/lib/utils.ts";
import { DocsArticle } from "./docs-article.tsx";
import { DocsSignOut } from "./docs-gate.tsx";
import { DocsSidebarNav } from "./docs-sidebar.tsx";
import { useActiveSection } from "#app/lib/use-active-section.ts";

type Props = {
  content: DocsContent;
  toc: TocEntry[];
  /** From the sidebar cookie, read by the loader so the first paint is already right. */
  initialSidebar: SidebarState;
};

const SIDEBAR_ID = "docs-sidebar";

const loadDrawer = () => import("./docs-drawer.tsx");
const DocsDrawer = lazy(loadDrawer);

function isMobileViewport() {
  return window.matchMedia(`(max-width: ${docsSidebar.mobileBreakpointPx - 0.02}px)`).matches;
}

/** Below the sticky site header (4rem) and docs toolbar (3rem), with a little room to read. */
const readingLine = () => 140;

function flattenIds(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flattenIds(entry.children)]);
}

/** The unlocked /docs page: sticky toolbar, table-of-contents sidebar (drawer on phones), article. */
export function DocsPage({ content, toc, initialSidebar }: Props) {
  const [sidebar, setSidebar] = useState<SidebarState>(initialSidebar);
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The drawer's code is fetched the first time it is wanted. */
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const ids = useMemo(() => flattenIds(toc), [toc]);
  // Above the first section, the first is the one being read.
  const activeId = useActiveSection(ids, { readingLine }) ?? ids[0] ?? null;
  const collapsed = sidebar === "collapsed";

  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  const toggleSidebar = () => {
    const next: SidebarState = collapsed ? "expanded" : "collapsed";
    setSidebar(next);
    document.cookie = sidebarStateCookie(next);
  };

  // Ctrl+B (Cmd+B on a Mac) toggles whichever sidebar the screen shows.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    if (!isMobileViewport()) toggleSidebar();
    else if (drawerOpen) setDrawerOpen(false);
    else openDrawer();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const widths = {
    "--sidebar-width": `${docsSidebar.widthRem}rem`,
    "--sidebar-width-icon": `${docsSidebar.iconWidthRem}rem`,
    "--sidebar-width-mobile": `${docsSidebar.mobileWidthRem}rem`,
  } as CSSProperties;

  return (
    <div className="flex" style={widths}>
      <aside
        id={SIDEBAR_ID}
        aria-label="Table of contents"
        data-state={sidebar}
        className={cn(
          "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 overflow-x-hidden overflow-y-auto border-r bg-muted/40 transition-[width] duration-200 ease-linear motion-reduce:transition-none md:block",
          collapsed ? "w-(--sidebar-width-icon)" : "w-(--sidebar-width)",
        )}
      >
        <DocsSidebarNav toc={toc} activeId={activeId} collapsed={collapsed} apiReference={content.apiReference} />
      </aside>

      <div className="min-w-0 flex-1">
        <div className="sticky top-16 z-30 flex h-12 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            aria-keyshortcuts="Control+B Meta+B"
            title="Toggle sidebar (Ctrl+B / ⌘B)"
            onClick={toggleSidebar}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            <span className="sr-only">Toggle sidebar</span>
          </Button>
          <Button
            ref={drawerButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-keyshortcuts="Control+B Meta+B"
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
            onClick={openDrawer}
          >
            <PanelLeft aria-hidden="true" />
            <span className="sr-only">Open table of contents</span>
          </Button>
          {drawerUsed && (
            <Suspense fallback={null}>
              <DocsDrawer
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                toc={toc}
                activeId={activeId}
                apiReference={content.apiReference}
                style={widths}
                opener={drawerButton}
              />
            </Suspense>
          )}
          <span className="truncate text-sm font-medium">Documentation</span>
          <div className="ml-auto flex items-center gap-2">
            <Link
              to={content.apiReference.href}
              prefetch="intent"
              className="hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-accent sm:inline-flex"
            >
              <FileCode aria-hidden="true" className="size-4" />
              {content.apiReference.title}
            </Link>
            <DocsSignOut />
          </div>
        </div>
        <DocsArticle content={content} />
      </div>
    </div>
  );
}

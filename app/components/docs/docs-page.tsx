import { FileCode, PanelLeft, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { docsSidebar } from "~/config/site";
import type { DocsContent, TocEntry } from "~/features/docs/content-model";
import { sidebarStateCookie, type SidebarState } from "~/features/docs/sidebar-state";
import { cn } from "~/lib/utils";
import { DocsArticle } from "./docs-article";
import { DocsSignOut } from "./docs-gate";
import { DocsSidebarNav } from "./docs-sidebar";
import { useActiveSection } from "./use-active-section";

type Props = {
  content: DocsContent;
  toc: TocEntry[];
  /** From the sidebar cookie, read by the loader so the first paint is already right. */
  initialSidebar: SidebarState;
};

const SIDEBAR_ID = "docs-sidebar";

function isMobileViewport() {
  return window.matchMedia(`(max-width: ${docsSidebar.mobileBreakpointPx - 0.02}px)`).matches;
}

function flattenIds(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flattenIds(entry.children)]);
}

/** The unlocked /docs page: sticky toolbar, table-of-contents sidebar (drawer on phones), article. */
export function DocsPage({ content, toc, initialSidebar }: Props) {
  const [sidebar, setSidebar] = useState<SidebarState>(initialSidebar);
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** Set when a drawer link closes the drawer: focus then follows the link, not back to the button. */
  const followingLink = useRef(false);
  const ids = useMemo(() => flattenIds(toc), [toc]);
  const activeId = useActiveSection(ids);
  const collapsed = sidebar === "collapsed";

  const toggleSidebar = () => {
    const next: SidebarState = collapsed ? "expanded" : "collapsed";
    setSidebar(next);
    document.cookie = sidebarStateCookie(next);
  };

  // Ctrl+B (Cmd+B on a Mac) toggles whichever sidebar the screen shows.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    if (isMobileViewport()) setDrawerOpen((open) => !open);
    else toggleSidebar();
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
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-keyshortcuts="Control+B Meta+B">
                <PanelLeft aria-hidden="true" />
                <span className="sr-only">Open table of contents</span>
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              aria-describedby={undefined}
              className="w-(--sidebar-width-mobile) max-w-[85vw] gap-0 overflow-y-auto"
              style={widths}
              onCloseAutoFocus={(event) => {
                if (followingLink.current) event.preventDefault();
                followingLink.current = false;
              }}
            >
              <SheetHeader className="border-b pr-12">
                <SheetTitle>Documentation</SheetTitle>
              </SheetHeader>
              <DocsSidebarNav
                toc={toc}
                activeId={activeId}
                apiReference={content.apiReference}
                onNavigate={() => {
                  followingLink.current = true;
                  setDrawerOpen(false);
                }}
              />
            </SheetContent>
          </Sheet>
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

import { BookOpen, FileCode } from "lucide-react";
import type { TocEntry } from "./content-model.ts";
import { cn } from "#app/lib/utils.ts";
import { DocsIcon } from "./docs-icon.tsx";

type NavProps = {
  toc: TocEntry[];
  /** The entry marked current in the server's HTML; the enhancer moves the mark as the reader scrolls. */
  activeId?: string;
  /** Icons only (the desktop sidebar's collapsed state). */
  collapsed?: boolean;
  apiReference: { title: string; href: string };
  /** Called when a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
};

const linkBase = "flex min-h-9 items-center gap-2 rounded-md text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The table of contents: the same list in the desktop sidebar (expanded, and collapsed to icons)
 * and the phone drawer. Each link names the sections it stands for (`data-toc-covers`: an icon
 * also stands for its sub-entries), and the enhancer (app/enhance/docs-sidebar.ts) marks the one
 * being read as the current location.
 */
export function DocsSidebarNav({ toc, activeId, collapsed = false, apiReference, onNavigate }: NavProps) {
  return (
    <nav aria-label="Documentation" data-docs-toc className={cn("flex flex-col", collapsed ? "items-center px-1.5 py-3" : "p-3")}>
      {!collapsed && (
        <p className="flex items-center gap-2 px-2.5 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <BookOpen aria-hidden="true" className="size-3.5" />
          On this page
        </p>
      )}
      <ul className={cn("grid gap-0.5", collapsed && "w-full")}>
        {toc.map((entry) => {
          const covers = collapsed ? [entry.id, ...entry.children.map((child) => child.id)] : [entry.id];
          return (
            <li key={entry.id}>
              <TocLink entry={entry} covers={covers} active={covers.includes(activeId ?? "")} collapsed={collapsed} onNavigate={onNavigate} />
              {!collapsed && entry.children.length > 0 && (
                <ul className="mt-0.5 mb-1 ml-[1.3rem] grid gap-0.5 border-l pl-2">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <TocLink entry={child} covers={[child.id]} active={child.id === activeId} nested onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <div className={cn("mt-3 border-t pt-3", collapsed && "w-full")}>
        <a
          href={apiReference.href}
          onClick={onNavigate}
          title={collapsed ? apiReference.title : undefined}
          className={cn(linkBase, "text-primary hover:bg-accent", collapsed ? "justify-center" : "px-2.5 font-medium")}
        >
          <FileCode aria-hidden="true" className="size-4 shrink-0" />
          <span className={collapsed ? "sr-only" : undefined}>{apiReference.title}</span>
        </a>
      </div>
    </nav>
  );
}

function TocLink({
  entry,
  covers,
  active,
  collapsed = false,
  nested = false,
  onNavigate,
}: {
  entry: TocEntry;
  covers: string[];
  active: boolean;
  collapsed?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <a
      href={`#${entry.id}`}
      onClick={onNavigate}
      data-toc-covers={covers.join(" ")}
      aria-current={active ? "location" : undefined}
      title={collapsed ? entry.title : undefined}
      className={cn(
        linkBase,
        collapsed ? "justify-center" : nested ? "px-2 py-1" : "px-2.5",
        "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
        "aria-[current=location]:bg-accent aria-[current=location]:font-medium aria-[current=location]:text-accent-foreground",
        "aria-[current=location]:hover:bg-accent aria-[current=location]:hover:text-accent-foreground",
      )}
    >
      {!nested && <DocsIcon name={entry.icon} className="size-4 shrink-0" />}
      <span className={collapsed ? "sr-only" : undefined}>{entry.title}</span>
    </a>
  );
}

import { BookOpen, FileCode } from "lucide-react";
import { Link } from "react-router";
import type { TocEntry } from "./content-model.ts";
import { cn } from "#app/lib/utils.ts";
import { DocsIcon } from "./docs-icon.tsx";

type NavProps = {
  toc: TocEntry[];
  activeId: string | null;
  /** Icons only (the desktop sidebar's collapsed state). */
  collapsed?: boolean;
  apiReference: { title: string; href: string };
  /** Called when a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
};

const linkBase = "flex min-h-9 items-center gap-2 rounded-md text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring";

/** The table of contents: the same list in the desktop sidebar and the mobile drawer. */
export function DocsSidebarNav({ toc, activeId, collapsed = false, apiReference, onNavigate }: NavProps) {
  return (
    <nav aria-label="Documentation" className={cn("flex flex-col", collapsed ? "items-center px-1.5 py-3" : "p-3")}>
      {!collapsed && (
        <p className="flex items-center gap-2 px-2.5 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <BookOpen aria-hidden="true" className="size-3.5" />
          On this page
        </p>
      )}
      <ul className={cn("grid gap-0.5", collapsed && "w-full")}>
        {toc.map((entry) => {
          const childActive = entry.children.some((child) => child.id === activeId);
          return (
            <li key={entry.id}>
              <TocLink
                entry={entry}
                active={entry.id === activeId || (collapsed && childActive)}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
              {!collapsed && entry.children.length > 0 && (
                <ul className="mt-0.5 mb-1 ml-[1.3rem] grid gap-0.5 border-l pl-2">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <TocLink entry={child} active={child.id === activeId} nested onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <div className={cn("mt-3 border-t pt-3", collapsed && "w-full")}>
        <Link
          to={apiReference.href}
          prefetch="intent"
          onClick={onNavigate}
          title={collapsed ? apiReference.title : undefined}
          className={cn(linkBase, "text-primary hover:bg-accent", collapsed ? "justify-center" : "px-2.5 font-medium")}
        >
          <FileCode aria-hidden="true" className="size-4 shrink-0" />
          <span className={collapsed ? "sr-only" : undefined}>{apiReference.title}</span>
        </Link>
      </div>
    </nav>
  );
}

function TocLink({
  entry,
  active,
  collapsed = false,
  nested = false,
  onNavigate,
}: {
  entry: TocEntry;
  active: boolean;
  collapsed?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <a
      href={`#${entry.id}`}
      onClick={onNavigate}
      aria-current={active ? "location" : undefined}
      title={collapsed ? entry.title : undefined}
      className={cn(
        linkBase,
        collapsed ? "justify-center" : nested ? "px-2 py-1" : "px-2.5",
        active ? "bg-accent font-medium text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
      )}
    >
      {!nested && <DocsIcon name={entry.icon} className="size-4 shrink-0" />}
      <span className={collapsed ? "sr-only" : undefined}>{entry.title}</span>
    </a>
  );
}

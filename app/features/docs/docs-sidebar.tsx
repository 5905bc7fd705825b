import { ChevronRight, FileCode } from "lucide-react";
import type { DocsNavigation, DocsNavItem, TocEntry } from "./content-model.ts";
import { cn } from "#app/lib/utils.ts";
import { DocsIcon } from "./docs-icon.tsx";

type NavProps = {
  navigation: DocsNavigation;
  /** The outline entry marked current in the server's HTML; the enhancer moves the mark as the reader scrolls. */
  activeId?: string;
  /** Icons only (the desktop sidebar's collapsed state). */
  collapsed?: boolean;
  /** Called when a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
};

const linkBase = "flex min-h-9 items-center gap-2 rounded-md text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring";
const quiet = "text-muted-foreground hover:bg-accent/60 hover:text-foreground";
const marked = [
  "aria-[current=location]:bg-accent aria-[current=location]:font-medium aria-[current=location]:text-accent-foreground",
  "aria-[current=location]:hover:bg-accent aria-[current=location]:hover:text-accent-foreground",
  "aria-[current=page]:font-semibold aria-[current=page]:text-foreground aria-[current=true]:bg-accent aria-[current=true]:text-accent-foreground",
];

const contains = (item: DocsNavItem, href: string): boolean =>
  item.kind === "page" ? item.href === href : item.items.some((child) => contains(child, href));

/**
 * The docs' navigation, in the desktop sidebar (expanded, and collapsed to icons) and the phone
 * drawer: the tree of pages (content/docs/), its sections collapsible, with the current page marked
 * and opened into its outline. Each outline link names the sections it stands for
 * (`data-toc-covers`: an icon also stands for its sub-entries), and the enhancer
 * (app/enhance/docs-sidebar.ts) marks the one being read as the current location.
 */
export function DocsSidebarNav({ navigation, activeId, collapsed = false, onNavigate }: NavProps) {
  const { apiReference } = navigation;
  return (
    <nav aria-label="Documentation" data-docs-toc className={cn("flex flex-col", collapsed ? "items-center px-1.5 py-3" : "p-3")}>
      <ul className={cn("grid gap-0.5", collapsed && "w-full")}>
        {collapsed ? (
          <Rail navigation={navigation} activeId={activeId} onNavigate={onNavigate} />
        ) : (
          navigation.items.map((item) => <Entry key={item.href + item.title} item={item} navigation={navigation} activeId={activeId} onNavigate={onNavigate} />)
        )}
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

type EntryProps = { item: DocsNavItem; navigation: DocsNavigation; activeId?: string; nested?: boolean; onNavigate?: () => void };

/** A page (the current one opened into its outline) or a section that opens and closes (no script needed). */
function Entry({ item, navigation, activeId, nested = false, onNavigate }: EntryProps) {
  if (item.kind === "section") {
    return (
      <li>
        <details open={contains(item, navigation.currentHref)} className="group/section">
          <summary
            className={cn(
              linkBase,
              quiet,
              "cursor-pointer list-none px-2.5 font-medium text-foreground [&::-webkit-details-marker]:hidden",
            )}
          >
            {!nested && <DocsIcon name={item.icon} className="size-4 shrink-0" />}
            <span className="flex-1">{item.title}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-open/section:rotate-90 motion-reduce:transition-none" />
          </summary>
          <ul className="mt-0.5 mb-1 ml-4 grid gap-0.5 border-l pl-1.5">
            {item.items.map((child) => (
              <Entry key={child.href + child.title} item={child} navigation={navigation} activeId={activeId} nested onNavigate={onNavigate} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const current = item.href === navigation.currentHref;
  return (
    <li>
      <a
        href={item.href}
        onClick={onNavigate}
        aria-current={current ? "page" : undefined}
        className={cn(linkBase, quiet, marked, nested ? "px-2 py-1" : "px-2.5")}
      >
        {!nested && <DocsIcon name={item.icon} className="size-4 shrink-0" />}
        <span>{item.title}</span>
      </a>
      {current && navigation.outline.length > 0 && (
        <ul aria-label="On this page" className={cn("mt-0.5 mb-1 grid gap-0.5 border-l pl-1.5", nested ? "ml-2" : "ml-4")}>
          {navigation.outline.map((entry) => (
            <li key={entry.id}>
              <TocLink entry={entry} covers={[entry.id]} active={entry.id === activeId} onNavigate={onNavigate} />
              {entry.children.length > 0 && (
                <ul className="mt-0.5 mb-1 ml-4 grid gap-0.5 border-l pl-1.5">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <TocLink entry={child} covers={[child.id]} active={child.id === activeId} nested onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The collapsed sidebar: one icon per top-level page and section (the one holding the current page
 * marked), and after it the current page's sections, each icon standing for its sub-entries too.
 */
function Rail({ navigation, activeId, onNavigate }: Omit<NavProps, "collapsed">) {
  return navigation.items.map((item) => {
    const holdsCurrent = contains(item, navigation.currentHref);
    const current = item.kind === "page" && holdsCurrent ? "page" : holdsCurrent ? "true" : undefined;
    return [
      <li key={item.href + item.title}>
        <a href={item.href} onClick={onNavigate} title={item.title} aria-current={current} className={cn(linkBase, quiet, marked, "justify-center")}>
          <DocsIcon name={item.icon} className="size-4 shrink-0" />
          <span className="sr-only">{item.title}</span>
        </a>
      </li>,
      ...(holdsCurrent
        ? navigation.outline.map((entry) => {
            const covers = [entry.id, ...entry.children.map((child) => child.id)];
            return (
              <li key={entry.id}>
                <TocLink entry={entry} covers={covers} active={covers.includes(activeId ?? "")} collapsed onNavigate={onNavigate} />
              </li>
            );
          })
        : []),
    ];
  });
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
      className={cn(linkBase, collapsed ? "justify-center" : nested ? "px-2 py-1" : "px-2.5", quiet, marked)}
    >
      {collapsed ? <DocsIcon name={entry.icon ?? "hash"} className="size-4 shrink-0" /> : !nested && entry.icon && <DocsIcon name={entry.icon} className="size-4 shrink-0" />}
      <span className={collapsed ? "sr-only" : undefined}>{entry.title}</span>
    </a>
  );
}

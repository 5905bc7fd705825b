import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type FilterTab = { label: string; to: string; count?: number; current: boolean };

/** A row of links that filter a list; the current one is marked for assistive technology. */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm whitespace-nowrap",
                tab.current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cn("rounded-full px-1.5 text-xs tabular-nums", tab.current ? "bg-primary-foreground/20" : "bg-muted")}>
                  {tab.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

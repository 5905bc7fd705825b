import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";

export type FilterTab = { label: string; to: string; count?: number; current: boolean };

const looks = {
  /** Switches between views: underlined, like tabs. */
  tabs: {
    list: "flex gap-4 border-b",
    link: "-mb-px border-b-2 px-1 pb-2 font-medium",
    current: "border-primary text-foreground",
    idle: "border-transparent text-muted-foreground hover:text-foreground",
  },
  /** Narrows the list in view: pills. */
  pills: {
    list: "flex gap-1",
    link: "rounded-md border px-3 py-1.5",
    current: "border-primary bg-primary text-primary-foreground",
    idle: "hover:bg-accent",
  },
} as const;

/** A row of links that filter a list; the current one is marked for assistive technology. */
export function FilterTabs({ label, tabs, look = "pills" }: { label: string; tabs: FilterTab[]; look?: keyof typeof looks }) {
  const style = looks[look];
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1 pt-1 pb-1">
      <ul className={style.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex items-center gap-2 text-sm whitespace-nowrap",
                style.link,
                tab.current ? style.current : style.idle,
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    tab.current && look === "pills" ? "bg-primary-foreground/20" : "bg-muted",
                  )}
                >
                  {tab.count.toLocaleString("en-US")}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

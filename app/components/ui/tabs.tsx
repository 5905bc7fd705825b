import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

type TabsProps<T extends string> = {
  /** Prefix of the tab and panel ids. */
  id: string;
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs with automatic activation (arrow keys, Home and End move and select), for a
 * controlled value. Small on purpose: one tab list, one visible panel.
 */
export function Tabs<T extends string>({ id, label, tabs, value, onChange, className, panelClassName, children }: TabsProps<T>) {
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!.value;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto grid max-w-md grid-cols-2 gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(tab.value)}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                selected ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className={cn("outline-none", panelClassName)}>
        {children}
      </div>
    </div>
  );
}

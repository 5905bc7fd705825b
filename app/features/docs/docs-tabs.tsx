import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { flow } from "./docs-blocks.tsx";

type TabProps = { id: string; label: string; children?: ReactNode };

/**
 * The same thing in several languages (::::tabs in the Markdown). Without script every panel shows
 * under its label; the enhancer (app/enhance/docs-tabs.ts) shows the buttons the server rendered
 * hidden, gives them and the panels their tab roles, and shows one panel at a time.
 */
export function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter((child) => isValidElement<TabProps>(child) && child.type === Tab) as ReactElement<TabProps>[];
  return (
    <div data-docs-tabs="" className="overflow-hidden rounded-lg border">
      <div data-docs-tablist="" hidden className="flex gap-1 overflow-x-auto border-b bg-muted/60 px-2 pt-2">
        {tabs.map(({ props: tab }) => (
          <button
            key={tab.id}
            type="button"
            data-docs-tab={tab.id}
            className={cn(
              "-mb-px rounded-t-md border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground",
              "aria-selected:border-border aria-selected:border-b-background aria-selected:bg-background aria-selected:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}

export function Tab({ id, label, children }: TabProps) {
  return (
    <div id={id} data-docs-tab-panel="" className={cn(flow, "p-4 [[data-docs-tab-panel]+&:not([role=tabpanel])]:border-t")}>
      <p data-docs-tab-label="" className="text-sm font-semibold">
        {label}
      </p>
      {children}
    </div>
  );
}

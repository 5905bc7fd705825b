import { useEffect, useRef } from "react";
import type { ProductOffering } from "#app/content/pricing.ts";
import { cn } from "#app/lib/utils.ts";

type Props = {
  offerings: readonly Pick<ProductOffering, "id" | "shortTitle">[];
  active: string;
  onSelect: (id: ProductOffering["id"]) => void;
};

/** The sticky 'Select a Capability' bar: links to the four sections (they work without script too). */
export function CapabilityBar({ offerings, active, onSelect }: Props) {
  const list = useRef<HTMLUListElement>(null);

  // On narrow screens the bar scrolls sideways: keep the selected capability in sight.
  useEffect(() => {
    const container = list.current;
    const link = container?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!container || !link || container.scrollWidth <= container.clientWidth) return;
    const left = link.offsetLeft; // the list is the offset parent (relative)
    const right = left + link.offsetWidth;
    if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
      container.scrollTo({ left: Math.max(0, left - 16), behavior: "smooth" });
    }
  }, [active]);

  return (
    <nav
      aria-labelledby="capability-bar-title"
      className="sticky top-16 z-30 border-y bg-background"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-6">
        <h2 id="capability-bar-title" className="shrink-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Select a Capability
        </h2>
        <ul ref={list} className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:pb-0">
          {offerings.map((offering) => {
            const selected = offering.id === active;
            return (
              <li key={offering.id} className="shrink-0">
                <a
                  href={`#${offering.id}`}
                  aria-current={selected ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(offering.id);
                  }}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                    selected
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background text-foreground hover:bg-accent",
                  )}
                >
                  {offering.shortTitle}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

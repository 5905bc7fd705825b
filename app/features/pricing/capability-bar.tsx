import type { ProductOffering } from "#app/content/pricing.ts";

/**
 * The sticky 'Select a Capability' bar: links to the four sections (they work without script too),
 * the first marked current. The enhancer (app/enhance/capability-bar.ts) follows the hash, clicks
 * and scrolling.
 */
export function CapabilityBar({ offerings }: { offerings: readonly Pick<ProductOffering, "id" | "shortTitle">[] }) {
  return (
    <nav
      data-capability-bar
      aria-labelledby="capability-bar-title"
      className="sticky top-16 z-30 border-y bg-background"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-6">
        <h2 id="capability-bar-title" className="shrink-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Select a Capability
        </h2>
        <ul className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:pb-0">
          {offerings.map((offering, index) => (
            <li key={offering.id} className="shrink-0">
              <a
                href={`#${offering.id}`}
                aria-current={index === 0 ? "true" : undefined}
                className="inline-flex h-9 items-center rounded-full border bg-background px-4 text-sm font-medium whitespace-nowrap text-foreground transition-colors hover:bg-accent aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground aria-[current=true]:hover:bg-primary"
              >
                {offering.shortTitle}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

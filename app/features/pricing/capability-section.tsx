import type { ProductOffering } from "#app/content/pricing.ts";
import { cn } from "#app/lib/utils.ts";
import { TierCard } from "./tier-card.tsx";

/** One capability group with its three tiers; its id is the anchor the bar and the hash use. */
export function CapabilitySection({ offering, index }: { offering: ProductOffering; index: number }) {
  return (
    <section
      id={offering.id}
      tabIndex={-1}
      aria-labelledby={`${offering.id}-title`}
      // The page keeps 5rem clear of the sticky header; this adds the capability bar's height.
      className={cn("scroll-mt-24 py-16 outline-none md:scroll-mt-14", index % 2 === 1 && "bg-muted/40")}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id={`${offering.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {offering.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{offering.description}</p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {offering.tiers.map((tier, position) => (
            <TierCard key={tier.name} capability={offering.id} tier={tier} featured={position === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}

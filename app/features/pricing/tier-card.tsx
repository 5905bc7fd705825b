import { Check } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { FEATURES_SHOWN, type CapabilityId, type Tier } from "#app/content/pricing.ts";
import { cn } from "#app/lib/utils.ts";
import { TierEmailFormIsland } from "./tier-email-form-island.tsx";

function Features({ features }: { features: readonly string[] }) {
  return features.map((feature) => (
    <li key={feature} className="flex gap-2">
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{feature}</span>
    </li>
  ));
}

/**
 * Trials show every feature; other tiers show the first three and a disclosure button for the
 * rest (opened and closed by the enhancer, app/enhance/disclosures.ts), whose label says what it does.
 */
function FeatureList({ id, tier }: { id: string; tier: Tier }) {
  const collapsible = !tier.isTrial && tier.features.length > FEATURES_SHOWN;
  const shown = collapsible ? tier.features.slice(0, FEATURES_SHOWN) : tier.features;
  const moreId = `${id}-more-features`;

  return (
    <div>
      <ul className="space-y-2.5 text-sm">
        <Features features={shown} />
      </ul>
      {collapsible && (
        <>
          <ul id={moreId} hidden className="mt-2.5 space-y-2.5 text-sm">
            <Features features={tier.features.slice(FEATURES_SHOWN)} />
          </ul>
          <button
            type="button"
            data-disclosure
            aria-expanded="false"
            aria-controls={moreId}
            className="group mt-3 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <span className="group-aria-expanded:hidden">+{tier.features.length - FEATURES_SHOWN} More Features</span>
            <span className="hidden group-aria-expanded:inline">Show Less</span>
          </button>
        </>
      )}
    </div>
  );
}

export function TierCard({ capability, tier, featured }: { capability: CapabilityId; tier: Tier; featured?: boolean }) {
  const id = `${capability}-${tier.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        "relative flex flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm",
        featured && "border-primary shadow-md ring-1 ring-primary",
      )}
    >
      {featured && <Badge className="absolute -top-2.5 left-6">Most popular</Badge>}
      <header>
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          {tier.name}
        </h3>
        <p className="mt-3 text-2xl font-bold tracking-tight">{tier.price}</p>
        {tier.priceNote && <p className="mt-1 text-xs text-muted-foreground">{tier.priceNote}</p>}
        {tier.description && <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p>}
      </header>
      <div className="flex-1">
        <FeatureList id={id} tier={tier} />
      </div>
      <TierEmailFormIsland id={id} capability={capability} tier={{ isTrial: tier.isTrial, isEnterprise: tier.isEnterprise }} />
    </article>
  );
}

import { ArrowRight, Check } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FEATURES_SHOWN, type CapabilityId, type Tier } from "#app/content/pricing.ts";
import { savePrefillEmail } from "#app/features/leads/prefill-email.ts";
import { tierButtonLabel, tierDestination, tierEmailError } from "./tier-actions.ts";
import { cn } from "#app/lib/utils.ts";

function FeatureList({ id, tier }: { id: string; tier: Tier }) {
  const [expanded, setExpanded] = useState(false);
  // Trials show everything; other tiers show the first three behind a toggle.
  const collapsible = !tier.isTrial && tier.features.length > FEATURES_SHOWN;
  const visible = collapsible && !expanded ? tier.features.slice(0, FEATURES_SHOWN) : tier.features;
  const listId = `${id}-features`;

  return (
    <div>
      <ul id={listId} className="space-y-2.5 text-sm">
        {visible.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-3 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {expanded ? "Show Less" : `+${tier.features.length - FEATURES_SHOWN} More Features`}
        </button>
      )}
    </div>
  );
}

/** The work e-mail and the tier's button: checked on blur and on the button, then on to the next step. */
function TierAction({ id, capability, tier }: { id: string; capability: CapabilityId; tier: Tier }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = `${id}-email`;

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = tierEmailError(email);
    if (problem) {
      setError(problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (email.trim()) savePrefillEmail(email.trim());
    void navigate(tierDestination(capability, tier));
  };

  return (
    <form noValidate onSubmit={go} className="grid gap-3">
      <FormField
        field={{
          id: fieldId,
          name: "email",
          value: email,
          error,
          onChange: (event) => {
            setEmail(event.target.value);
            setError(undefined);
          },
        }}
        label="Work email"
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            onBlur={() => setError(tierEmailError(email))}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" variant={tier.isTrial ? "outline" : "default"} className="w-full">
        {tierButtonLabel(capability, tier)}
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
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
      <TierAction id={id} capability={capability} tier={tier} />
    </article>
  );
}

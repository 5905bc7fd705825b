import { ArrowRight } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { FormField } from "#app/components/forms/form-field.tsx";
import { useTypedBeforeHydration } from "#app/components/forms/use-typed-before-hydration.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { CapabilityId, Tier } from "#app/content/pricing.ts";
import { savePrefillEmail } from "#app/features/leads/prefill-email.ts";
import { tierButtonLabel, tierDestination, tierEmailError } from "./tier-actions.ts";

export type TierEmailFormProps = {
  /** The tier card's id: the field's id starts with it. */
  id: string;
  capability: CapabilityId;
  tier: Pick<Tier, "isTrial" | "isEnterprise">;
};

/**
 * A tier's work e-mail and button: checked on blur and on the button, then on to the tier's form,
 * which takes the e-mail over from session storage. Without script the form goes there itself.
 */
export function TierEmailForm({ id, capability, tier }: TierEmailFormProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email }, (typed) => setEmail(typed.email ?? ""));
  const fieldId = `${id}-email`;
  const destination = tierDestination(capability, tier);

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = tierEmailError(email);
    if (problem) {
      setError(problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (email.trim()) savePrefillEmail(email.trim());
    location.assign(destination);
  };

  return (
    <form ref={form} noValidate action={destination} onSubmit={go} className="grid gap-3">
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

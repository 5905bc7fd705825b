// What a pricing tier's button does (leads-and-booking.md §2 and §5): its label, where it leads,
// and the check of the work e-mail typed above it.
import type { CapabilityId, Tier } from "#app/content/pricing.ts";
import { isDomainIn, isEmailAddress, messages, PRICING_FREE_DOMAINS } from "#app/features/leads/lead-rules.ts";

const DEMO_LABELS: Record<Exclude<CapabilityId, "secure-chatbot">, string> = {
  guardrails: "Request Guardrails Demo",
  "red-teaming": "Request Red Teaming Demo",
  observability: "Request Observability Demo",
};

export function tierButtonLabel(capability: CapabilityId, tier: Pick<Tier, "isTrial" | "isEnterprise">): string {
  if (tier.isTrial) return "Start Free Trial";
  if (tier.isEnterprise) return "Contact Sales";
  if (capability === "secure-chatbot") return "Request Demo";
  return DEMO_LABELS[capability];
}

export function tierDestination(capability: CapabilityId, tier: Pick<Tier, "isEnterprise">): string {
  if (tier.isEnterprise) return "/contact-us#form";
  if (capability === "secure-chatbot") return "/book-demo#discovery-call";
  return "/book-demo#full-demo";
}

/**
 * The tier e-mail check. On blur an empty field says nothing; on the button an empty field passes
 * (the visitor goes on without an address). Otherwise: an address shape, and not a free provider.
 */
export function tierEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return undefined;
  if (!isEmailAddress(email)) return messages.emailInvalid;
  if (isDomainIn(email, PRICING_FREE_DOMAINS)) return messages.workEmail;
  return undefined;
}

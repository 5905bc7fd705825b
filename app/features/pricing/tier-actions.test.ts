import { describe, expect, it } from "vitest";
import { offerings } from "#app/content/pricing.ts";
import { PRICING_FREE_DOMAINS } from "#app/features/leads/lead.schema.ts";
import { tierButtonLabel, tierDestination, tierEmailError } from "./tier-actions.ts";

describe("pricing tier actions", () => {
  it("labels and routes every tier as the spec says", () => {
    const table = offerings.flatMap((offering) =>
      offering.tiers.map((tier) => [offering.id, tier.name, tierButtonLabel(offering.id, tier), tierDestination(offering.id, tier)]),
    );
    expect(table).toEqual([
      ["guardrails", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
      ["guardrails", "Admin", "Request Guardrails Demo", "/book-demo#full-demo"],
      ["guardrails", "Enterprise", "Contact Sales", "/contact-us#form"],
      ["red-teaming", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
      ["red-teaming", "Red Teaming Analyst", "Request Red Teaming Demo", "/book-demo#full-demo"],
      ["red-teaming", "Enterprise", "Contact Sales", "/contact-us#form"],
      ["observability", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
      ["observability", "SoC Analyst", "Request Observability Demo", "/book-demo#full-demo"],
      ["observability", "Enterprise", "Contact Sales", "/contact-us#form"],
      ["secure-chatbot", "Free Trial", "Start Free Trial", "/book-demo#discovery-call"],
      ["secure-chatbot", "Professional", "Request Demo", "/book-demo#discovery-call"],
      ["secure-chatbot", "Enterprise", "Contact Sales", "/contact-us#form"],
    ]);
  });

  it("has the spec's prices and enterprise and chatbot features", () => {
    for (const offering of offerings) {
      const [trial, middle, enterprise] = offering.tiers;
      expect(trial.price).toBe("14-Day Free Trial");
      expect(middle.price).toMatch(/^\$[\d,]+ \//);
      expect(enterprise.price).toBe("Custom Pricing");
      expect(enterprise.features.join(" ")).toMatch(/user and role management with enterprise IAM/i);
    }
    expect(offerings.find((o) => o.id === "secure-chatbot")!.tiers[1].features).toContain(
      "Requires at least one Admin User license",
    );
  });

  it("checks the work e-mail: empty passes, bad shape, 13 free providers in any case", () => {
    expect(tierEmailError("")).toBeUndefined();
    expect(tierEmailError("   ")).toBeUndefined();
    expect(tierEmailError("ada@")).toBe("Please enter a valid email address");
    expect(tierEmailError("ada lovelace@corp.example")).toBe("Please enter a valid email address");
    expect(PRICING_FREE_DOMAINS).toHaveLength(13);
    for (const domain of PRICING_FREE_DOMAINS) {
      expect(tierEmailError(`ada@${domain.toUpperCase()}`)).toBe("Please enter your work email address");
    }
    expect(tierEmailError("ada@analytical-engines.example")).toBeUndefined();
  });
});

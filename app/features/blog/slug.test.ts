import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reservedSlugs, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Shadow AI in Banking: A Playbook", "shadow-ai-in-banking-a-playbook"],
    ["  Cutting Token Spend by 30%  ", "cutting-token-spend-by-30"],
    ["Red -- Teaming   GenAI", "red-teaming-genai"],
    ["What's new in v2.0?", "whats-new-in-v20"],
    ["Café Résumé", "cafe-resume"],
    ["— Intro —", "intro"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("only ever yields lowercase letters, digits and single inner hyphens", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it("reserves the fixed /blog paths", () => {
    expect(reservedSlugs).toContain("lumenguard-gartner-cool-vendor-2025");
    expect(reservedSlugs).toContain("replacing-microsoft-copilot-with-lumenguard-copilot");
    expect(reservedSlugs).toContain("copilot-security-gap");
    expect(reservedSlugs).not.toContain(":slug");
  });
});

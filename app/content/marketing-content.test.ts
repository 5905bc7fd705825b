// The marketing pages' content against the spec (leads-and-booking.md §1-§2, content-and-docs.md §2-§3).
import { describe, expect, it } from "vitest";
import { pages } from "#app/config/pages.ts";
import { files, timing } from "#app/config/site.ts";
import { LEAD_FUNCTIONS } from "#app/config/lead-functions.ts";
import { sampleScoreCategories } from "./developer-sdk.ts";
import { docsResources, heroDescriptions, heroStats, homeProducts, homeTestimonials, newsTicker } from "./home.ts";
import { datasheetProducts, products } from "./products.ts";
import { agentFrameworkSamples, formatExecutionTime, riskDimensions } from "./trust-score.ts";

describe("trust score vocabulary", () => {
  it("writes execution times with grouped digits", () => {
    expect([5, 999, 1200, 1800.4, 1234567].map(formatExecutionTime)).toEqual(["5 ms", "999 ms", "1,200 ms", "1,800 ms", "1,234,567 ms"]);
  });

  it("has the nine risk dimensions with the spec's severity labels", () => {
    expect(riskDimensions.map((d) => [d.title, d.severity])).toEqual([
      ["Jailbreak Resistance", "Critical"],
      ["Bias and Fairness", "High"],
      ["Content Safety", "High"],
      ["Privacy Protection", "Medium"],
      ["Hallucination Control", "Medium"],
      ["Robustness", "Medium"],
      ["Cultural Sensitivity", "Low"],
      ["Regulatory Compliance", "Low"],
      ["Transparency", "Low"],
    ]);
  });

  it("has the two sample agent-framework cards", () => {
    expect(agentFrameworkSamples.map((s) => [s.trustScore, s.executionTime])).toEqual([
      [742, 1200],
      [698, 1800],
    ]);
    for (const sample of agentFrameworkSamples) {
      expect(Object.keys(sample.metrics).sort()).toEqual(["errorRate", "responseTime", "taskCompletion", "trustLevel"]);
    }
  });

  it("scores the developer sample categories out of 1000", () => {
    expect(sampleScoreCategories.map((c) => c.name)).toEqual(["Prompt Injection", "Security", "Data Privacy", "Hallucination", "Fairness"]);
    for (const category of sampleScoreCategories) expect(category.score).toBeLessThanOrEqual(1000);
  });
});

describe("home page content", () => {
  it("rotates the five descriptions every 8000 ms with a 200 ms fade", () => {
    expect(heroDescriptions.map((d) => d.label)).toEqual(["Platform", "Guardrails", "Red Teaming", "Observability", "Secure Workforce Chatbot"]);
    expect(timing.heroRotationMs).toBe(8000);
    expect(timing.heroFadeMs).toBe(200);
  });

  it("has the hero stat cards, product links, five testimonials and the docs links", () => {
    expect(heroStats.map((s) => `${s.value} ${s.label}`)).toEqual(["9 Risk categories", "100% Cloud agnostic", "24/7 Enterprise support"]);
    expect(homeProducts.map((p) => p.path)).toEqual([
      "/ai-trust-score-guardrails",
      "/solutions/red-teaming",
      "/ai-trust-score-observability",
      "/solutions/secure-workforce-chatbot",
      "/solutions/open-source-model-risks",
    ]);
    expect(new Set(homeTestimonials.map((t) => t.author)).size).toBe(5);
    expect(docsResources.map((r) => r.href)).toEqual(["/docs", "/docs/api", "/docs#integrations", "/docs#deployment-scenarios"]);
  });

  it("has two external news links and one internal one", () => {
    expect(newsTicker.filter((item) => item.external && item.href.startsWith("https://"))).toHaveLength(2);
    expect(newsTicker.filter((item) => !item.external && item.href.startsWith("/"))).toHaveLength(1);
  });
});

describe("products", () => {
  const routed = new Set(pages.map((page) => `/${page.path}`));

  it("live at routed paths", () => {
    for (const product of Object.values(products)) expect(routed.has(product.path), product.path).toBe(true);
  });

  it("give each datasheet page its function and its own PDF", () => {
    expect(Object.fromEntries(datasheetProducts.map((p) => [p.id, p.datasheet.functionName]))).toEqual({
      guardrails: "send-guardrails-datasheet-email",
      observability: "send-observability-datasheet-email",
      redTeaming: "send-red-teaming-datasheet-email",
      chatbot: "send-chatbot-datasheet-email",
      developers: "send-guardrails-datasheet-email",
    });
    for (const product of datasheetProducts) expect(LEAD_FUNCTIONS).toContain(product.datasheet.functionName);
    expect(datasheetProducts.map((p) => p.datasheet.pdfPath).sort()).toEqual(Object.values(files.datasheets).sort());
  });

  it("have their own SEO title and description", () => {
    const all = Object.values(products);
    expect(new Set(all.map((p) => p.seo.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.seo.description)).size).toBe(all.length);
    for (const product of all) expect(product.seo.description.length).toBeLessThanOrEqual(300);
  });

  it("list the open-source protections and the four user groups where the spec asks", () => {
    expect(products.openSourceRisks.features.map((f) => f.title)).toEqual([
      "Model-card-aligned guardrails",
      "Attribution and leak detection",
      "Surgical forgetting",
      "Continuous compliance",
    ]);
    expect(products.guardrails.audiences).toHaveLength(4);
    expect(products.observability.audiences).toHaveLength(4);
    expect(products.chatbot.features.map((f) => f.title)).toEqual(
      expect.arrayContaining(["Data loss prevention", "Shadow AI blocking", "Custom policies", "Real-time monitoring"]),
    );
  });
});

import { brand, links } from "./site.ts";

/** Permanent redirects from the spec's table: old path → current path. */
export const redirects: Readonly<Record<string, string>> = {
  [`/blog/replacing-microsoft-copilot-with-${brand.productSlug}-copilot`]: "/copilot-security-gap",
  "/responsible-ai-101": "/glossary",
  "/gen-ai-firewall": "/ai-trust-score-guardrails",
  "/developers": "/solutions/developers",
  "/ai-trust-score": "/aitrustscore-report",
  "/vulnerability-report": "/aitrustscore-report",
  "/book-a-demo": "/book-demo",
  "/resources-library": "/book-demo",
  "/support": "/contact-us",
  "/sign-up": "/pricing",
  "/security-studio": "/pricing",
  "/secure-workforce-chatbot": "/solutions/secure-workforce-chatbot",
  "/solutions/employee-chatgpt": "/solutions/secure-workforce-chatbot",
  "/enterprise-monitoring": "/ai-trust-score-observability",
  "/enterprise-ready-pane": "/ai-trust-score-observability",
  "/ai-trust-score-red-teaming": "/solutions/red-teaming",
  "/spotlight": "/newsroom",
  "/press-release": "/newsroom",
  // Paths the spec links to but never routes: send them somewhere real.
  "/resources": "/blog",
  "/products": "/pricing",
};

/** Paths that leave the site. */
export const externalRedirects: Readonly<Record<string, string>> = {
  "/aitrusthub": links.aiTrustHub,
};

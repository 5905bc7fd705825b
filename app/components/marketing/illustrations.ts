// Original SVG artwork, imported as hashed asset URLs (never inlined into the JS bundle).
// Every entry carries its intrinsic size so the browser reserves the space before it loads.
import dashboardPreview from "#app/assets/illustrations/dashboard-preview.svg";
import developers from "#app/assets/illustrations/developers.svg";
import guardrails from "#app/assets/illustrations/guardrails.svg";
import heroTrustScore from "#app/assets/illustrations/hero-trust-score.svg";
import observability from "#app/assets/illustrations/observability.svg";
import openSourceRisks from "#app/assets/illustrations/open-source-risks.svg";
import redTeaming from "#app/assets/illustrations/red-teaming.svg";
import workforceChatbot from "#app/assets/illustrations/workforce-chatbot.svg";
import { brand } from "#app/config/site.ts";

export type Illustration = { src: string; width: number; height: number; alt: string };

const hero = (src: string, alt: string): Illustration => ({ src, width: 560, height: 440, alt });

export const illustrations = {
  guardrails: hero(guardrails, `Prompts and responses passing through a ${brand.name} policy shield, with unsafe requests blocked`),
  observability: hero(observability, "A monitoring console mirroring AI traffic into risk trends and alerts"),
  redTeaming: hero(redTeaming, "Adversarial probes aimed at a model, with findings scored by severity"),
  developers: hero(developers, `A code editor calling the ${brand.name} SDK next to a Trust Score out of 1000`),
  chatbot: hero(workforceChatbot, "An employee chat with sensitive data redacted before it reaches the model"),
  openSourceRisks: hero(openSourceRisks, "An open-source model card wrapped in licence, attribution and compliance checks"),
  heroTrustScore: {
    src: heroTrustScore,
    width: 520,
    height: 460,
    alt: "A live AI Trust Score of 842 out of 1000 across nine risk dimensions, with a blocked jailbreak and a redacted piece of customer data",
  },
  dashboardPreview: {
    src: dashboardPreview,
    width: 1200,
    height: 720,
    alt: "The AI Trust Score dashboard: an overall score of 842 out of 1000, nine risk dimension scores, live policy events and a 30-day trend",
  },
} satisfies Record<string, Illustration>;

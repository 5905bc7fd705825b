// The demo landing page (/demo/redport) as the site was built with it: the copy its landing entry is
// first seeded with (app/features/site-content/seed.server.ts), and the demo form's options.
import { meetings } from "#app/config/site.ts";
import type { CardIcon } from "#app/features/site-content/cards.ts";

/** The landing form's company-size and use-case options (leads-and-booking.md §3). */
export const COMPANY_SIZES = ["1-50", "51-200", "201-1000", "1001-5000", "5000+"] as const;
export const USE_CASES = ["chatbots", "agents", "compliance", "security", "development", "other"] as const;

type IconCard = { icon: CardIcon; title: string; text: string };
type FeatureCard = { icon: CardIcon; title: string; features: [string, string, string, string] };

/** Above the headline, the headline, and the words under it ({…}: the settings the page fills in). */
export const landingBadge = "Free AI Trust Score Audit Included";
export const landingHeadline = "See how trustworthy your AI really is";
// The break before the audit's value shows as a space, a text of its own as the page has always had it.
export const landingSubheading =
  "Book a {demo-minutes}-minute live demo of the AI Trust Score platform and walk away with a free audit of one of your own models or agents, scored across 9 risk dimensions and worth\n{audit-value}.";

/** The page's title and description for search engines. */
export const landingMeta = {
  title: "Book a Demo with a Free AI Trust Score Audit",
  description: `Book a ${meetings.landingDemoMinutes}-minute AI Trust Score demo and get a free AI Trust Score audit worth ${meetings.auditValue}, a custom risk report and an implementation roadmap.`,
};

export const landingBenefitsTitle = "What you get from one meeting";
export const landingContentsTitle = "What the demo covers";
export const landingContentsIntro = "We tailor the session to you, drawing on the four parts of the platform.";

export const landingBenefits: IconCard[] = [
  {
    icon: "search",
    title: "Free AI Trust Score Audit",
    text: `A ${meetings.auditValue} value: we score one of your models or agents across all 9 AI risk dimensions, at no cost.`,
  },
  {
    icon: "timer",
    title: `${meetings.landingDemoMinutes}-Minute Expert Consultation`,
    text: "A live session with one of our AI security engineers, built around your stack, your data and your use cases.",
  },
  {
    icon: "file-text",
    title: "Custom Risk Report",
    text: "A written report of every finding, its severity and the evidence behind each score, ready to share with your CISO.",
  },
  {
    icon: "map",
    title: "Implementation Roadmap",
    text: "A prioritised plan for guardrails, monitoring and compliance controls that your team can act on next quarter.",
  },
];

export const landingDemoContents: FeatureCard[] = [
  {
    icon: "eye",
    title: "AI Observability",
    features: [
      "A complete audit trail of prompts, responses and agent tool calls",
      "SIEM-style alerting with zero performance overhead",
      "Shadow-AI usage by team and application",
      "Dashboards across the 9 AI risk categories",
    ],
  },
  {
    icon: "shield-check",
    title: "Security & Protection",
    features: [
      "Jailbreak and prompt-injection blocking in under 50 ms",
      "Leak prevention for PII, secrets and source code",
      "Context-aware guardrails for each application",
      "Licence and copyright checks for open-source models",
    ],
  },
  {
    icon: "scale",
    title: "Safety & Compliance",
    features: [
      "Policies for bias, toxicity and hallucination",
      "Mapping to the OWASP LLM Top 10, the EU AI Act and NIST AI RMF",
      "Evidence exports for ISO 42001 and SOC 2 audits",
      "A visual policy builder with review and approval",
    ],
  },
  {
    icon: "swords",
    title: "AI Red Teaming",
    features: [
      "Automated adversarial attack simulation",
      "The patent-pending AI Trust Score across 9 dimensions",
      "CI/CD gates that stop risky releases",
      "Multi-turn and agent tool-abuse scenarios",
    ],
  },
];

export const companySizeLabels: Record<(typeof COMPANY_SIZES)[number], string> = {
  "1-50": "1-50 employees",
  "51-200": "51-200 employees",
  "201-1000": "201-1,000 employees",
  "1001-5000": "1,001-5,000 employees",
  "5000+": "More than 5,000 employees",
};

export const useCaseLabels: Record<(typeof USE_CASES)[number], string> = {
  chatbots: "Customer-facing chatbots",
  agents: "Autonomous AI agents",
  compliance: "AI compliance and governance",
  security: "AI security and data protection",
  development: "Building AI applications",
  other: "Something else",
};

/** Beside the demo form: how the booking works, and the agenda under its heading. */
export const landingScheduleNote =
  "Pick a weekday and a time in Eastern Time. You and our sales team both receive a calendar invite as soon as you book.";

export const landingAgendaTitle = "Your {demo-minutes} minutes";
export const landingAgenda = [
  "10 minutes on your AI estate, goals and concerns",
  "20 minutes of live platform walkthrough on scenarios like yours",
  "10 minutes reviewing how we will run your free AI Trust Score audit",
  "5 minutes for questions and next steps",
];

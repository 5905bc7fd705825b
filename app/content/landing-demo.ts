// The demo landing page (/demo/redport): what the visitor gets and what the 45-minute demo covers.
import type { LucideIcon } from "lucide-react";
import { Eye, FileText, Map, Search, ShieldCheck, Swords, Timer, Scale } from "lucide-react";
import { meetings } from "#app/config/site.ts";

/** The landing form's company-size and use-case options (leads-and-booking.md §3). */
export const COMPANY_SIZES = ["1-50", "51-200", "201-1000", "1001-5000", "5000+"] as const;
export const USE_CASES = ["chatbots", "agents", "compliance", "security", "development", "other"] as const;

export type IconCard = { icon: LucideIcon; title: string; text: string };
export type FeatureCard = { icon: LucideIcon; title: string; features: [string, string, string, string] };

export const landingBenefits: IconCard[] = [
  {
    icon: Search,
    title: "Free AI Trust Score Audit",
    text: `A ${meetings.auditValue} value: we score one of your models or agents across all 9 AI risk dimensions, at no cost.`,
  },
  {
    icon: Timer,
    title: `${meetings.landingDemoMinutes}-Minute Expert Consultation`,
    text: "A live session with one of our AI security engineers, built around your stack, your data and your use cases.",
  },
  {
    icon: FileText,
    title: "Custom Risk Report",
    text: "A written report of every finding, its severity and the evidence behind each score, ready to share with your CISO.",
  },
  {
    icon: Map,
    title: "Implementation Roadmap",
    text: "A prioritised plan for guardrails, monitoring and compliance controls that your team can act on next quarter.",
  },
];

export const landingDemoContents: FeatureCard[] = [
  {
    icon: Eye,
    title: "AI Observability",
    features: [
      "A complete audit trail of prompts, responses and agent tool calls",
      "SIEM-style alerting with zero performance overhead",
      "Shadow-AI usage by team and application",
      "Dashboards across the 9 AI risk categories",
    ],
  },
  {
    icon: ShieldCheck,
    title: "Security & Protection",
    features: [
      "Jailbreak and prompt-injection blocking in under 50 ms",
      "Leak prevention for PII, secrets and source code",
      "Context-aware guardrails for each application",
      "Licence and copyright checks for open-source models",
    ],
  },
  {
    icon: Scale,
    title: "Safety & Compliance",
    features: [
      "Policies for bias, toxicity and hallucination",
      "Mapping to the OWASP LLM Top 10, the EU AI Act and NIST AI RMF",
      "Evidence exports for ISO 42001 and SOC 2 audits",
      "A visual policy builder with review and approval",
    ],
  },
  {
    icon: Swords,
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

/** Beside the demo form: how the booking works. */
export const landingScheduleNote =
  "Pick a weekday and a time in Eastern Time. You and our sales team both receive a calendar invite as soon as you book.";

export const landingAgenda = [
  "10 minutes on your AI estate, goals and concerns",
  "20 minutes of live platform walkthrough on scenarios like yours",
  "10 minutes reviewing how we will run your free AI Trust Score audit",
  "5 minutes for questions and next steps",
];

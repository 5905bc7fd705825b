import { Award, Blocks, Building2, Cloud, Code2, Cpu, Handshake, Headset, Megaphone, ShieldHalf, TrendingUp, type LucideIcon } from "lucide-react";
import { links } from "#app/config/site.ts";

// The partner programme on /partners: programmes, integration categories and benefits.

export type PartnerProgram = {
  title: string;
  description: string;
  perks: string[];
  cta: string;
  href: string;
  icon: LucideIcon;
};

export const partnerPrograms: PartnerProgram[] = [
  {
    title: "Technology Partners",
    description:
      "Cloud, AI platform and security vendors who integrate with the Lumenguard policy engine so joint customers get trust scoring and guardrails without extra plumbing.",
    perks: ["Co-engineered, certified integrations", "Joint solution briefs and reference architectures", "Early access to new APIs and probes"],
    cta: "Apply Now",
    href: links.partnerContact,
    icon: Blocks,
  },
  {
    title: "Channel Partners",
    description:
      "Managed service providers, resellers and systems integrators who deliver AI governance, red teaming and secure chatbots to their clients as a service.",
    perks: ["Multi-tenant console for every client", "Margin on subscriptions and services", "Deal registration and co-selling"],
    cta: "Join Program",
    href: links.partnerContact,
    icon: Handshake,
  },
  {
    title: "Developer Partners",
    description:
      "ISVs and AI builders who embed the AI Trust Score SDK in their products to prove to their own customers that every model and agent is measured and guarded.",
    perks: ["Free development tenant and sandbox", "Python SDK, REST API and sample apps", "Listing in the Lumenguard integration catalogue"],
    cta: "Learn More",
    href: links.partnerContact,
    icon: Code2,
  },
];

export type IntegrationCategory = { title: string; description: string; examples: string[]; icon: LucideIcon };

export const integrationCategories: IntegrationCategory[] = [
  {
    title: "Cloud Platforms",
    description: "Deploy as SaaS or inside your own Kubernetes cluster on any major cloud.",
    examples: ["AWS", "Microsoft Azure", "Google Cloud", "On-premises Kubernetes"],
    icon: Cloud,
  },
  {
    title: "AI/ML Platforms",
    description: "Score and guard hosted APIs, open-weight models and your own fine-tunes.",
    examples: ["OpenAI-compatible APIs", "Hosted model gardens", "Hugging Face models", "Self-hosted inference servers"],
    icon: Cpu,
  },
  {
    title: "Security Tools",
    description: "Stream policy decisions and alerts into the tools your SOC already runs.",
    examples: ["SIEM via syslog and HTTP event collectors", "SOAR playbooks", "Identity providers (SAML, OIDC)", "OpenTelemetry"],
    icon: ShieldHalf,
  },
  {
    title: "Enterprise Systems",
    description: "Bring governed AI to the places your employees already work.",
    examples: ["Collaboration suites and chat", "ITSM and ticketing", "CRM platforms", "Document management"],
    icon: Building2,
  },
];

export type PartnerBenefit = { title: string; description: string; icon: LucideIcon };

export const partnerBenefits: PartnerBenefit[] = [
  {
    title: "Market Growth",
    description:
      "AI governance is a new budget line in almost every enterprise. Partners add a high-demand service without building the technology themselves.",
    icon: TrendingUp,
  },
  {
    title: "Technical Support",
    description:
      "A dedicated partner engineer, 24/7 escalation to our support team and sandbox tenants for demos, proofs of concept and training.",
    icon: Headset,
  },
  {
    title: "Certification",
    description:
      "Role-based certification for sales engineers and delivery teams, so your people can run AI risk audits and deployments independently.",
    icon: Award,
  },
  {
    title: "Sales Enablement",
    description:
      "Co-branded collateral, campaign kits, deal registration and joint account planning with the Lumenguard field team.",
    icon: Megaphone,
  },
];

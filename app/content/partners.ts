import { Award, Blocks, Building2, Cloud, Code2, Cpu, Handshake, Headset, Megaphone, ShieldHalf, TrendingUp, type LucideIcon } from "lucide-react";
import { links } from "~/config/site";

// Partner logos (fictional companies drawn as original SVG wordmarks) and the partner programme.

/** Shapes a partner's mark can take; each is drawn in a 32x32 box by PartnerWordmark. */
export type PartnerMark =
  | "hexagon"
  | "orbit"
  | "wave"
  | "prism"
  | "leaf"
  | "grid"
  | "spark"
  | "arcs"
  | "stack"
  | "ring"
  | "diamond"
  | "chevrons"
  | "dots"
  | "bolt"
  | "peak";

export type Partner = {
  name: string;
  /** The logo: a mark, its colour and how the name is set. */
  logo: { mark: PartnerMark; color: string; weight: 500 | 600 | 700 | 800; uppercase?: boolean; tracking?: number };
};

export const partners: Partner[] = [
  { name: "Cirrusline", logo: { mark: "wave", color: "#0e7490", weight: 600 } },
  { name: "Vantapoint", logo: { mark: "prism", color: "#4338ca", weight: 700 } },
  { name: "Quorum Labs", logo: { mark: "dots", color: "#be123c", weight: 600 } },
  { name: "Helixware", logo: { mark: "orbit", color: "#6d28d9", weight: 700 } },
  { name: "Brightforge", logo: { mark: "spark", color: "#b45309", weight: 800 } },
  { name: "Meridian", logo: { mark: "arcs", color: "#1d4ed8", weight: 600, uppercase: true, tracking: 2 } },
  { name: "Opaline", logo: { mark: "ring", color: "#0f766e", weight: 500, tracking: 1 } },
  { name: "Stratacore", logo: { mark: "stack", color: "#334155", weight: 700 } },
  { name: "Kestrel", logo: { mark: "chevrons", color: "#9a3412", weight: 800, uppercase: true, tracking: 1.5 } },
  { name: "Tidewater IT", logo: { mark: "hexagon", color: "#075985", weight: 600 } },
  { name: "Parallax AI", logo: { mark: "grid", color: "#7e22ce", weight: 700 } },
  { name: "Ironbark", logo: { mark: "leaf", color: "#166534", weight: 700 } },
  { name: "Latticeworks", logo: { mark: "diamond", color: "#a21caf", weight: 600 } },
  { name: "Sable Networks", logo: { mark: "bolt", color: "#1e293b", weight: 600 } },
  { name: "Novacrest", logo: { mark: "peak", color: "#c2410c", weight: 700 } },
];

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

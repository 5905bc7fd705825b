// Home page copy (leads-and-booking.md §1 and §2 "Home"), kept apart from the layout.
import { links } from "#app/config/site.ts";
import type { IconName } from "./products.ts";
import { products } from "./products.ts";
import { copilotArticle } from "./static-articles.ts";
import { aboutTestimonials, type Testimonial } from "./testimonials.ts";

export type TickerItem = { label: string; source: string; href: string; external: boolean };

/** The news ticker's first stories (two external links and one internal), seeded into the News collection. */
export const newsTicker: readonly TickerItem[] = [
  {
    label: "Lumenguard named a 2025 Cool Vendor in AI Cybersecurity Governance",
    source: "Analyst report",
    href: links.analystReport,
    external: true,
  },
  {
    label: "Lumenguard launches open-source model risk protection for enterprises adopting open-weight LLMs",
    source: "Press release",
    href: links.pressRelease,
    external: true,
  },
  {
    label: "New research: 59.9% of enterprise AI traffic blocked in the State of AI Trust report",
    source: "Report",
    href: "/aitrustscore-report",
    external: false,
  },
];

export type RotatingDescription = { label: string; text: string; href: string };

/** The hero's rotating text block: Platform, Guardrails, Red Teaming, Observability, Secure Workforce Chatbot. */
export const heroDescriptions: readonly RotatingDescription[] = [
  {
    label: "Platform",
    text: "The AI Trust Score™ Platform scores, guards, monitors and red-teams your models and agents across nine risk dimensions, on any model and any cloud.",
    href: "/pricing",
  },
  {
    label: "Guardrails",
    text: "AI Guardrails enforce context-aware policy on every prompt, response and tool call in under 50 ms, and cut token spend by 30%.",
    href: products.guardrails.path,
  },
  {
    label: "Red Teaming",
    text: "AI Red Teaming simulates thousands of adversarial attacks, scores every release across nine dimensions and gates it in CI/CD.",
    href: products.redTeaming.path,
  },
  {
    label: "Observability",
    text: "AI Observability monitors every interaction SIEM-style with zero performance overhead: full audit trails and alerts, without enforcement.",
    href: products.observability.path,
  },
  {
    label: "Secure Workforce Chatbot",
    text: "The Secure Workforce Chatbot gives employees a governed assistant with data loss prevention, shadow-AI blocking and custom policies.",
    href: products.chatbot.path,
  },
];

export const heroStats = [
  { value: "9", label: "Risk categories" },
  { value: "100%", label: "Cloud agnostic" },
  { value: "24/7", label: "Enterprise support" },
] as const;

/** Product cards, in the spec's link order. */
export const homeProducts = [
  products.guardrails,
  products.redTeaming,
  products.observability,
  products.chatbot,
  products.openSourceRisks,
] as const;

export type SolutionCard = { title: string; description: string; href: string; icon: IconName };

const enterpriseSolutions: readonly SolutionCard[] = [
  {
    title: "Managed service providers",
    description: "Offer AI governance to every client from one multi-tenant console, with your brand on the reports.",
    href: "/solutions/managed-service-provider",
    icon: "building",
  },
  {
    title: "Financial services",
    description: "Meet model risk management expectations with scored, documented and monitored AI.",
    href: "/solutions/financial-services-ai-governance",
    icon: "coins",
  },
  {
    title: "Legal",
    description: "Protect privilege and client confidentiality with role-based guardrails for counsel, lawyers, IT and vendors.",
    href: "/solutions/legal-ai-governance",
    icon: "scale",
  },
  {
    title: "Telecommunications",
    description: "Govern customer-facing assistants and network-operations agents at carrier scale.",
    href: "/solutions/telecom-ai-governance",
    icon: "radar",
  },
  {
    title: "Developers",
    description: "Wrap completions, fetch Trust Scores and gate releases with the Python SDK.",
    href: products.developers.path,
    icon: "code",
  },
];

const dashboardHighlights = [
  { title: "Real-Time", description: "Every prompt, response and tool call scored as it happens, with sub-50 ms enforcement." },
  { title: "9 Dimensions", description: "From jailbreak resistance to transparency, one view of every risk that matters." },
  { title: "Enterprise", description: "SSO, role-based access, audit trails and a 99.9% uptime SLA, in your cloud or ours." },
] as const;

const whyChoose: readonly { title: string; description: string; icon: IconName }[] = [
  {
    title: "Real-Time Protection",
    description:
      "Policies run inline in under 50 ms, so jailbreaks, data leaks and unsafe answers are stopped before a user or tool sees them.",
    icon: "shield",
  },
  {
    title: "Highly Customizable",
    description:
      "Build policies visually from pre-built detectors, bind them to roles from your identity provider and tune thresholds per application.",
    icon: "sliders",
  },
  {
    title: "End-to-End Integration",
    description:
      "One platform from red teaming before launch to guardrails and observability in production, across every model provider and cloud.",
    icon: "workflow",
  },
];

/**
 * Five customer quotes: the four the about page shows, plus one from legal, a sector the
 * workforce chatbot's role-based policies were built for. Seeded into the Testimonials collection.
 */
export const homeTestimonials: readonly Testimonial[] = [
  ...aboutTestimonials,
  {
    quote:
      "Our lawyers wanted generative AI; our general counsel wanted no client data in a public model. The workforce chatbot's role-based policies gave both of them what they asked for, and adoption doubled in a month.",
    author: "Priya R.",
    role: "Director of Legal Operations, national law firm",
  },
];

/** The co-pilot article, as the blog lists it; the spec links the card to its second address. */
const featuredArticle = {
  category: copilotArticle.category,
  title: copilotArticle.title,
  excerpt: copilotArticle.excerpt,
  readTime: copilotArticle.readTime,
  href: "/copilot-replacement-blog",
} as const;

export type ResourceCard = { title: string; description: string; href: string; access: string; icon: IconName };

/** Documentation is password-protected; each card says so before the visitor clicks. */
export const docsResources: readonly ResourceCard[] = [
  {
    title: "Platform documentation",
    description: "Concepts, the nine trust dimensions, guardrail and observability set-up, red-team configuration.",
    href: "/docs",
    access: "Requires authentication",
    icon: "scroll",
  },
  {
    title: "API reference",
    description: "Endpoints for users, roles, tenants, policies, model aliases, probes and trust metrics.",
    href: "/docs/api",
    access: "Password-protected",
    icon: "code",
  },
  {
    title: "Integrations",
    description: "Connect model providers, agent frameworks, identity providers and your SIEM.",
    href: "/docs#integrations",
    access: "Requires authentication",
    icon: "layers",
  },
  {
    title: "Deployment scenarios",
    description: "SaaS, private cloud and on-premises Kubernetes deployments, with sizing and prerequisites.",
    href: "/docs#deployment-scenarios",
    access: "Password-protected",
    icon: "boxes",
  },
];

const docsAccessNote =
  "Documentation is password-protected for customers and partners. Contact your administrator for the access phrase, or ask our team.";


export type ProductCard = { id: string; name: string; path: string; summary: string; icon: IconName };

/**
 * Everything the home page renders from this module, sent as loader data: the copy reaches the
 * browser once, in the HTML, instead of also inside the page's JavaScript.
 */
export function homePageContent() {
  return {
    heroDescriptions,
    heroStats,
    products: homeProducts.map(
      (product): ProductCard => ({
        id: product.id,
        name: product.name,
        path: product.path,
        summary: product.cardSummary,
        icon: product.features[0]?.icon ?? "shield",
      }),
    ),
    enterpriseSolutions,
    dashboardHighlights,
    whyChoose,
    featuredArticle,
    docs: { resources: docsResources, note: docsAccessNote },
  };
}
export type HomePageContent = ReturnType<typeof homePageContent>;

import { files, links } from "./site.ts";

export type NavLink = {
  label: string;
  href: string;
  description?: string;
  /** Leaves the site: opened in a new tab. */
  external?: boolean;
};
export type NavSection = { label: string; links: NavLink[] };

export const headerMenus: NavSection[] = [
  {
    label: "Solutions",
    links: [
      { label: "Managed Service Providers", href: "/solutions/managed-service-provider", description: "Offer AI governance as a managed service to every client." },
      { label: "AI Red Teaming", href: "/solutions/red-teaming", description: "Automated adversarial testing before attackers find the gaps." },
      { label: "Developers", href: "/solutions/developers", description: "Score and guard your LLM apps with the Python SDK." },
      { label: "Open-Source Model Risks", href: "/solutions/open-source-model-risks", description: "Adopt open models with copyright and licence protection." },
      { label: "AI Trust Score Report", href: "/aitrustscore-report", description: "How today's foundation models score on nine risk dimensions." },
    ],
  },
  {
    label: "Products",
    links: [
      { label: "AI Guardrails", href: "/ai-trust-score-guardrails", description: "Real-time, context-aware policy enforcement for every prompt." },
      { label: "AI Observability", href: "/ai-trust-score-observability", description: "SIEM-style monitoring with zero performance overhead." },
      { label: "Secure Workforce Chatbot", href: "/solutions/secure-workforce-chatbot", description: "A governed assistant with data loss prevention built in." },
      { label: "AI Red Teaming", href: "/solutions/red-teaming", description: "Attack simulation scored across nine trust dimensions." },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Blog", href: "/blog", description: "Research and field notes on AI security and compliance." },
      { label: "Documentation", href: "/docs", description: "Platform guides for customers (password required)." },
      { label: "Glossary", href: "/glossary", description: "Plain definitions of AI security terms." },
      { label: "Newsroom", href: "/newsroom", description: "Press coverage and announcements." },
      { label: "Partners", href: "/partners", description: "Technology, channel and developer programmes." },
      { label: "Download the Report", href: files.report, description: files.reportTitle, external: true },
      { label: "Support", href: links.supportDesk, description: "Open a ticket with our service desk.", external: true },
    ],
  },
];

export const headerButtons: NavLink[] = [
  { label: "Book a Demo", href: "/book-demo" },
  { label: "Become a Partner", href: "/contact-us" },
  { label: "Sign Up", href: "/pricing" },
];

export const footerColumns: NavSection[] = [
  {
    label: "Company",
    links: [
      { label: "About Us", href: "/about-us" },
      { label: "Partners", href: "/partners" },
      { label: "Newsroom", href: "/newsroom" },
      { label: "Blog", href: "/blog" },
      { label: "Contact Us", href: "/contact-us" },
      { label: "LinkedIn", href: links.linkedIn, external: true },
    ],
  },
  {
    label: "Solutions",
    links: [
      { label: "Managed Service Providers", href: "/solutions/managed-service-provider" },
      { label: "Developers", href: "/solutions/developers" },
      { label: "Open-Source Model Risks", href: "/solutions/open-source-model-risks" },
      { label: "AI Trust Score Report", href: "/aitrustscore-report" },
      { label: "Glossary", href: "/glossary" },
      { label: "Documentation", href: "/docs" },
    ],
  },
  {
    label: "Products",
    links: [
      { label: "AI Guardrails", href: "/ai-trust-score-guardrails" },
      { label: "AI Observability", href: "/ai-trust-score-observability" },
      { label: "AI Red Teaming", href: "/solutions/red-teaming" },
      { label: "Secure Workforce Chatbot", href: "/secure-workforce-chatbot" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
];

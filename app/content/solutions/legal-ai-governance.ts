import {
  BookCheck,
  FileLock2,
  Gavel,
  Handshake,
  History,
  KeyRound,
  Laptop,
  Lock,
  Scale,
  ScrollText,
  Split,
  UserCheck,
} from "lucide-react";
import type { SolutionPageContent } from "./types.ts";

export const legalSolution: SolutionPageContent = {
  path: "/solutions/legal-ai-governance",
  campaign: "legal",
  localNav: true,
  seo: {
    title: "Legal AI Governance for Law Firms and Legal Departments | Lumenguard",
    description:
      "Adopt generative AI without risking privilege or client confidentiality: role-based guardrails for general counsel, lawyers, IT and vendors, citation checks and a complete audit trail.",
  },
  hero: {
    eyebrow: "Legal AI Governance",
    title: "Adopt generative AI without putting privilege at risk",
    lead: "Law firms and in-house legal teams want the speed of AI drafting and research, but one pasted memo can waive privilege and one invented citation can reach a court. Lumenguard puts role-based guardrails, citation checks and a complete audit trail around every AI tool your lawyers use.",
    points: [
      "Privilege-aware data loss prevention on every prompt",
      "Role-based guardrails for counsel, lawyers, IT and vendors",
      "An audit trail you can defend to clients and regulators",
    ],
  },
  stats: [
    { value: "9", label: "risk dimensions, including privacy and hallucination" },
    { value: "<50 ms", label: "added latency on each prompt" },
    { value: "100%", label: "of AI interactions logged for audit" },
    { value: "24/7", label: "enterprise support" },
  ],
  challenges: {
    title: "What keeps legal leaders cautious about AI",
    intro: "The professional duties are old; the ways of breaching them are new.",
    items: [
      {
        icon: Lock,
        title: "Privilege and confidentiality",
        text: "Client documents pasted into a public model can leave your control and, with them, the protection of privilege and your duty of confidentiality.",
      },
      {
        icon: BookCheck,
        title: "Invented citations",
        text: "Models still produce confident, non-existent case law. Courts have sanctioned lawyers who filed it; every AI-assisted brief needs a check.",
      },
      {
        icon: ScrollText,
        title: "Outside-counsel guidelines",
        text: "Clients increasingly dictate whether and how their matters may touch AI. Honouring those terms matter by matter is hard to do by memo.",
      },
      {
        icon: Laptop,
        title: "Vendor AI sprawl",
        text: "Research platforms, e-discovery tools and practice software all add AI features, each with its own data handling you need to vet.",
      },
    ],
  },
  stakeholders: {
    title: "Guardrails that fit each role",
    intro: "The same assistant, different rules: policies follow who is asking and which matter they are working on.",
    items: [
      {
        icon: Gavel,
        role: "General Counsel",
        concern: "Owns the firm's or company's risk appetite and answers to clients and regulators for how AI is used.",
        guardrails: [
          "Firm-wide acceptable-use policy enforced, not just published",
          "AI Trust Score reporting for the risk committee",
          "Evidence of controls for client audits and panel reviews",
        ],
      },
      {
        icon: Scale,
        role: "Lawyers and Paralegals",
        concern: "Want faster drafting, summarising and research without second-guessing what they are allowed to paste.",
        guardrails: [
          "Client names and privileged content redacted before it reaches a model",
          "Citation checks flag cases and statutes that cannot be verified",
          "Matter-level rules that respect outside-counsel guidelines",
        ],
      },
      {
        icon: KeyRound,
        role: "IT and Security",
        concern: "Must approve tools, stop shadow AI and keep every interaction inside the firm's security model.",
        guardrails: [
          "Discovery and blocking of unapproved chatbots",
          "SSO, role-based access and ethical walls carried into AI tools",
          "Alerts streamed to the SIEM with full context",
        ],
      },
      {
        icon: Handshake,
        role: "Vendors and Outside Counsel",
        concern: "Third parties touch your matters with their own AI tools and their own data practices.",
        guardrails: [
          "Red-team testing of vendor AI features before approval",
          "Scoped access for external collaborators",
          "Contract-ready evidence of how shared data is protected",
        ],
      },
    ],
  },
  capabilities: {
    title: "How Lumenguard protects legal work",
    intro: "Controls built around the duties lawyers already carry: competence, confidentiality and supervision.",
    items: [
      {
        icon: FileLock2,
        title: "Privilege-aware DLP",
        text: "Detect and redact client identifiers, matter numbers and privileged material in prompts and uploads before they leave the firm.",
      },
      {
        icon: BookCheck,
        title: "Hallucination and citation checks",
        text: "Score responses for hallucination risk and flag authorities that cannot be verified, so review happens before filing, not after.",
      },
      {
        icon: Split,
        title: "Ethical walls for AI",
        text: "Carry matter-based access rules into AI assistants so one team's documents never inform another team's answers.",
      },
      {
        icon: History,
        title: "Defensible audit trail",
        text: "Keep a searchable record of every prompt, response and policy decision, ready for client audits, disputes and legal hold.",
      },
      {
        icon: UserCheck,
        title: "Supervision at scale",
        text: "Give supervising partners and risk teams dashboards of AI use by practice group, without reading every conversation.",
      },
    ],
  },
  frameworks: {
    title: "Aligned with the guidance your profession follows",
    intro: "Policies and reports map to the ethics rules and regulations legal teams cite.",
    items: [
      "ABA Formal Opinion 512",
      "ABA Model Rules 1.1, 1.6 and 5.3",
      "GDPR",
      "CCPA",
      "EU AI Act",
      "ISO/IEC 42001",
      "NIST AI RMF",
    ],
  },
  form: {
    demoTitle: "Book your legal AI governance demo",
    demoIntro: "See privilege-aware guardrails, citation checks and the audit trail on legal workflows. Demos run 30 minutes.",
    discoveryTitle: "Book a 15-minute discovery call",
    discoveryIntro: "A short call about the AI tools your lawyers want and the rules your clients set.",
  },
  finalCta: {
    title: "Still mapping your AI policy?",
    text: "Start with a 15-minute discovery call with our legal AI governance team: bring your draft policy and your toughest client guideline.",
  },
};

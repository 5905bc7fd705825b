import {
  BadgeCheck,
  ChartNoAxesCombined,
  CreditCard,
  FileSearch,
  Landmark,
  Link2,
  Scale,
  ScanEye,
  ShieldCheck,
  Swords,
} from "lucide-react";
import type { SolutionPageContent } from "./types.ts";

export const finservSolution: SolutionPageContent = {
  path: "/solutions/financial-services-ai-governance",
  campaign: "finserv",
  seo: {
    title: "Financial Services AI Governance for Banks, Insurers and Fintechs | Lumenguard",
    description:
      "AI your regulators, auditors and customers can trust: model-risk evidence with the AI Trust Score, bias testing, customer-data protection and continuous monitoring for financial institutions.",
  },
  hero: {
    eyebrow: "Financial Services AI Governance",
    title: "AI your regulators, auditors and customers can trust",
    lead: "Banks, insurers and fintechs are putting generative AI into advice, servicing, underwriting and operations, under some of the strictest model-risk and data rules in any industry. Lumenguard turns AI governance from a slide into evidence: scored, monitored and ready for examination.",
    points: [
      "AI Trust Score evidence for model-risk validation",
      "Fair-lending and bias testing before and after launch",
      "Customer and card data kept out of every model",
    ],
  },
  stats: [
    { value: "9", label: "risk dimensions documented per model" },
    { value: "<50 ms", label: "added latency on customer channels" },
    { value: "99.9%", label: "uptime SLA" },
    { value: "24/7", label: "enterprise support" },
  ],
  challenges: {
    title: "Why AI is different in a regulated institution",
    intro: "Every model is a model-risk question, and every prompt may carry regulated data.",
    items: [
      {
        icon: Landmark,
        title: "Model risk management",
        text: "Supervisors expect generative AI to meet the same validation, monitoring and documentation standards as credit and market models.",
      },
      {
        icon: Scale,
        title: "Fairness and consumer protection",
        text: "Biased answers in lending, pricing or collections can breach fair-lending and consumer-protection law, even when no one intended it.",
      },
      {
        icon: CreditCard,
        title: "Customer and card data",
        text: "Account numbers, card data and personal financial information must never reach a model, a vendor or a log that is not in scope.",
      },
      {
        icon: Link2,
        title: "Third-party AI risk",
        text: "Core-banking, CRM and productivity vendors are adding AI features that fall under your third-party and operational-resilience obligations.",
      },
    ],
  },
  capabilities: {
    title: "Controls that stand up to examination",
    intro: "One platform for the first, second and third lines of defence.",
    items: [
      {
        icon: BadgeCheck,
        title: "Model-risk evidence",
        text: "Score every model and agent across 9 risk dimensions and keep the results, versions and test runs as validation evidence.",
      },
      {
        icon: ChartNoAxesCombined,
        title: "Bias and fairness testing",
        text: "Test outputs across protected characteristics before launch and monitor for drift in production, with findings your compliance team can read.",
      },
      {
        icon: ShieldCheck,
        title: "Customer-data guardrails",
        text: "Redact account, card and personal financial data in real time, so prompts and responses stay out of PCI and privacy scope.",
      },
      {
        icon: ScanEye,
        title: "Continuous monitoring",
        text: "Watch every AI interaction with zero performance overhead and route alerts to the SIEM and GRC tools your second line already uses.",
      },
      {
        icon: Swords,
        title: "Pre-release red teaming",
        text: "Attack advisory bots and agents with automated adversarial scenarios and gate each release on its AI Trust Score in CI/CD.",
      },
      {
        icon: FileSearch,
        title: "Audit-ready records",
        text: "Keep a tamper-evident trail of prompts, responses and policy decisions with the retention your record-keeping rules demand.",
      },
    ],
  },
  frameworks: {
    title: "Mapped to financial regulation",
    intro: "Reports trace each control to the guidance examiners and auditors use.",
    items: [
      "SR 11-7 model risk guidance",
      "GLBA",
      "ECOA and Regulation B",
      "PCI DSS",
      "DORA",
      "NYDFS Part 500",
      "EU AI Act",
      "NIST AI RMF",
    ],
  },
  form: {
    demoTitle: "Book your financial services AI governance demo",
    demoIntro: "See model-risk evidence, bias testing and customer-data guardrails on financial use cases. Demos run 30 minutes.",
    discoveryTitle: "Book a 15-minute discovery call",
    discoveryIntro: "A short call about your AI use cases, your model-risk process and what your examiners are asking.",
  },
  finalCta: {
    title: "Prefer to start with a short call?",
    text: "Book a 15-minute discovery call with our financial services team to compare notes on AI model risk and where to begin.",
  },
};

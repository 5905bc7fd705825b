import {
  Building2,
  ClipboardCheck,
  Eye,
  FileBarChart,
  Layers,
  Radar,
  ShieldCheck,
  Swords,
  Users,
} from "lucide-react";
import type { SolutionPageContent } from "./types.ts";

export const mspSolution: SolutionPageContent = {
  path: "/solutions/managed-service-provider",
  campaign: "msp",
  seo: {
    title: "AI Governance for Managed Service Providers | Lumenguard",
    description:
      "Offer AI security and governance as a managed service: one multi-tenant console to discover, guard, monitor and red-team every client's AI, with white-label AI Trust Score reports.",
  },
  hero: {
    eyebrow: "For Managed Service Providers",
    title: "Turn AI governance into a managed service your clients will pay for",
    lead: "Your clients adopted generative AI faster than their policies did. Lumenguard gives MSPs and MSSPs one multi-tenant console to discover, guard, monitor and red-team every client's AI, and to prove it with the AI Trust Score.",
    points: [
      "Multi-tenant console with per-client policies",
      "White-label AI Trust Score reports for quarterly reviews",
      "Live for a new client in an afternoon, with no endpoint agents",
    ],
  },
  stats: [
    { value: "9", label: "risk dimensions scored for every client" },
    { value: "<50 ms", label: "added latency per guarded request" },
    { value: "100%", label: "cloud agnostic: any model, any provider" },
    { value: "24/7", label: "partner support and escalation" },
  ],
  challenges: {
    title: "Why clients are asking their MSP about AI",
    intro: "The questions land on your service desk whether or not AI is in your contract.",
    items: [
      {
        icon: Eye,
        title: "Shadow AI is already everywhere",
        text: "Staff paste contracts, customer records and source code into public chatbots. Most clients cannot say which tools are in use or what has left the building.",
      },
      {
        icon: Building2,
        title: "Every client has different rules",
        text: "A dental group, a regional bank and a manufacturer need different policies. Managing them one tenant at a time does not scale.",
      },
      {
        icon: Users,
        title: "Security teams are already stretched",
        text: "Clients want AI controls but have no one to run them. They expect their managed provider to bring both the tooling and the expertise.",
      },
      {
        icon: ClipboardCheck,
        title: "Boards and insurers want evidence",
        text: "Cyber-insurance questionnaires and board packs now ask how AI risk is governed. A screenshot of a policy document is no longer enough.",
      },
    ],
  },
  capabilities: {
    title: "Everything you need to run AI governance for many clients",
    intro: "One platform, one console, a clear service you can package and price.",
    items: [
      {
        icon: Layers,
        title: "Multi-tenant management",
        text: "Onboard each client as a tenant with its own policies, users and data residency, and manage them all from one partner console.",
      },
      {
        icon: Radar,
        title: "Shadow-AI discovery",
        text: "Show each client which AI tools their people use, how often and with what data, within a day of onboarding.",
      },
      {
        icon: ShieldCheck,
        title: "Guardrails as a service",
        text: "Apply policy templates for data loss, jailbreaks and acceptable use across tenants, then tune them per client in the visual policy builder.",
      },
      {
        icon: Eye,
        title: "Monitoring in your SOC",
        text: "Stream AI events and alerts to the SIEM your analysts already watch, with zero performance overhead for clients.",
      },
      {
        icon: Swords,
        title: "Red-teaming engagements",
        text: "Run automated adversarial testing against client chatbots and agents as a billable assessment, scored across 9 risk dimensions.",
      },
      {
        icon: FileBarChart,
        title: "Client-ready reporting",
        text: "Deliver white-label AI Trust Score reports that map controls to OWASP, the EU AI Act and NIST AI RMF for every quarterly business review.",
      },
    ],
  },
  frameworks: {
    title: "A service clients can take to their auditors",
    intro: "Reports map each client's controls to the frameworks their auditors and insurers ask about.",
    items: ["OWASP LLM Top 10", "NIST AI RMF 600-1", "EU AI Act", "ISO/IEC 42001", "SOC 2", "HIPAA", "GDPR", "CIS Controls"],
  },
  form: {
    demoTitle: "Book your MSP partner demo",
    demoIntro: "See the multi-tenant console, onboard a sample client and walk through partner pricing. Demos run 30 minutes.",
    discoveryTitle: "Book a 15-minute discovery call",
    discoveryIntro: "A short call to understand your client base and whether an AI governance service fits your portfolio.",
  },
  finalCta: {
    title: "Not ready for a full demo?",
    text: "Start with a 15-minute discovery call about your clients, your stack and the margins an AI governance service can add.",
  },
};

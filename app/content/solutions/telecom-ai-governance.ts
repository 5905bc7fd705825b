import {
  Bot,
  Headphones,
  MessagesSquare,
  Network,
  PhoneCall,
  Radar,
  ShieldAlert,
  ShieldCheck,
  Swords,
  UserRoundX,
} from "lucide-react";
import type { SolutionPageContent } from "./types.ts";

export const telecomSolution: SolutionPageContent = {
  path: "/solutions/telecom-ai-governance",
  campaign: "telecom",
  seo: {
    title: "Telecom AI Governance for Carriers and Service Providers | Lumenguard",
    description:
      "Govern AI across customer care, network operations and sales: real-time guardrails for millions of conversations, subscriber-data protection and red teaming of voice and chat bots.",
  },
  hero: {
    eyebrow: "Telecom AI Governance",
    title: "Govern AI across the network, the contact centre and every customer conversation",
    lead: "Carriers run some of the largest AI deployments anywhere: care bots answering millions of subscribers, agents tuning the network and copilots in every retail store. Lumenguard keeps all of it inside policy at telecom scale, in under 50 ms per interaction.",
    points: [
      "Real-time guardrails for chat and voice bots at carrier volume",
      "Subscriber data and CPNI kept out of prompts and logs",
      "Controls on what network-operations agents may change",
    ],
  },
  stats: [
    { value: "<50 ms", label: "added latency, even at peak traffic" },
    { value: "99.9%", label: "uptime SLA" },
    { value: "9", label: "risk dimensions scored per bot and agent" },
    { value: "24/7", label: "support aligned with your NOC" },
  ],
  challenges: {
    title: "The AI risks that are specific to telecom",
    intro: "Scale turns small error rates into headlines, and subscriber data is among the most regulated there is.",
    items: [
      {
        icon: MessagesSquare,
        title: "Care bots at massive scale",
        text: "A jailbreak or a wrong promise repeated across millions of conversations becomes a billing dispute, a regulator's letter or a viral screenshot.",
      },
      {
        icon: UserRoundX,
        title: "Account takeover by social engineering",
        text: "Fraudsters probe AI agents for SIM swaps, number ports and account changes, looking for the prompt that skips verification.",
      },
      {
        icon: Network,
        title: "Agents acting on the network",
        text: "AI that can open tickets, change configurations or provision services needs firm limits on what it may do without a human.",
      },
      {
        icon: PhoneCall,
        title: "Regulated customer contact",
        text: "Customer proprietary network information rules, consent requirements for AI-generated voice and data-protection law all apply to AI channels.",
      },
    ],
  },
  capabilities: {
    title: "Built for carrier-grade AI",
    intro: "Guardrails and monitoring that keep up with telecom traffic and telecom regulation.",
    items: [
      {
        icon: ShieldCheck,
        title: "Real-time conversation guardrails",
        text: "Stop jailbreaks, prompt injection, off-policy offers and toxic responses in chat and voice channels before the subscriber hears them.",
      },
      {
        icon: ShieldAlert,
        title: "Subscriber-data protection",
        text: "Redact account numbers, call records, location data and other CPNI from prompts, responses and logs.",
      },
      {
        icon: Bot,
        title: "Agent action controls",
        text: "Allow-list the tools and changes network and care agents may make, and require human approval for sensitive ones such as SIM swaps.",
      },
      {
        icon: Radar,
        title: "Fraud-pattern detection",
        text: "Spot social-engineering attempts against AI agents across sessions and send them to your fraud team with full context.",
      },
      {
        icon: Headphones,
        title: "Contact-centre observability",
        text: "Monitor every AI interaction with zero performance overhead and stream alerts to the SIEM and NOC tools you already run.",
      },
      {
        icon: Swords,
        title: "Red teaming for voice and chat",
        text: "Attack IVR and chat bots with automated adversarial scenarios before launch, and gate each release on its AI Trust Score.",
      },
    ],
  },
  frameworks: {
    title: "Mapped to telecom and AI regulation",
    intro: "Reports show how each control supports the rules carriers answer to.",
    items: ["CPNI rules (47 CFR 64.2001+)", "TCPA", "GDPR and ePrivacy", "EU AI Act", "NIST AI RMF", "ISO/IEC 42001", "SOC 2"],
  },
  form: {
    demoTitle: "Book your telecom AI governance demo",
    demoIntro: "See guardrails and monitoring on care-bot and network-agent scenarios at carrier scale. Demos run 30 minutes.",
    discoveryTitle: "Book a 15-minute discovery call",
    discoveryIntro: "A short call about your AI channels, your traffic and the controls your regulators expect.",
  },
  finalCta: {
    title: "Want to start with a conversation?",
    text: "Book a 15-minute discovery call with our telecom team to talk through your AI roadmap and where the risk sits today.",
  },
};

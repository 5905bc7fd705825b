import type { LucideIcon } from "lucide-react";

/** The solution pages' campaigns, each named by its path (leads-and-booking.md §2). */
export const CAMPAIGNS = ["msp", "legal", "telecom", "finserv"] as const;
export type Campaign = (typeof CAMPAIGNS)[number];
type IconItem = { icon: LucideIcon; title: string; text: string };
type Stakeholder = { icon: LucideIcon; role: string; concern: string; guardrails: string[] };

/** One industry page with the shared demo form (leads-and-booking.md §2, content-and-docs.md §2). */
export type SolutionPageContent = {
  path: string;
  campaign: Campaign;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; points: string[] };
  stats: { value: string; label: string }[];
  challenges: { title: string; intro: string; items: IconItem[] };
  stakeholders?: { title: string; intro: string; items: Stakeholder[] };
  capabilities: { title: string; intro: string; items: IconItem[] };
  frameworks: { title: string; intro: string; items: string[] };
  form: { demoTitle: string; demoIntro: string; discoveryTitle: string; discoveryIntro: string };
  finalCta: { title: string; text: string };
  /** Page-local navigation (the legal page). */
  localNav?: boolean;
};

/** How the confirmation card names each campaign's solutions. */
export const CAMPAIGN_SOLUTION_NAMES: Record<Campaign, string> = {
  msp: "MSP",
  legal: "Legal AI Governance",
  telecom: "Telecom AI Governance",
  finserv: "Financial Services AI Governance",
};

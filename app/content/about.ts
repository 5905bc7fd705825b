import { Lightbulb, RefreshCw, ShieldCheck, Users, type LucideIcon } from "lucide-react";

// Mission, vision and values on the about page.

export const mission =
  "Our mission is to quantify the risk of generative AI, so that application developers can ship AI features with confidence and security and compliance teams can approve them with evidence, not guesswork.";

export const vision =
  "We envision a world where every AI model and agent carries a trust score as familiar as a credit rating: measured independently, monitored continuously and enforced in real time, so organizations can adopt AI as fast as it improves.";

export type CoreValue = { title: string; description: string; icon: LucideIcon };

export const coreValues: CoreValue[] = [
  {
    title: "Innovation",
    description:
      "AI attacks change weekly. We ship new detections, probes and integrations just as fast, and we publish what we learn so the whole industry gets safer.",
    icon: Lightbulb,
  },
  {
    title: "Security",
    description:
      "We hold ourselves to the standard we help customers meet: least privilege, encryption everywhere, tenant isolation and independent audits of our own platform.",
    icon: ShieldCheck,
  },
  {
    title: "Customer Focus",
    description:
      "Our roadmap is written with the security, compliance and engineering teams who use the product every day, and our 24/7 support team answers like they are part of yours.",
    icon: Users,
  },
  {
    title: "Adaptability",
    description:
      "Models, regulations and threats keep moving. Lumenguard is model-agnostic and cloud-agnostic, so your governance keeps working when your AI stack changes.",
    icon: RefreshCw,
  },
];

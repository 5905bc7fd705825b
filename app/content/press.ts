// The newsroom's first stories, newest first, seeded into the News collection (the first one is
// the highlighted one).
// Publications and addresses are fictional (reserved .example domains).

export type PressItem = {
  title: string;
  publication: string;
  url: string;
  /** ISO calendar date (YYYY-MM-DD) of publication. */
  date: string;
};

export const pressItems: PressItem[] = [
  {
    title: "Lumenguard Named a Cool Vendor in the 2025 Report on AI Cybersecurity Governance",
    publication: "Business Newswire",
    url: "https://newswire.lumenguard.example/2025/09/cool-vendor-ai-cybersecurity-governance",
    date: "2025-09-24",
  },
  {
    title: "Why CISOs Are Replacing Default Office Copilots With Governed Assistants",
    publication: "Enterprise AI Review",
    url: "https://www.enterpriseaireview.example/2025/08/governed-copilots",
    date: "2025-08-19",
  },
  {
    title: "Lumenguard Research: 59.9% of Enterprise AI Traffic Blocked as Usage Grows 36x",
    publication: "Threat Horizon",
    url: "https://threathorizon.example/news/lumenguard-q2-ai-traffic-report",
    date: "2025-07-29",
  },
  {
    title: "Securing the Model Context Protocol Before Agents Go Mainstream",
    publication: "CISO Quarterly",
    url: "https://cisoquarterly.example/articles/securing-model-context-protocol",
    date: "2025-07-08",
  },
  {
    title: "Lumenguard Launches MCP Server Data Protection for AI Agents",
    publication: "Business Newswire",
    url: "https://newswire.lumenguard.example/2025/06/mcp-server-data-protection",
    date: "2025-06-17",
  },
  {
    title: "The Nine Numbers Every Board Should Ask About Its AI Models",
    publication: "Boardroom Technology Journal",
    url: "https://boardroomtech.example/2025/05/nine-numbers-ai-models",
    date: "2025-05-27",
  },
  {
    title: "Managed Service Providers Add AI Governance to Their Security Stacks",
    publication: "Channel Security Weekly",
    url: "https://channelsecurityweekly.example/2025/05/msp-ai-governance",
    date: "2025-05-06",
  },
  {
    title: "Lumenguard Partners With Regional Banks on AI Model Risk Management",
    publication: "FinServ Technology Today",
    url: "https://finservtechtoday.example/news/lumenguard-regional-banks-model-risk",
    date: "2025-04-15",
  },
  {
    title: "Inside the Red Team: How Automated Attacks Find Jailbreaks Humans Miss",
    publication: "Threat Horizon",
    url: "https://threathorizon.example/features/automated-ai-red-teaming",
    date: "2025-03-25",
  },
  {
    title: "Shadow AI Is Already in Your Law Firm. Here's How to Govern It",
    publication: "Legal Technology Monitor",
    url: "https://legaltechmonitor.example/2025/03/shadow-ai-law-firms",
    date: "2025-03-04",
  },
  {
    title: "Lumenguard Introduces the AI Trust Score for Open-Weight Models",
    publication: "Business Newswire",
    url: "https://newswire.lumenguard.example/2025/02/ai-trust-score-open-weight-models",
    date: "2025-02-11",
  },
  {
    title: "Five AI Security Startups to Watch in 2025",
    publication: "Enterprise AI Review",
    url: "https://www.enterpriseaireview.example/2025/01/ai-security-startups-to-watch",
    date: "2025-01-21",
  },
  {
    title: "Guardrails That Don't Slow You Down: Sub-50 ms Policy Enforcement Explained",
    publication: "Cloud Architecture Digest",
    url: "https://cloudarchitecturedigest.example/2024/12/sub-50ms-ai-guardrails",
    date: "2024-12-10",
  },
  {
    title: "Telecom Operators Turn to Real-Time AI Guardrails for Customer Chatbots",
    publication: "Telecom Strategy Insider",
    url: "https://telecomstrategyinsider.example/2024/11/ai-guardrails-customer-chatbots",
    date: "2024-11-12",
  },
  {
    title: "Lumenguard Emerges From Stealth to Quantify the Risk of Generative AI",
    publication: "Business Newswire",
    url: "https://newswire.lumenguard.example/2024/10/lumenguard-emerges-from-stealth",
    date: "2024-10-08",
  },
];

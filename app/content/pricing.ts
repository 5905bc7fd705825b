// The pricing page's four capability groups and their three tiers (leads-and-booking.md §3).
// Middle-tier prices are list prices billed annually; Enterprise is always quoted.

export type CapabilityId = "guardrails" | "red-teaming" | "observability" | "secure-chatbot";

export type Tier = {
  name: string;
  price: string;
  /** Small print under the price. */
  priceNote?: string;
  description?: string;
  features: string[];
  isTrial: boolean;
  isEnterprise: boolean;
};

export type ProductOffering = {
  id: CapabilityId;
  /** Label of the capability button in the sticky bar. */
  shortTitle: string;
  title: string;
  description: string;
  tiers: [Tier, Tier, Tier];
};

const TRIAL_PRICE = "14-Day Free Trial";
const ENTERPRISE_PRICE = "Custom Pricing";

export const offerings: ProductOffering[] = [
  {
    id: "guardrails",
    shortTitle: "AI Guardrails",
    title: "AI Guardrails",
    description:
      "Real-time, context-aware policy enforcement in front of every model and agent: stop jailbreaks, prompt injection, bias and data leaks before they reach users, and cut token spend by up to 30%.",
    tiers: [
      {
        name: "Free Trial",
        price: TRIAL_PRICE,
        priceNote: "No credit card required",
        description: "Put live guardrails in front of one AI application and see what they catch.",
        isTrial: true,
        isEnterprise: false,
        features: [
          "Guardrails for 1 AI application or agent",
          "Jailbreak, prompt-injection and toxicity policies",
          "PII and secrets redaction on prompts and responses",
          "Shadow-AI discovery report for your network",
          "Visual policy builder with starter templates",
          "Up to 25,000 guarded requests",
          "E-mail support from our solutions engineers",
        ],
      },
      {
        name: "Admin",
        price: "$1,500 / month",
        priceNote: "Per Admin seat, billed annually",
        description: "For the team that owns AI policy across a business unit.",
        isTrial: false,
        isEnterprise: false,
        features: [
          "Guardrails for up to 10 AI applications",
          "Context-aware policies for bias, jailbreaks and content risks",
          "Visual policy builder with versioning and rollback",
          "Shadow-AI discovery with usage by team and tool",
          "Open-source model risk protection (licence and copyright checks)",
          "Compliance mapping to OWASP LLM Top 10, the EU AI Act and NIST AI RMF",
          "Semantic caching and prompt trimming (up to 30% lower token spend)",
          "Under 50 ms added latency per request",
          "1 million guarded requests per month",
          "Business-hours support with a 1-day response target",
        ],
      },
      {
        name: "Enterprise",
        price: ENTERPRISE_PRICE,
        description: "For organisations running AI in production across many teams and clouds.",
        isTrial: false,
        isEnterprise: true,
        features: [
          "Unlimited AI applications, agents and requests",
          "User and role management with enterprise IAM (SAML SSO, SCIM provisioning)",
          "Role-based guardrails per team, region and data classification",
          "Deploy as SaaS, in your VPC or on-premises, 100% cloud agnostic",
          "Custom policies and detectors trained on your own data",
          "ISO 42001 and SOC 2 evidence exports for auditors",
          "99.9% uptime SLA",
          "24/7 enterprise support with a named customer success manager",
        ],
      },
    ],
  },
  {
    id: "red-teaming",
    shortTitle: "AI Red Teaming",
    title: "AI Red Teaming",
    description:
      "Automated adversarial attack simulation against your models and agents, scored on the patent-pending AI Trust Score across 9 risk dimensions, and wired into CI/CD so every release is tested.",
    tiers: [
      {
        name: "Free Trial",
        price: TRIAL_PRICE,
        priceNote: "No credit card required",
        description: "Run a full adversarial assessment against one model or endpoint.",
        isTrial: true,
        isEnterprise: false,
        features: [
          "1 target model, agent or API endpoint",
          "Attack library covering jailbreaks, prompt injection and data exfiltration",
          "AI Trust Score across all 9 risk dimensions",
          "Up to 3 full assessment runs",
          "Findings report with reproduction prompts",
          "E-mail support from our red team",
        ],
      },
      {
        name: "Red Teaming Analyst",
        price: "$2,000 / month",
        priceNote: "Per Analyst seat, billed annually",
        description: "For security engineers who test every model before it ships.",
        isTrial: false,
        isEnterprise: false,
        features: [
          "Up to 15 target models, agents or endpoints",
          "Unlimited scheduled and on-demand assessment runs",
          "AI Trust Score trends per release across 9 risk dimensions",
          "CI/CD integration (GitHub Actions, GitLab CI, Jenkins) with pass/fail gates",
          "Custom attack scenarios for your domain and data",
          "Multi-turn and agent tool-abuse simulations",
          "Remediation guidance mapped to OWASP LLM Top 10",
          "Exportable reports for risk and compliance reviews",
          "Business-hours support with a 1-day response target",
        ],
      },
      {
        name: "Enterprise",
        price: ENTERPRISE_PRICE,
        description: "For programmes that red-team AI across a portfolio of products.",
        isTrial: false,
        isEnterprise: true,
        features: [
          "Unlimited targets, assessments and analyst seats",
          "User and role management with enterprise IAM (SAML SSO, SCIM provisioning)",
          "Private attack packs and expert-led red-team engagements",
          "Run the attack engine in your VPC or on-premises",
          "Evidence packs for the EU AI Act, NIST AI RMF and ISO 42001",
          "SIEM and ticketing integration for findings",
          "99.9% uptime SLA",
          "24/7 enterprise support with a named customer success manager",
        ],
      },
    ],
  },
  {
    id: "observability",
    shortTitle: "AI Observability",
    title: "AI Observability",
    description:
      "Passive, SIEM-style monitoring of every prompt, response and agent action with zero performance overhead: complete audit trails and alerting, without enforcing anything in the request path.",
    tiers: [
      {
        name: "Free Trial",
        price: TRIAL_PRICE,
        priceNote: "No credit card required",
        description: "Mirror traffic from one application and see its risk in a day.",
        isTrial: true,
        isEnterprise: false,
        features: [
          "Monitoring for 1 AI application or agent",
          "Out-of-band log ingestion with zero added latency",
          "Risk dashboards across 9 AI risk categories",
          "Alerting by e-mail and Slack",
          "7-day audit trail retention",
          "E-mail support from our solutions engineers",
        ],
      },
      {
        name: "SoC Analyst",
        price: "$1,200 / month",
        priceNote: "Per Analyst seat, billed annually",
        description: "For security operations teams who watch AI like any other system.",
        isTrial: false,
        isEnterprise: false,
        features: [
          "Monitoring for up to 20 AI applications and agents",
          "Full audit trail of prompts, responses and tool calls",
          "Detections for data leakage, jailbreak attempts and policy drift",
          "Alert routing to Splunk, Microsoft Sentinel, PagerDuty and webhooks",
          "90-day searchable retention",
          "Shadow-AI usage reporting by team",
          "Scheduled compliance reports for auditors",
          "Business-hours support with a 1-day response target",
        ],
      },
      {
        name: "Enterprise",
        price: ENTERPRISE_PRICE,
        description: "For enterprises that need AI telemetry in their own security stack.",
        isTrial: false,
        isEnterprise: true,
        features: [
          "Unlimited applications, agents and data volume",
          "User and role management with enterprise IAM (SAML SSO, SCIM provisioning)",
          "Custom retention and data residency (US, EU)",
          "Collectors deployable in your VPC or on-premises",
          "Custom detections and correlation rules",
          "Bring-your-own-key encryption",
          "99.9% uptime SLA",
          "24/7 enterprise support with a named customer success manager",
        ],
      },
    ],
  },
  {
    id: "secure-chatbot",
    shortTitle: "Secure Chatbot",
    title: "Secure Workforce Chatbot",
    description:
      "A governed AI assistant for every employee, with data loss prevention, shadow-AI blocking, custom policies and real-time monitoring built in, so teams get the productivity without the leaks.",
    tiers: [
      {
        name: "Free Trial",
        price: TRIAL_PRICE,
        priceNote: "No credit card required",
        description: "Give a pilot group a secure assistant and measure the difference.",
        isTrial: true,
        isEnterprise: false,
        features: [
          "Up to 25 users",
          "Access to leading commercial and open models from one chat",
          "Data loss prevention for PII, source code and secrets",
          "Shadow-AI blocking for unapproved chatbots",
          "Usage and risk dashboard for admins",
          "E-mail support from our solutions engineers",
        ],
      },
      {
        name: "Professional",
        price: "$30 / user / month",
        priceNote: "Billed annually",
        description: "For teams rolling a governed assistant out company-wide.",
        isTrial: false,
        isEnterprise: false,
        features: [
          "Requires at least one Admin User license",
          "Unlimited chats across approved models",
          "Data loss prevention with custom patterns and redaction",
          "Custom usage policies by department",
          "Shadow-AI blocking and safe redirection to the approved assistant",
          "Real-time monitoring and audit log of conversations",
          "Document upload with sensitive-data scanning",
          "Business-hours support with a 1-day response target",
        ],
      },
      {
        name: "Enterprise",
        price: ENTERPRISE_PRICE,
        description: "For organisations standardising on one secure assistant.",
        isTrial: false,
        isEnterprise: true,
        features: [
          "Unlimited users and Admin User licenses",
          "User and role management with enterprise IAM (SAML SSO, SCIM provisioning)",
          "Connectors to SharePoint, Confluence and Google Drive with permission-aware retrieval",
          "Private model hosting in your cloud tenancy",
          "Retention, legal hold and eDiscovery exports",
          "99.9% uptime SLA",
          "24/7 enterprise support with a named customer success manager",
        ],
      },
    ],
  },
];

/** Features visible before the '+N More Features' toggle (spec §9). */
export const FEATURES_SHOWN = 3;

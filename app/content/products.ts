// Product content shared by the product pages, the home page and the generated datasheet PDFs
// (scripts/assets/datasheets.ts). Plain data: icons are names resolved by the UI.
import { files } from "#app/config/site.ts";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import type { MethodStep } from "./trust-score.ts";

export type IconName =
  | "activity"
  | "ban"
  | "bell"
  | "boxes"
  | "brain"
  | "building"
  | "code"
  | "coins"
  | "database"
  | "eraser"
  | "eye"
  | "file-check"
  | "fingerprint"
  | "gauge"
  | "git-branch"
  | "key"
  | "layers"
  | "list-checks"
  | "lock"
  | "messages"
  | "radar"
  | "scale"
  | "scan"
  | "scroll"
  | "shield"
  | "sliders"
  | "swords"
  | "target"
  | "users"
  | "workflow";

export type Feature = { title: string; description: string; icon: IconName };
export type Stat = { value: string; label: string };
export type Audience = { title: string; description: string; icon: IconName };

export type Datasheet = {
  /** The lead function that records the request and e-mails a copy. */
  functionName: LeadFunctionName;
  pdfPath: string;
  dialogTitle: string;
  dialogDescription: string;
  /** The PDF's subtitle under the product name. */
  subtitle: string;
};

export type ProductId = "guardrails" | "observability" | "redTeaming" | "chatbot" | "developers" | "openSourceRisks";

export type Product = {
  id: ProductId;
  /** The product's name as buyers see it in menus, cards and the datasheet title. */
  name: string;
  path: string;
  seo: { title: string; description: string };
  eyebrow: string;
  /** The page's h1. */
  headline: string;
  summary: string;
  /** One or two sentences for cards on the home page. */
  cardSummary: string;
  stats: Stat[];
  featuresTitle: string;
  features: Feature[];
  steps?: { title: string; intro: string; items: readonly MethodStep[] };
  audiences?: Audience[];
  integrations?: string[];
  compliance?: string[];
  datasheet?: Datasheet;
};

const COMPLIANCE_FRAMEWORKS = ["OWASP Top 10 for LLM Applications", "EU AI Act", "NIST AI RMF (AI 600-1)", "ISO/IEC 42001", "SOC 2 Ready"];

const guardrails: Product = {
  id: "guardrails",
  name: "AI Guardrails",
  path: "/ai-trust-score-guardrails",
  seo: {
    title: "AI Guardrails: Real-Time Policy Enforcement for LLMs and Agents | Lumenguard",
    description:
      "Lumenguard AI Guardrails enforce context-aware policy on every prompt, response and agent action in under 50 ms, blocking jailbreaks, bias and data leakage and cutting token spend by 30%.",
  },
  eyebrow: "AI Guardrails",
  headline: "Guardrails that understand context, enforced in real time",
  summary:
    "Stop jailbreaks, biased answers and data leakage before they reach a user or a tool. Lumenguard checks every prompt, response and agent action against your policies in under 50 ms, on any model and any cloud.",
  cardSummary:
    "Context-aware policy enforcement on every prompt, response and tool call, with shadow-AI discovery and a visual policy builder.",
  stats: [
    { value: "<50 ms", label: "Added response time" },
    { value: "30%", label: "Token spend reduction" },
    { value: "99.9%", label: "Uptime SLA" },
    { value: "9", label: "Risk dimensions scored" },
  ],
  featuresTitle: "Everything you need to put policy between your users and your models",
  features: [
    {
      title: "Context-aware enforcement",
      description:
        "Policies read the whole conversation, the user's role and the data in play, not just keywords, so counsel and contractors get different answers from the same assistant.",
      icon: "shield",
    },
    {
      title: "Jailbreak and injection defence",
      description:
        "Detectors trained on live attack traffic catch role-play, obfuscated and indirect prompt injection, including instructions hidden in retrieved documents.",
      icon: "ban",
    },
    {
      title: "Shadow AI discovery",
      description:
        "Find the unsanctioned AI tools, browser extensions and API keys in use across the company and bring them under one policy.",
      icon: "radar",
    },
    {
      title: "Visual policy builder",
      description:
        "Compose rules from pre-built detectors for PII, secrets, toxicity and off-limits topics, then replay real traffic to see their effect before you publish.",
      icon: "sliders",
    },
    {
      title: "Open-source model risk protection",
      description:
        "Model-card-aligned guardrails and leak detection let teams adopt open-weight models without inheriting their licence and copyright exposure.",
      icon: "boxes",
    },
    {
      title: "Compliance mapping",
      description:
        "Every policy maps to OWASP Top 10 for LLM Applications, the EU AI Act and NIST AI RMF, and audit evidence exports in one click.",
      icon: "file-check",
    },
    {
      title: "Token spend control",
      description:
        "Abusive, looping and off-topic requests are stopped before they reach the model: customers report a 30% reduction in token spend.",
      icon: "coins",
    },
    {
      title: "Role-based rules",
      description:
        "Bind policies to groups from your identity provider: general counsel, lawyers, IT and vendors each see exactly what they should.",
      icon: "users",
    },
  ],
  audiences: [
    {
      title: "CISOs and security teams",
      description: "Block jailbreaks, prompt injection and data exfiltration with policies you can prove are working.",
      icon: "shield",
    },
    {
      title: "Compliance and legal",
      description: "Map controls to the EU AI Act, NIST AI RMF and ISO 42001 and export the evidence auditors ask for.",
      icon: "scale",
    },
    {
      title: "AI and platform engineers",
      description: "Add enforcement with one endpoint change and keep latency under 50 ms across every model provider.",
      icon: "code",
    },
    {
      title: "Product owners and CTOs",
      description: "Ship assistants and agents faster, knowing every release meets the Trust Score your business set.",
      icon: "target",
    },
  ],
  integrations: ["OpenAI, Azure OpenAI, Anthropic, Google Gemini, Amazon Bedrock", "Llama, Mistral and any OpenAI-compatible endpoint", "LangChain, LangGraph, CrewAI, AutoGen, MCP servers", "Okta, Microsoft Entra ID and SAML/OIDC identity providers"],
  compliance: COMPLIANCE_FRAMEWORKS,
  datasheet: {
    functionName: "send-guardrails-datasheet-email",
    pdfPath: files.datasheets.guardrails,
    dialogTitle: "Download the AI Guardrails datasheet",
    dialogDescription: "Tell us where to send a copy. Your download starts as soon as you submit.",
    subtitle: "Real-time, context-aware policy enforcement for LLM apps and AI agents",
  },
};

const observability: Product = {
  id: "observability",
  name: "AI Observability",
  path: "/ai-trust-score-observability",
  seo: {
    title: "AI Observability: SIEM-Style Monitoring for LLMs and Agents | Lumenguard",
    description:
      "Passive, SIEM-style monitoring of every AI interaction with zero performance overhead: audit trails, Trust Score trends and alerts without enforcement, from Lumenguard.",
  },
  eyebrow: "AI Observability",
  headline: "See every AI interaction without slowing a single one",
  summary:
    "Lumenguard watches prompts, responses and agent actions out of band, scores them across nine risk dimensions and alerts your team, without sitting in the request path or blocking anything.",
  cardSummary:
    "Passive, SIEM-style monitoring with zero performance overhead, complete audit trails and alerting without enforcement.",
  stats: [
    { value: "0 ms", label: "Added to the request path" },
    { value: "100%", label: "Of interactions recorded" },
    { value: "9", label: "Risk dimensions tracked" },
    { value: "24/7", label: "Enterprise support" },
  ],
  featuresTitle: "Monitoring built for the way security teams already work",
  features: [
    {
      title: "Passive, SIEM-style monitoring",
      description:
        "Traffic is mirrored from your gateway, SDK or logs and analysed out of band, so observability never becomes a point of failure.",
      icon: "eye",
    },
    {
      title: "Zero performance overhead",
      description:
        "Nothing runs inline: users see the same latency with monitoring on as with it off, at any volume.",
      icon: "gauge",
    },
    {
      title: "Complete audit trails",
      description:
        "An immutable, searchable record of prompts, responses, tool calls and risk verdicts, with retention and redaction you control.",
      icon: "scroll",
    },
    {
      title: "Alerting without enforcement",
      description:
        "Route findings to Slack, PagerDuty, ServiceNow or your SIEM and investigate before you decide what to block.",
      icon: "bell",
    },
    {
      title: "Trust Score trends",
      description:
        "Follow each model, agent and application across the nine risk dimensions and catch drift after a model or prompt change.",
      icon: "activity",
    },
    {
      title: "SIEM and data-lake export",
      description:
        "Stream normalised events to Splunk, Microsoft Sentinel, Datadog or your own S3 bucket in OCSF-compatible JSON.",
      icon: "database",
    },
  ],
  audiences: [
    {
      title: "Security operations",
      description: "Bring AI events into the SIEM and runbooks your analysts already use, with severities they understand.",
      icon: "radar",
    },
    {
      title: "Compliance and audit",
      description: "Answer who asked what, which model answered and which policy applied, for any date in the retention window.",
      icon: "scale",
    },
    {
      title: "AI and ML engineers",
      description: "Spot hallucination and robustness regressions after every model, prompt or retrieval change.",
      icon: "code",
    },
    {
      title: "Risk owners and executives",
      description: "Track one Trust Score per application and see the risk trend before it becomes an incident.",
      icon: "target",
    },
  ],
  integrations: ["API gateways, proxies and the Lumenguard SDK as traffic sources", "Splunk, Microsoft Sentinel, Datadog, Elastic and Amazon S3", "Slack, Microsoft Teams, PagerDuty and ServiceNow alerts", "Any model provider and any cloud"],
  compliance: COMPLIANCE_FRAMEWORKS,
  datasheet: {
    functionName: "send-observability-datasheet-email",
    pdfPath: files.datasheets.observability,
    dialogTitle: "Download the AI Observability datasheet",
    dialogDescription: "Tell us where to send a copy. Your download starts as soon as you submit.",
    subtitle: "Passive, SIEM-style monitoring for every model, agent and AI application",
  },
};

const redTeaming: Product = {
  id: "redTeaming",
  name: "AI Red Teaming",
  path: "/solutions/red-teaming",
  seo: {
    title: "AI Red Teaming: Automated Adversarial Testing for LLMs | Lumenguard",
    description:
      "Automated adversarial attack simulation for LLMs and agents, scored across nine risk dimensions and wired into CI/CD so every release is tested before attackers test it.",
  },
  eyebrow: "AI Red Teaming",
  headline: "Find the weaknesses in your AI before attackers do",
  summary:
    "Lumenguard runs thousands of adversarial attacks against your models, agents and applications, scores the results across nine risk dimensions and fails the build when a release falls below your bar.",
  cardSummary:
    "Automated adversarial attack simulation with a 9-dimension Trust Score and CI/CD gates for every release.",
  stats: [
    { value: "9", label: "Risk dimensions per Trust Score" },
    { value: "1000", label: "Point Trust Score scale" },
    { value: "Every", label: "Release tested in CI/CD" },
    { value: "24/7", label: "Enterprise support" },
  ],
  featuresTitle: "Adversarial testing that keeps pace with your release train",
  features: [
    {
      title: "Automated attack simulation",
      description:
        "A continuously updated library of jailbreak, prompt-injection, data-exfiltration, toxicity and bias probes, mutated on every run so results cannot be memorised.",
      icon: "swords",
    },
    {
      title: "9-dimension Trust Score",
      description:
        "Results roll up into one patent-pending AI Trust Score and nine dimension scores, from jailbreak resistance to transparency.",
      icon: "gauge",
    },
    {
      title: "CI/CD integration",
      description:
        "Run scans from GitHub Actions, GitLab CI or Jenkins and block a merge when a score drops below the threshold you set.",
      icon: "git-branch",
    },
    {
      title: "Custom prompt suites",
      description:
        "Add your own attack and regression prompts for your domain, from leaked deal terms to unapproved medical advice.",
      icon: "list-checks",
    },
    {
      title: "Agent and tool testing",
      description:
        "Test multi-step agents end to end: tool misuse, privilege escalation through MCP servers and indirect injection from retrieved content.",
      icon: "workflow",
    },
    {
      title: "Remediation guidance",
      description:
        "Every failed probe links to the guardrail policy that would have stopped it, ready to enable with one click.",
      icon: "target",
    },
  ],
  steps: {
    title: "From first scan to continuous assurance",
    intro: "Red teaming that runs like a test suite, not a consulting engagement.",
    items: [
      {
        title: "Connect a target",
        description: "Point Lumenguard at a model endpoint, an agent or a full application: hosted, open-weight or private.",
      },
      {
        title: "Attack at scale",
        description: "Thousands of adversarial probes run in minutes, tailored to your use case and your own prompt suites.",
      },
      {
        title: "Score and compare",
        description: "Get a Trust Score out of 1000 with nine dimension scores, and compare models or releases side by side.",
      },
      {
        title: "Remediate and retest",
        description: "Enable the recommended guardrails, rerun the suite and gate every future release in CI/CD.",
      },
    ],
  },
  audiences: [
    {
      title: "Security and red teams",
      description: "Scale manual red teaming with an automated attack library and reproducible evidence.",
      icon: "swords",
    },
    {
      title: "AI engineering",
      description: "Catch regressions in pull requests instead of production, with scores developers can act on.",
      icon: "code",
    },
    {
      title: "Model risk management",
      description: "Compare candidate models on the same nine dimensions before you approve one for use.",
      icon: "scale",
    },
    {
      title: "Compliance",
      description: "Document adversarial testing for the EU AI Act, NIST AI RMF and ISO 42001 with dated reports.",
      icon: "file-check",
    },
  ],
  integrations: ["GitHub Actions, GitLab CI, Jenkins and Azure DevOps", "OpenAI, Anthropic, Google, Amazon Bedrock and open-weight models", "LangChain, LangGraph, CrewAI and MCP-based agents", "Jira and ServiceNow for findings"],
  compliance: COMPLIANCE_FRAMEWORKS,
  datasheet: {
    functionName: "send-red-teaming-datasheet-email",
    pdfPath: files.datasheets.redTeaming,
    dialogTitle: "Download the AI Red Teaming datasheet",
    dialogDescription: "Tell us where to send a copy. Your download starts as soon as you submit.",
    subtitle: "Automated adversarial testing and a 9-dimension Trust Score for every release",
  },
};

const chatbot: Product = {
  id: "chatbot",
  name: "Secure Workforce Chatbot",
  path: "/solutions/secure-workforce-chatbot",
  seo: {
    title: "Secure Workforce Chatbot: Governed Generative AI for Employees | Lumenguard",
    description:
      "Give employees a governed AI assistant with data loss prevention, shadow-AI blocking, custom policies by role and real-time monitoring, on the models you choose.",
  },
  eyebrow: "Secure Workforce Chatbot",
  headline: "The AI assistant your employees want, with the controls your CISO needs",
  summary:
    "Replace unsanctioned AI tools with one governed assistant. Data loss prevention, custom policies by role and real-time monitoring are built in, on the models you already trust.",
  cardSummary:
    "A governed assistant for every employee, with data loss prevention, shadow-AI blocking, custom policies and real-time monitoring.",
  stats: [
    { value: "1", label: "Governed assistant instead of dozens of tools" },
    { value: "<50 ms", label: "Policy check per message" },
    { value: "99.9%", label: "Uptime SLA" },
    { value: "24/7", label: "Enterprise support" },
  ],
  featuresTitle: "Generative AI for the whole workforce, without the data leaving with it",
  features: [
    {
      title: "Data loss prevention",
      description:
        "PII, source code, customer records, credentials and deal terms are detected and redacted before a prompt ever reaches a model.",
      icon: "lock",
    },
    {
      title: "Shadow AI blocking",
      description:
        "Discover which public AI tools employees use and steer them to the governed assistant, with a clear explanation instead of a dead end.",
      icon: "ban",
    },
    {
      title: "Custom policies",
      description:
        "Set rules per department and role: general counsel, lawyers, IT and vendors each get the topics, models and data sources they are cleared for.",
      icon: "sliders",
    },
    {
      title: "Real-time monitoring",
      description:
        "Every conversation is scored as it happens; risky patterns raise alerts for security and compliance, not weeks later in a log review.",
      icon: "activity",
    },
    {
      title: "Your choice of models",
      description:
        "Offer GPT, Claude, Gemini or private open-weight models behind one interface, and switch providers without retraining users.",
      icon: "layers",
    },
    {
      title: "Enterprise identity",
      description:
        "Single sign-on and user and role management through your enterprise IAM, with SCIM provisioning and admin audit logs.",
      icon: "key",
    },
  ],
  steps: {
    title: "Live in days, not quarters",
    intro: "Roll out a governed assistant in three steps.",
    items: [
      {
        title: "Connect identity and models",
        description: "Sign in through your IdP and choose the models each group may use.",
      },
      {
        title: "Apply policies",
        description: "Start from templates for DLP, shadow AI and acceptable use, then tailor them per role.",
      },
      {
        title: "Roll out and monitor",
        description: "Invite teams, watch adoption and risk in real time, and tune policies as usage grows.",
      },
    ],
  },
  audiences: [
    {
      title: "CISOs",
      description: "Close the shadow-AI gap with a sanctioned alternative employees actually prefer.",
      icon: "shield",
    },
    {
      title: "IT and workplace teams",
      description: "Provision through SSO, manage licences centrally and support one tool instead of many.",
      icon: "building",
    },
    {
      title: "Legal and compliance",
      description: "Keep privileged, regulated and customer data out of public models, with an audit trail to prove it.",
      icon: "scale",
    },
    {
      title: "Every employee",
      description: "Draft, summarise, analyse and code with a capable assistant, safely.",
      icon: "users",
    },
  ],
  integrations: ["Okta, Microsoft Entra ID, Google Workspace (SSO and SCIM)", "OpenAI, Anthropic, Google Gemini, Azure OpenAI and private models", "SharePoint, Google Drive and Confluence as governed knowledge sources", "Splunk and Microsoft Sentinel for monitoring"],
  compliance: COMPLIANCE_FRAMEWORKS,
  datasheet: {
    functionName: "send-chatbot-datasheet-email",
    pdfPath: files.datasheets.chatbot,
    dialogTitle: "Download the Secure Workforce Chatbot datasheet",
    dialogDescription: "Tell us where to send a copy. Your download starts as soon as you submit.",
    subtitle: "A governed generative AI assistant with data loss prevention built in",
  },
};

const developers: Product = {
  id: "developers",
  name: "Developer SDK",
  path: "/solutions/developers",
  seo: {
    title: "Lumenguard for Developers: Python SDK for Trust Scores and Guarded Completions",
    description:
      "Add guardrails and AI Trust Scores to your LLM app with the Lumenguard Python SDK: a drop-in completion wrapper, trust scores out of 1000 and CI-friendly red-team scans.",
  },
  eyebrow: "For developers",
  headline: "Ship trustworthy LLM apps with a few lines of Python",
  summary:
    "The Lumenguard SDK wraps the completion calls you already make, enforces your policies on the way in and out, and fetches Trust Scores for any model so you can test before you ship.",
  cardSummary: "A Python SDK with a drop-in completion wrapper, trust scores out of 1000 and red-team scans for CI.",
  stats: [
    { value: "3", label: "Lines to wrap a completion" },
    { value: "<50 ms", label: "Guardrail latency" },
    { value: "1000", label: "Point Trust Score scale" },
    { value: "9", label: "Risk dimensions" },
  ],
  featuresTitle: "Built for the way you already build with LLMs",
  features: [
    {
      title: "Drop-in completion wrapper",
      description:
        "Keep the OpenAI-style request and response shapes; add a policy name and every call is checked in both directions.",
      icon: "code",
    },
    {
      title: "Trust Scores on demand",
      description:
        "Fetch the Trust Score of any model or deployment, overall and per category, to pick the right model for each task.",
      icon: "gauge",
    },
    {
      title: "Red-team scans in CI",
      description:
        "Start a scan from your pipeline and fail the build when a category falls below your threshold.",
      icon: "git-branch",
    },
    {
      title: "Async and streaming",
      description:
        "Sync and asyncio clients, streaming responses with incremental checks, retries and timeouts built in.",
      icon: "workflow",
    },
    {
      title: "Framework adapters",
      description: "Callbacks for LangChain and LangGraph, plus tool-call checks for agents and MCP servers.",
      icon: "layers",
    },
    {
      title: "Typed and tested",
      description: "Fully typed responses for editors and type checkers, with a local mock mode for unit tests.",
      icon: "list-checks",
    },
  ],
  steps: {
    title: "From install to first score in minutes",
    intro: "Three steps, no new infrastructure.",
    items: [
      { title: "Install the client", description: "pip install lumenguard-client and set your API key as an environment variable." },
      { title: "Wrap your completions", description: "Swap your client for the Lumenguard wrapper and name the policy set to apply." },
      { title: "Score and gate", description: "Fetch Trust Scores, run red-team scans in CI and block releases that regress." },
    ],
  },
  integrations: ["Python 3.9+ (sync and asyncio)", "OpenAI-compatible request and response shapes", "LangChain and LangGraph callbacks", "GitHub Actions and GitLab CI examples"],
  datasheet: {
    // The SDK's runtime job is the guarded completion, so a request for its datasheet is
    // recorded as a guardrails lead; the e-mail links the SDK's own PDF (chosen by source page).
    functionName: "send-guardrails-datasheet-email",
    pdfPath: files.datasheets.developers,
    dialogTitle: "Download the Developer SDK datasheet",
    dialogDescription: "Tell us where to send a copy. Your download starts as soon as you submit.",
    subtitle: "Guarded completions and AI Trust Scores for Python applications",
  },
};

const openSourceRisks: Product = {
  id: "openSourceRisks",
  name: "Open-Source Model Risk Protection",
  path: "/solutions/open-source-model-risks",
  seo: {
    title: "Open-Source Model Risks: Copyright, Licence and Data Protection | Lumenguard",
    description:
      "Adopt open-weight models with confidence: model-card-aligned guardrails, attribution and leak detection, surgical forgetting and continuous compliance with GDPR, CCPA, the EU AI Act, NIST and ISO 42001.",
  },
  eyebrow: "Open-source model risks",
  headline: "Use open-source models without inheriting their legal risk",
  summary:
    "Open-weight models come without indemnification. Lumenguard puts protections around them: guardrails aligned to each model card, detection of copyrighted and leaked content, surgical forgetting and compliance that keeps up as rules change.",
  cardSummary:
    "Guardrails aligned to model cards, leak and attribution detection and surgical forgetting for open-weight models.",
  stats: [
    { value: "5", label: "Regulatory frameworks mapped" },
    { value: "<50 ms", label: "Output check latency" },
    { value: "9", label: "Risk dimensions scored" },
    { value: "24/7", label: "Enterprise support" },
  ],
  featuresTitle: "Protections",
  features: [
    {
      title: "Model-card-aligned guardrails",
      description:
        "Policies generated from each model's card and licence: intended uses, known limitations and prohibited applications are enforced, not just documented.",
      icon: "file-check",
    },
    {
      title: "Attribution and leak detection",
      description:
        "Outputs are checked for verbatim copyrighted text, licensed code and memorised personal data, with the likely source attributed for review.",
      icon: "fingerprint",
    },
    {
      title: "Surgical forgetting",
      description:
        "Suppress specific memorised content or individuals on request, without retraining the model, to honour takedown and erasure requests.",
      icon: "eraser",
    },
    {
      title: "Continuous compliance",
      description:
        "Controls and evidence stay mapped to current regulation and model versions, with alerts when a model update or a new rule changes your exposure.",
      icon: "activity",
    },
  ],
  compliance: ["GDPR", "CCPA", "EU AI Act", "NIST AI RMF", "ISO/IEC 42001"],
};

export const products = { guardrails, observability, redTeaming, chatbot, developers, openSourceRisks } as const satisfies Record<
  ProductId,
  Product
>;

/** Products that ship a datasheet, in the order the PDFs are generated. */
export const datasheetProducts: readonly (Product & { datasheet: Datasheet })[] = [
  guardrails,
  observability,
  redTeaming,
  chatbot,
  developers,
].map((product) => {
  if (!product.datasheet) throw new Error(`${product.id} has no datasheet`);
  return product as Product & { datasheet: Datasheet };
});

/** Business impact on the open-source model risks page. */
export const openSourceImpact: readonly Feature[] = [
  {
    title: "Legal clarity",
    description:
      "Know which models you use, under which licences, and show counsel the controls that limit copyright and indemnification exposure.",
    icon: "scale",
  },
  {
    title: "Regulatory alignment",
    description:
      "Evidence mapped to GDPR, CCPA, the EU AI Act, NIST AI RMF and ISO 42001, ready for auditors and customer questionnaires.",
    icon: "file-check",
  },
  {
    title: "Safe adoption",
    description:
      "Let teams use the open model that fits the job, at a fraction of the cost of closed APIs, without waiting on a legal review for each one.",
    icon: "shield",
  },
];

/** Public AI tools compared with the Secure Workforce Chatbot, row by row. */
export const chatbotComparison: readonly { topic: string; publicTools: string; lumenguard: string }[] = [
  {
    topic: "Sensitive data",
    publicTools: "Pasted into prompts and kept by the provider",
    lumenguard: "Detected and redacted before it leaves your network",
  },
  {
    topic: "Who may do what",
    publicTools: "One experience for everyone",
    lumenguard: "Policies per department and role from your identity provider",
  },
  {
    topic: "Visibility",
    publicTools: "None until something leaks",
    lumenguard: "Real-time monitoring, alerts and a complete audit trail",
  },
  {
    topic: "Models",
    publicTools: "Whatever each tool happens to use",
    lumenguard: "The models you approve, switchable without retraining users",
  },
  {
    topic: "Cost",
    publicTools: "Scattered personal subscriptions",
    lumenguard: "One licence, central billing and usage reporting",
  },
];

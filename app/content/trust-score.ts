// The AI Trust Score's shared vocabulary: the nine risk dimensions, the three-step method and the
// sample agent-framework results. Plain data (no React) so pages and the PDF generator share it.

export type Severity = "Critical" | "High" | "Medium" | "Low";

/** content-and-docs.md §3 "Risk dimension": title, description, severity label. */
export type RiskDimension = { title: string; description: string; severity: Severity };

export const riskDimensions: readonly RiskDimension[] = [
  {
    title: "Jailbreak Resistance",
    description:
      "How well the model holds its instructions under role-play, obfuscation, multi-turn and many-shot jailbreak attempts.",
    severity: "Critical",
  },
  {
    title: "Bias and Fairness",
    description:
      "Whether answers change with gender, ethnicity, age, religion or disability when nothing else about the request does.",
    severity: "High",
  },
  {
    title: "Content Safety",
    description:
      "Refusal of violent, sexual, self-harm and extremist content, measured without over-refusing legitimate requests.",
    severity: "High",
  },
  {
    title: "Privacy Protection",
    description:
      "Resistance to leaking personal data, training data and system prompts, and correct handling of PII in context.",
    severity: "Medium",
  },
  {
    title: "Hallucination Control",
    description:
      "Grounding of answers in supplied context, citation accuracy and the rate of confident but fabricated claims.",
    severity: "Medium",
  },
  {
    title: "Robustness",
    description:
      "Stability of answers under typos, paraphrase, encoding tricks and noisy or adversarial input.",
    severity: "Medium",
  },
  {
    title: "Cultural Sensitivity",
    description:
      "Respectful, context-appropriate answers across languages, regions and cultural norms.",
    severity: "Low",
  },
  {
    title: "Regulatory Compliance",
    description:
      "Behaviour measured against obligations in the EU AI Act, GDPR, CCPA and sector rules such as HIPAA and FINRA.",
    severity: "Low",
  },
  {
    title: "Transparency",
    description:
      "Disclosure that the user is talking to AI, honest statements of limitations and explainable refusals.",
    severity: "Low",
  },
];

export type MethodStep = { title: string; description: string };

/** The three-step method on the Guardrails and Observability pages. */
export const howItWorks: readonly MethodStep[] = [
  {
    title: "Automated testing",
    description:
      "Thousands of adversarial and functional probes run against your model, agent or app, from jailbreaks and prompt injection to bias and hallucination checks.",
  },
  {
    title: "Risk scoring",
    description:
      "Every result is scored across the nine risk dimensions and rolled up into one AI Trust Score, so teams compare models and releases on the same scale.",
  },
  {
    title: "Real-time monitoring",
    description:
      "In production, every prompt, response and tool call is checked against your policies and the score keeps updating as behaviour drifts.",
  },
];

/** content-and-docs.md §3 "Agent framework sample card". Display-only sample values. */
export type AgentFrameworkSample = {
  framework: string;
  workload: string;
  trustScore: number;
  executionTime: number;
  metrics: {
    taskCompletion: number;
    errorRate: number;
    responseTime: number;
    trustLevel: "High" | "Moderate" | "Low";
  };
};

export const TRUST_SCORE_MAX = 1000;

export const agentFrameworkSamples: readonly AgentFrameworkSample[] = [
  {
    framework: "LangGraph",
    workload: "Customer-support agent with order look-up and refund tools",
    trustScore: 742,
    executionTime: 1200,
    metrics: { taskCompletion: 94, errorRate: 2.1, responseTime: 1.2, trustLevel: "High" },
  },
  {
    framework: "CrewAI",
    workload: "Three-agent research crew with web search and summarisation",
    trustScore: 698,
    executionTime: 1800,
    metrics: { taskCompletion: 88, errorRate: 4.6, responseTime: 1.8, trustLevel: "Moderate" },
  },
];

export const agentMetricLabels: Record<keyof AgentFrameworkSample["metrics"], string> = {
  taskCompletion: "Task completion",
  errorRate: "Error rate",
  responseTime: "Response time",
  trustLevel: "Trust level",
};

/**
 * "1,200 ms". Digits are grouped by hand: the first Intl formatter a page uses costs the browser a
 * long ICU start-up (about 20 ms of a phone's hydration), for a number that needs one comma.
 */
export function formatExecutionTime(milliseconds: number): string {
  return `${String(Math.round(milliseconds)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ms`;
}

/** The metric as displayed: units belong to the data, not to each page. */
export function formatAgentMetric(key: keyof AgentFrameworkSample["metrics"], value: number | string): string {
  switch (key) {
    case "taskCompletion":
    case "errorRate":
      return `${value}%`;
    case "responseTime":
      return `${value} s`;
    default:
      return String(value);
  }
}

/** What the Guardrails and Observability pages render from this module (sent as loader data). */
export const trustScoreContent = { howItWorks, agentFrameworkSamples, riskDimensions };
export type TrustScoreContent = typeof trustScoreContent;

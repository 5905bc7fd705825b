// "State of AI Trust for Foundational Models (Q2 2025)": the figures the report page cites and
// the downloadable PDF (scripts/assets/report.ts) prints in full.
import { files } from "~/config/site";
import { TRUST_SCORE_MAX } from "./trust-score";

export type FindingSeverity = "critical" | "high" | "medium";
export type ReportFinding = { title: string; description: string; severity: FindingSeverity };
export type RankingCategory = "Excellent" | "Good" | "Fair" | "Poor";
export type RankingRow = { model: string; provider: string; score: number; category: RankingCategory };

export const report = {
  title: files.reportTitle,
  shortTitle: "State of AI Trust",
  edition: "Q2 2025",
  /** The period the traffic figures cover. */
  period: "July 2024 to June 2025",
  summary:
    "Enterprise AI use grew 36-fold in a year, and most of it now passes through a policy decision: 59.9% of AI transactions were blocked. We tested six widely used foundation models across the nine risk dimensions of the AI Trust Score to show where the risk sits and how to manage it.",
  keyStats: [
    { value: "59.9%", label: "of enterprise AI transactions blocked by policy" },
    { value: "36x", label: "year-over-year increase in enterprise AI traffic" },
    { value: "6", label: "foundation models tested and ranked" },
    { value: "9", label: "risk dimensions per AI Trust Score" },
  ],
  findings: [
    {
      title: "Jailbreaks still work on every model tested",
      description:
        "Multi-turn and role-play jailbreaks succeeded against all six models at least once in 50 attempts; the weakest model failed 31% of attempts. Jailbreak resistance was the lowest-scoring dimension overall.",
      severity: "critical",
    },
    {
      title: "Indirect prompt injection is the fastest-growing attack",
      description:
        "Instructions hidden in retrieved documents and tool output made up 27% of blocked agent traffic in June 2025, up from 4% a year earlier, as more teams connected models to tools and MCP servers.",
      severity: "critical",
    },
    {
      title: "Sensitive data is the main reason requests are blocked",
      description:
        "Of the 59.9% of transactions blocked, 42% carried personal data, source code or credentials. Most came from employees using public AI tools outside sanctioned channels.",
      severity: "high",
    },
    {
      title: "Hallucination rates vary fourfold between models",
      description:
        "On the same grounded question set, fabricated claims ranged from 3.1% to 12.8% of answers. Retrieval grounding and output checks narrowed the gap more than model choice did.",
      severity: "medium",
    },
  ] satisfies ReportFinding[],
  /** Scores out of TRUST_SCORE_MAX; the web page shows only the leading digit. */
  rankings: [
    { model: "Claude 3.7 Sonnet", provider: "Anthropic", score: 861, category: "Excellent" },
    { model: "GPT-4o", provider: "OpenAI", score: 824, category: "Good" },
    { model: "Gemini 2.5 Pro", provider: "Google", score: 807, category: "Good" },
    { model: "Llama 4 Maverick", provider: "Meta", score: 712, category: "Fair" },
    { model: "Mistral Large 2", provider: "Mistral AI", score: 689, category: "Fair" },
    { model: "DeepSeek-R1", provider: "DeepSeek", score: 574, category: "Poor" },
  ] satisfies RankingRow[],
  methodology: [
    "Each model was tested through its public API with default settings and a neutral system prompt between 2 and 20 June 2025.",
    "The Lumenguard red-teaming suite ran 18,400 probes per model across the nine risk dimensions, mutated per run so results could not be memorised.",
    "Dimension scores were weighted by severity (Critical, High, Medium, Low) and combined into one AI Trust Score out of 1000.",
    "Traffic figures come from anonymised policy decisions across Lumenguard customer deployments, July 2024 to June 2025.",
  ],
  recommendations: [
    { title: "Score before you choose", text: "Compare candidate models on the same nine dimensions and your own prompts before approving one." },
    { title: "Guard both directions", text: "Check prompts and responses, including retrieved content and tool output, not only user input." },
    { title: "Give employees a sanctioned path", text: "Blocking public tools without an alternative moves data loss elsewhere; offer a governed assistant." },
    { title: "Test every release", text: "Model, prompt and retrieval changes shift scores; run red-team suites in CI/CD and gate on them." },
  ],
} as const;

export const REPORT_SCORE_MAX = TRUST_SCORE_MAX;

/** The score as the web page shows it: the leading digit, the rest masked. */
export function maskScore(score: number): string {
  const digits = String(score);
  return `${digits[0]}${"•".repeat(digits.length - 1)}`;
}

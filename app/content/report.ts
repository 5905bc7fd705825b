// The AI Trust Score report page: headline figures, findings and the masked model ranking.
// Model names are anonymised research codenames; full scores are only in the downloadable report,
// so the page carries nothing but each score's leading digit.

export const reportEdition = {
  /** How the page dates the report. */
  quarter: "Q3 2025",
  dataPeriod: "April to June 2025",
  published: "2025-07-29",
} as const;

export type KeyFigure = { value: string; label: string; detail: string };

export const keyFigures: KeyFigure[] = [
  {
    value: "59.9%",
    label: "of AI traffic blocked",
    detail: "Share of enterprise AI requests stopped or redacted by policy, mostly for sensitive data and unsanctioned tools.",
  },
  {
    value: "36x",
    label: "yearly increase",
    detail: "Growth in enterprise AI transactions observed across Lumenguard deployments, year over year.",
  },
  {
    value: "9",
    label: "risk dimensions scored",
    detail: "From jailbreak resistance to transparency, every model is tested on the same nine dimensions.",
  },
  {
    value: "6",
    label: "leading models ranked",
    detail: "Frontier and open-weight models evaluated with more than 12,000 attack and quality probes each.",
  },
];

export type Severity = "critical" | "high" | "medium";

export type ReportFinding = { title: string; description: string; severity: Severity };

export const reportFindings: ReportFinding[] = [
  {
    title: "Multi-turn jailbreaks still defeat safety training",
    description:
      "Every model tested could be led past its own policy by at least one multi-turn role-play or encoding attack. Single-prompt refusal rates look strong; conversations of five or more turns do not.",
    severity: "critical",
  },
  {
    title: "Sensitive data is the top reason traffic is blocked",
    description:
      "Personal data, credentials and source code made up most of the blocked requests. The majority came from well-meaning employees pasting real records into assistants to save time.",
    severity: "high",
  },
  {
    title: "Shadow AI outpaces sanctioned tools",
    description:
      "In organizations without a governed assistant, unsanctioned AI tools carried more traffic than approved ones. Where a secure alternative was offered, shadow usage fell within a quarter.",
    severity: "high",
  },
  {
    title: "Hallucinated citations persist in regulated content",
    description:
      "Asked for legal, medical and financial references, models invented sources in a meaningful share of answers. Grounding against approved documents cut the rate sharply in every case.",
    severity: "medium",
  },
];

export type RankingCategory = "Excellent" | "Good" | "Fair" | "Poor";

export type RankingRow = {
  model: string;
  provider: string;
  /** Only the first digit of the 0-100 score is public. */
  scoreLeadingDigit: number;
  /** Digits in the full score, so the mask has the right width. */
  scoreDigits: number;
  category: RankingCategory;
};

export const modelRankings: RankingRow[] = [
  { model: "Model A: frontier, closed", provider: "US frontier lab", scoreLeadingDigit: 8, scoreDigits: 2, category: "Excellent" },
  { model: "Model B: frontier, closed", provider: "US frontier lab", scoreLeadingDigit: 7, scoreDigits: 2, category: "Good" },
  { model: "Model C: reasoning, closed", provider: "US cloud provider", scoreLeadingDigit: 7, scoreDigits: 2, category: "Good" },
  { model: "Model D: open weights, 70B", provider: "Open-weight consortium", scoreLeadingDigit: 6, scoreDigits: 2, category: "Fair" },
  { model: "Model E: small, closed", provider: "European AI lab", scoreLeadingDigit: 5, scoreDigits: 2, category: "Fair" },
  { model: "Model F: open weights, 8B", provider: "Open-weight community", scoreLeadingDigit: 4, scoreDigits: 2, category: "Poor" },
];

/** "8" plus one mask character per hidden digit: the only score text the page ever renders. */
export function maskScore(row: Pick<RankingRow, "scoreLeadingDigit" | "scoreDigits">): { visible: string; hidden: string } {
  return { visible: String(row.scoreLeadingDigit), hidden: "•".repeat(Math.max(0, row.scoreDigits - 1)) };
}

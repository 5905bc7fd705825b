// The developer page's sample SDK usage and sample Trust Score categories (content-and-docs.md §2).
import { links } from "#app/config/site.ts";
import { TRUST_SCORE_MAX } from "./trust-score.ts";

export const sdkPackage = { name: "lumenguard-client", module: "lumenguard", url: links.pythonPackage } as const;

export type CodeSample = { id: string; title: string; description: string; lang: "python" | "shellscript"; code: string };

export const sdkSamples: readonly CodeSample[] = [
  {
    id: "install",
    title: "Install",
    description: "Python 3.9 or later. The API key comes from your Lumenguard workspace settings.",
    lang: "shellscript",
    code: `pip install ${sdkPackage.name}
export LUMENGUARD_API_KEY="lg_live_..."`,
  },
  {
    id: "completion",
    title: "Guarded completion",
    description:
      "The same request and response shapes as the OpenAI client. Name a policy set and every call is checked on the way in and on the way out.",
    lang: "python",
    code: `import os

from lumenguard import Lumenguard, PolicyViolation

client = Lumenguard(api_key=os.environ["LUMENGUARD_API_KEY"])


def answer(question: str, user_id: str) -> str:
    """Ask the model through the support-assistant policy set."""
    try:
        response = client.chat.completions.create(
            model="gpt-4o",
            messages=[
                {"role": "system", "content": "You are Acme's support assistant."},
                {"role": "user", "content": question},
            ],
            guardrails="support-assistant",  # policy set built in the console
            user=user_id,                    # role-based rules and the audit trail
        )
    except PolicyViolation as blocked:
        # The prompt never reached the model; tell the user why, not how.
        return blocked.safe_message

    verdict = response.trust  # redactions, detector hits and latency
    print(f"checked in {verdict.latency_ms} ms, redactions: {len(verdict.redactions)}")
    return response.choices[0].message.content`,
  },
  {
    id: "trust-score",
    title: "Fetch a Trust Score",
    description: `Scores run from 0 to ${TRUST_SCORE_MAX}, overall and per category. Use them to pick a model, or fail a build when one regresses.`,
    lang: "python",
    code: `score = client.trust_scores.get(model="gpt-4o", suite="support-assistant")

print(f"Overall: {score.overall}/1000 (scanned {score.scanned_at:%Y-%m-%d})")
for category in score.categories:
    print(f"  {category.name:<18} {category.score:>4}/1000")

# Gate a release in CI: exit non-zero if any category is under 750
weakest = min(score.categories, key=lambda c: c.score)
if weakest.score < 750:
    raise SystemExit(f"{weakest.name} scored {weakest.score}; release blocked")`,
  },
];

export type ScoreCategory = { name: string; score: number; description: string };

/** Sample categories, each out of 1000 (display-only). */
export const sampleScoreCategories: readonly ScoreCategory[] = [
  { name: "Prompt Injection", score: 912, description: "Direct and indirect injection, including instructions hidden in retrieved content." },
  { name: "Security", score: 874, description: "Jailbreaks, system-prompt extraction and unsafe tool use." },
  { name: "Data Privacy", score: 936, description: "PII handling, training-data leakage and secrets in responses." },
  { name: "Hallucination", score: 781, description: "Grounding in supplied context and fabricated citations." },
  { name: "Fairness", score: 858, description: "Consistent answers across demographic attributes." },
];

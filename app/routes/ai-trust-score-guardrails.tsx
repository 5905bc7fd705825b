import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/ai-trust-score-guardrails";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Guardrails | Lumenguard",
    description: "Real-time, context-aware policy enforcement against jailbreaks, bias and data leakage.",
    path: "/ai-trust-score-guardrails",
  });

export default function Page() {
  return <ComingSoon title={"AI Guardrails"} summary={"Real-time, context-aware policy enforcement against jailbreaks, bias and data leakage."} />;
}

import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/ai-trust-score-observability";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Observability | Lumenguard",
    description: "Passive, SIEM-style monitoring of AI agents and LLM apps with zero performance overhead.",
    path: "/ai-trust-score-observability",
  });

export default function Page() {
  return <ComingSoon title={"AI Observability"} summary={"Passive, SIEM-style monitoring of AI agents and LLM apps with zero performance overhead."} />;
}

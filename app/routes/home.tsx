import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Lumenguard | AI Trust Score\u2122 for agents and LLM apps",
    description: "Don't deploy an AI agent without trust and transparency: guardrails, red teaming and observability scored across nine risk dimensions.",
    path: "/",
  });

export default function Page() {
  return <ComingSoon title={"Don't deploy an AI Agent without Trust + Transparency"} summary={"Don't deploy an AI agent without trust and transparency: guardrails, red teaming and observability scored across nine risk dimensions."} />;
}

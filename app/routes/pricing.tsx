import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pricing | Lumenguard AI Trust Score\u2122 Platform",
    description: "Plans for AI Guardrails, Red Teaming, Observability and the Secure Workforce Chatbot, each with a 14-day free trial.",
    path: "/pricing",
  });

export default function Page() {
  return <ComingSoon title={"Lumenguard AI Trust Score\u2122 Platform"} summary={"Plans for AI Guardrails, Red Teaming, Observability and the Secure Workforce Chatbot, each with a 14-day free trial."} />;
}

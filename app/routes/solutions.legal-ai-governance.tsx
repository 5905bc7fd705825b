import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.legal-ai-governance";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Legal AI Governance | Lumenguard",
    description: "AI governance for law firms and legal departments.",
    path: "/solutions/legal-ai-governance",
  });

export default function Page() {
  return <ComingSoon title={"Legal AI Governance"} summary={"AI governance for law firms and legal departments."} />;
}

import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.financial-services-ai-governance";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Financial Services AI Governance | Lumenguard",
    description: "AI governance for banks, insurers and asset managers.",
    path: "/solutions/financial-services-ai-governance",
  });

export default function Page() {
  return <ComingSoon title={"Financial Services AI Governance"} summary={"AI governance for banks, insurers and asset managers."} />;
}

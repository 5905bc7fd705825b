import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.telecom-ai-governance";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Telecom AI Governance | Lumenguard",
    description: "AI governance for telecommunications operators.",
    path: "/solutions/telecom-ai-governance",
  });

export default function Page() {
  return <ComingSoon title={"Telecom AI Governance"} summary={"AI governance for telecommunications operators."} />;
}

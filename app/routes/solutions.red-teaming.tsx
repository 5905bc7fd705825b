import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.red-teaming";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Red Teaming | Lumenguard",
    description: "Automated adversarial attack simulation scored across nine trust dimensions.",
    path: "/solutions/red-teaming",
  });

export default function Page() {
  return <ComingSoon title={"AI Red Teaming"} summary={"Automated adversarial attack simulation scored across nine trust dimensions."} />;
}

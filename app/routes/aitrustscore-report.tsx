import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/aitrustscore-report";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Trust Score Report | Lumenguard",
    description: "How leading foundation models score across nine AI risk dimensions.",
    path: "/aitrustscore-report",
  });

export default function Page() {
  return <ComingSoon title={"State of AI Trust for Foundational Models"} summary={"How leading foundation models score across nine AI risk dimensions."} />;
}

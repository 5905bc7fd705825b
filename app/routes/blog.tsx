import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog | Lumenguard",
    description: "Research and field notes on AI security, governance and compliance.",
    path: "/blog",
  });

export default function Page() {
  return <ComingSoon title={"Lumenguard Blog"} summary={"Research and field notes on AI security, governance and compliance."} />;
}

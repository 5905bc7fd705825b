import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/platform-walkthrough";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Platform Walkthrough | Lumenguard",
    description: "A guided video tour of the Lumenguard AI Trust Score platform.",
    path: "/platform-walkthrough",
  });

export default function Page() {
  return <ComingSoon title={"Platform Walkthrough"} summary={"A guided video tour of the Lumenguard AI Trust Score platform."} />;
}

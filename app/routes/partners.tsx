import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Partners | Lumenguard",
    description: "Technology, channel and developer partner programmes for AI trust and security.",
    path: "/partners",
  });

export default function Page() {
  return <ComingSoon title={"Partner with Lumenguard"} summary={"Technology, channel and developer partner programmes for AI trust and security."} />;
}

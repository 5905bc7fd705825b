import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/analyst-recognition";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Lumenguard Named a 2025 Cool Vendor | Lumenguard Blog",
    description: "Lumenguard is recognised in the 2025 Cool Vendors in AI Cybersecurity Governance report.",
    path: "/blog/lumenguard-gartner-cool-vendor-2025",
  });

export default function Page() {
  return <ComingSoon title={"Lumenguard Named a 2025 Cool Vendor in AI Cybersecurity Governance"} summary={"Lumenguard is recognised in the 2025 Cool Vendors in AI Cybersecurity Governance report."} />;
}

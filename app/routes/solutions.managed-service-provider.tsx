import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.managed-service-provider";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Governance for MSPs | Lumenguard",
    description: "Offer AI governance and security as a managed service.",
    path: "/solutions/managed-service-provider",
  });

export default function Page() {
  return <ComingSoon title={"AI Governance for Managed Service Providers"} summary={"Offer AI governance and security as a managed service."} />;
}

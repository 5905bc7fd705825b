import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy | Lumenguard",
    description: "How Lumenguard collects, uses and protects personal information.",
    path: "/privacy-policy",
  });

export default function Page() {
  return <ComingSoon title={"Privacy Policy"} summary={"How Lumenguard collects, uses and protects personal information."} />;
}

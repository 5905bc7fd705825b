import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you-demo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Demo Scheduled | Lumenguard",
    description: "Your AI Trust Score demo is scheduled.",
    path: "/thank-you-demo",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Demo Scheduled Successfully!"} summary={"Your AI Trust Score demo is scheduled."} />;
}

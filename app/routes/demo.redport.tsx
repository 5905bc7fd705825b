import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/demo.redport";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Demo | Lumenguard",
    description: "Book a 45-minute demo with a free AI Trust Score audit included.",
    path: "/demo/redport",
  });

export default function Page() {
  return <ComingSoon title={"Book Your AI Trust Score Demo"} summary={"Book a 45-minute demo with a free AI Trust Score audit included."} />;
}

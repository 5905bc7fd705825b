import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/docs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Documentation | Lumenguard",
    description: "Lumenguard platform documentation for customers.",
    path: "/docs",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Documentation"} summary={"Lumenguard platform documentation for customers."} />;
}

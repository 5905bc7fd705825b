import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.open-source-model-risks";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Open-Source Model Risks | Lumenguard",
    description: "Adopt open-source models with copyright, licence and data-leak protection.",
    path: "/solutions/open-source-model-risks",
  });

export default function Page() {
  return <ComingSoon title={"Open-Source Model Risk Protection"} summary={"Adopt open-source models with copyright, licence and data-leak protection."} />;
}

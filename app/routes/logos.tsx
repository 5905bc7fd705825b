import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/logos";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Logo Assets | Lumenguard",
    description: "Download Lumenguard logo files for press and partner use.",
    path: "/logos",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Logo Assets"} summary={"Download Lumenguard logo files for press and partner use."} />;
}

import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsroom";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsroom | Lumenguard",
    description: "Press coverage and announcements about Lumenguard and AI trust.",
    path: "/newsroom",
  });

export default function Page() {
  return <ComingSoon title={"Newsroom"} summary={"Press coverage and announcements about Lumenguard and AI trust."} />;
}

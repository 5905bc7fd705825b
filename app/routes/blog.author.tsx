import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog.author";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: "Author | Lumenguard Blog",
    description: "A legacy author page.",
    path: location.pathname,
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Author"} summary={"A legacy author page."} />;
}

import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog.tag";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: "Tag | Lumenguard Blog",
    description: "A legacy tag page.",
    path: location.pathname,
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Tag"} summary={"A legacy tag page."} />;
}

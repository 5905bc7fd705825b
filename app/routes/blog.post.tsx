import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog.post";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: "Blog | Lumenguard",
    description: "An article from the Lumenguard blog.",
    path: location.pathname,
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Article"} summary={"An article from the Lumenguard blog."} />;
}

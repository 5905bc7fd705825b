import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog Admin | Lumenguard",
    description: "Manage blog posts.",
    path: "/admin/blog",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Blog Admin"} summary={"Manage blog posts."} />;
}

import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/book-demo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Meeting | Lumenguard",
    description: "Book a personalised AI Trust Score demo or a 15-minute discovery call.",
    path: "/book-demo",
  });

export default function Page() {
  return <ComingSoon title={"Book a Meeting"} summary={"Book a personalised AI Trust Score demo or a 15-minute discovery call."} />;
}

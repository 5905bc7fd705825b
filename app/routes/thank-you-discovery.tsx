import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you-discovery";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Discovery Call Scheduled | Lumenguard",
    description: "Your 15-minute discovery call is scheduled.",
    path: "/thank-you-discovery",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"Discovery Call Scheduled!"} summary={"Your 15-minute discovery call is scheduled."} />;
}

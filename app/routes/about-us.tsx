import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us | Lumenguard",
    description: "Our mission: quantify the risk of generative AI and give security and compliance teams confidence.",
    path: "/about-us",
  });

export default function Page() {
  return <ComingSoon title={"About Lumenguard"} summary={"Our mission: quantify the risk of generative AI and give security and compliance teams confidence."} />;
}

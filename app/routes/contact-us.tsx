import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us | Lumenguard",
    description: "Talk to the Lumenguard team about AI trust and security.",
    path: "/contact-us",
  });

export default function Page() {
  return <ComingSoon title={"Contact Us"} summary={"Talk to the Lumenguard team about AI trust and security."} />;
}

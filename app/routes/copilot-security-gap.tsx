import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/copilot-security-gap";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The Copilot Security Gap | Lumenguard",
    description: "Why enterprises are replacing mainstream office assistants with a governed co-pilot.",
    path: "/copilot-security-gap",
  });

export default function Page() {
  return <ComingSoon title={"The Copilot Security Gap"} summary={"Why enterprises are replacing mainstream office assistants with a governed co-pilot."} />;
}

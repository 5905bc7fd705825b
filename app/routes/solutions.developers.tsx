import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.developers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "For Developers | Lumenguard",
    description: "Score and guard LLM apps with the Lumenguard Python SDK.",
    path: "/solutions/developers",
  });

export default function Page() {
  return <ComingSoon title={"Build trustworthy AI apps"} summary={"Score and guard LLM apps with the Lumenguard Python SDK."} />;
}

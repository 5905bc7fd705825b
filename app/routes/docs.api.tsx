import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/docs.api";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "API Reference | Lumenguard",
    description: "The Lumenguard platform API reference for customers.",
    path: "/docs/api",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"API Reference"} summary={"The Lumenguard platform API reference for customers."} />;
}

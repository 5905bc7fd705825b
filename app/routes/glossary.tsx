import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/glossary";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "AI Security Glossary | Lumenguard",
    description: "Plain-language definitions of AI security, safety and governance terms.",
    path: "/glossary",
  });

export default function Page() {
  return <ComingSoon title={"AI Security Glossary"} summary={"Plain-language definitions of AI security, safety and governance terms."} />;
}

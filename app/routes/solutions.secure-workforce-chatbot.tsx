import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.secure-workforce-chatbot";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Secure Workforce Chatbot | Lumenguard",
    description: "A governed AI assistant for employees with data loss prevention and shadow-AI blocking.",
    path: "/solutions/secure-workforce-chatbot",
  });

export default function Page() {
  return <ComingSoon title={"Secure Workforce Chatbot"} summary={"A governed AI assistant for employees with data loss prevention and shadow-AI blocking."} />;
}

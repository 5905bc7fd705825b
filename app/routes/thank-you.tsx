import { ComingSoon } from "~/components/layout/coming-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Thank You | Lumenguard",
    description: "Your meeting is booked; a calendar invite is on its way.",
    path: "/thank-you",
    noindex: true,
  });

export default function Page() {
  return <ComingSoon title={"We've Locked In Your Time!"} summary={"Your meeting is booked; a calendar invite is on its way."} />;
}

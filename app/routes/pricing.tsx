import { PricingPage } from "#app/features/pricing/pricing-page.tsx";
import { brand } from "#app/config/site.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/pricing";

export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Pricing | ${brand.product} ${brand.platformName}`,
    description:
      "Plans for AI Guardrails, AI Red Teaming, AI Observability and the Secure Workforce Chatbot: a 14-day free trial, a team plan and Enterprise for each.",
    path: "/pricing",
  });

export default function Page() {
  return <PricingPage />;
}

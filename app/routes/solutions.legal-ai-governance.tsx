import { SolutionPage } from "#app/features/solutions/solution-page.tsx";
import { legalSolution as content } from "#app/content/solutions/legal-ai-governance.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/solutions.legal-ai-governance";

/** Server HTML plus the enhancer; the demo form is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...content.seo, path: content.path });

export function loader({ context }: Route.LoaderArgs) {
  return { schedule: bookingSchedule(context.env) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SolutionPage content={content} schedule={loaderData.schedule} />;
}

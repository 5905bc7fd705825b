import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PressList } from "#app/features/company/press-list.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addresses, brand } from "#app/config/site.ts";
import { newsroomNews } from "#app/features/site-content/public.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mailtoHref } from "#app/lib/href.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/newsroom";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Newsroom | ${brand.name}`,
    description: `Press coverage, announcements and research from ${brand.name}, the AI trust and security company.`,
    path: "/newsroom",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { stories: await newsroomNews(context.db) };
}

export default function NewsroomPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Newsroom</Badge>}
        title={`${brand.name} in the News`}
        lead="Announcements, research and coverage of how enterprises measure and manage the risk of generative AI."
      />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6">
        <PressList items={loaderData.stories} />
        <CtaBand
          tone="light"
          title="Media enquiries"
          text="Journalists and analysts can reach our communications team for interviews, briefings, research data and logo files."
        >
          <Button asChild size="lg">
            <a href={mailtoHref(addresses.hello, { subject: "Media enquiry" })}>
              <Mail aria-hidden="true" /> {addresses.hello}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/logos">Logo Assets</Link>
          </Button>
        </CtaBand>
      </div>
    </>
  );
}

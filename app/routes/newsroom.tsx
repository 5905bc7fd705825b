import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PressList } from "~/components/company/press-list";
import { CtaBand } from "~/components/content/cta-band";
import { PageHero } from "~/components/content/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { addresses } from "~/config/site";
import { pressItems } from "~/content/press";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsroom";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsroom | Lumenguard",
    description: "Press coverage, announcements and research from Lumenguard, the AI trust and security company.",
    path: "/newsroom",
  });

export default function NewsroomPage() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Newsroom</Badge>}
        title="Lumenguard in the News"
        lead="Announcements, research and coverage of how enterprises measure and manage the risk of generative AI."
      />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6">
        <PressList items={pressItems} />
        <CtaBand
          title="Media enquiries"
          text="Journalists and analysts can reach our communications team for interviews, briefings, research data and logo files."
        >
          <Button asChild size="lg">
            <a href={`mailto:${addresses.hello}?subject=${encodeURIComponent("Media enquiry")}`}>
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

import { MediaEnquiries } from "#app/features/company/media-enquiries.tsx";
import { PressList } from "#app/features/company/press-list.tsx";
import { PressReleaseList } from "#app/features/company/press-releases.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { brand } from "#app/config/site.ts";
import { livePressReleases, newsroomNews } from "#app/features/site-content/public.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
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
  const [releases, stories] = await Promise.all([livePressReleases(context), newsroomNews(context)]);
  return { releases: releases.map(({ title, slug, summary, date }) => ({ title, slug, summary, date })), stories };
}

export default function NewsroomPage({ loaderData }: Route.ComponentProps) {
  const { releases, stories } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Newsroom</Badge>}
        title={`${brand.name} in the News`}
        lead="Announcements, research and coverage of how enterprises measure and manage the risk of generative AI."
      />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6">
        {releases.length > 0 ? (
          <>
            <PressReleaseList releases={releases} />
            {/* Beside the releases, the coverage gets a heading of its own. */}
            {stories.length > 0 && (
              <section aria-labelledby="press-coverage-heading">
                <h2 id="press-coverage-heading" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
                  In the news
                </h2>
                <PressList items={stories} />
              </section>
            )}
          </>
        ) : stories.length > 0 ? (
          <PressList items={stories} />
        ) : (
          <p className="text-center text-lg text-muted-foreground">No press releases or coverage yet.</p>
        )}
        <MediaEnquiries />
      </div>
    </>
  );
}

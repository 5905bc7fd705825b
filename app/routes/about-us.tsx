import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { LeaderBios } from "#app/features/company/leader-bios.tsx";
import { CoreValues, MissionVision } from "#app/features/company/mission-values.tsx";
import { PartnerLogoGrid } from "#app/features/company/partner-logo-grid.tsx";
import { AdvisorGrid, TestimonialGrid } from "#app/features/company/people-grids.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { PageHero, SectionHeading } from "#app/components/page/page-hero.tsx";
import { NewsletterSignup } from "#app/features/newsletter/newsletter-signup.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { coreValues, mission, vision } from "#app/content/about.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { liveTestimonials, partnerLogos, teamMembers } from "#app/features/site-content/public.server.ts";
import type { Route } from "./+types/about-us";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer (the leaders' bios); the newsletter block is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `About Us | ${brand.name}`,
    description:
      `${brand.name} quantifies the risk of generative AI so developers can ship with confidence and security and compliance teams can approve with evidence. Meet our team.`,
    path: "/about-us",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [team, partners, testimonials] = await Promise.all([teamMembers(context), partnerLogos(context), liveTestimonials(context, "about")]);
  return { team, partners, testimonials };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">About {brand.name}</Badge>}
        title="Making AI trustworthy, measurably"
        lead="We build the trust infrastructure that lets enterprises adopt generative AI and agents at full speed, with every model scored, every prompt guarded and every decision on the record."
      >
        <Button asChild size="lg">
          <Link to="/pricing" prefetch="intent">
            Get Started for Free <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/book-demo" prefetch="intent">
            Book a Demo
          </Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-24 px-4 py-16 sm:px-6 sm:py-20">
        <MissionVision mission={mission} vision={vision} />

        <section aria-labelledby="values-title">
          <CoreValues values={coreValues} headingId="values-title" />
        </section>

        {loaderData.partners.length > 0 && (
          <section aria-labelledby="partners-title">
            <SectionHeading
              id="partners-title"
              title="Trusted by Our Partners"
              intro={`Cloud, security and service partners who build, resell and deliver ${brand.name}.`}
            />
            <div className="mt-10">
              <PartnerLogoGrid partners={loaderData.partners} />
            </div>
          </section>
        )}

        {loaderData.team.leaders.length > 0 && (
          <section aria-labelledby="leadership-title">
            <SectionHeading
              id="leadership-title"
              title="Leadership Team"
              intro="Security practitioners, researchers and operators who have shipped products for the world's most regulated industries."
            />
            <div className="mt-10">
              <LeaderBios leaders={loaderData.team.leaders} />
            </div>
          </section>
        )}

        {loaderData.team.advisors.length > 0 && (
          <section aria-labelledby="advisors-title">
            <SectionHeading id="advisors-title" title="Board Advisors" intro="Independent guidance from leaders in security, policy and AI research." />
            <div className="mt-10">
              <AdvisorGrid advisors={loaderData.team.advisors} />
            </div>
          </section>
        )}

        {loaderData.testimonials.length > 0 && (
          <section aria-labelledby="testimonials-title">
            <SectionHeading id="testimonials-title" title="What Our Customers Say" />
            <div className="mt-10">
              <TestimonialGrid testimonials={loaderData.testimonials} />
            </div>
          </section>
        )}

        <NewsletterSignup />

        <CtaBand
          tone="light"
          title="See your AI risk in numbers"
          text="Start with a free AI Trust Score for your first model, or talk to our team about an enterprise rollout."
        >
          <Button asChild size="lg">
            <Link to="/pricing" prefetch="intent">
              Get Started for Free
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact-us" prefetch="intent">
              Contact Us
            </Link>
          </Button>
        </CtaBand>
      </div>
    </>
  );
}

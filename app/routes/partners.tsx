import { ArrowDown, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { PartnerLogoGrid } from "#app/features/company/partner-logo-grid.tsx";
import { IntegrationCategories, PartnerBenefits, PartnerPrograms } from "#app/features/company/partner-program.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { PageHero, SectionHeading } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, links } from "#app/config/site.ts";
import { integrationCategories, partnerBenefits, partnerPrograms } from "#app/content/partner-program.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { partnerLogos } from "#app/features/site-content/public.server.ts";
import type { Route } from "./+types/partners";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Partner Program | ${brand.name}`,
    description:
      `Join the ${brand.name} technology, channel and developer partner programs: integrations, certification, technical support and sales enablement for AI governance.`,
    path: "/partners",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { partners: await partnerLogos(context) };
}

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Partner Program</Badge>}
        title="Grow with the AI trust leader"
        lead={`Technology vendors, managed service providers and AI builders partner with ${brand.name} to bring measurable AI security and governance to every customer.`}
      >
        <Button asChild size="lg">
          <a href="#partnership-benefits">
            Become a Partner <ArrowDown aria-hidden="true" />
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/blog" prefetch="intent">
            Partner Portal
          </Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-24 px-4 py-16 sm:px-6 sm:py-20">
        <PartnerPrograms programs={partnerPrograms} />
        <IntegrationCategories categories={integrationCategories} />
        <PartnerBenefits benefits={partnerBenefits} />

        {loaderData.partners.length > 0 && (
          <section aria-labelledby="partner-logos-title">
            <SectionHeading id="partner-logos-title" title="Our Partner Community" intro={`Companies that build on, resell and deliver ${brand.name} today.`} />
            <div className="mt-10">
              <PartnerLogoGrid partners={loaderData.partners} />
            </div>
          </section>
        )}

        <CtaBand
          tone="light"
          title={`Ready to partner with ${brand.name}?`}
          text="Tell us about your company and customers; our partner team replies within two business days."
        >
          <Button asChild size="lg">
            <a href={links.partnerContact} target="_blank" rel="noopener noreferrer">
              Apply Now<span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </CtaBand>
      </div>
    </>
  );
}

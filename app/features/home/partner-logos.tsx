import { PartnerLogoGrid } from "#app/features/company/partner-logo-grid.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { partners } from "#app/content/partners.ts";
import { brand } from "#app/config/site.ts";

/** The same fifteen partner wordmarks as the about page. */
export function PartnerLogos() {
  return (
    <Section aria-labelledby="partners">
      <SectionHeading
        id="partners"
        eyebrow="Partners"
        title="Built with the partners enterprises already trust"
        intro={`Cloud, security and services partners who deliver ${brand.name} with their own offerings.`}
      />
      <div className="mt-12">
        <PartnerLogoGrid partners={partners} />
      </div>
    </Section>
  );
}

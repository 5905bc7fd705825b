import { PartnerLogoGrid } from "#app/features/company/partner-logo-grid.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { brand } from "#app/config/site.ts";
import type { PartnerShown } from "#app/features/site-content/shown-as.ts";

/** The partners' logos, as the about and partners pages show them; no section without a partner. */
export function PartnerLogos({ partners }: { partners: PartnerShown[] }) {
  if (partners.length === 0) return null;
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

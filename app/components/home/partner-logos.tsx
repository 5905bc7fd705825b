import { PartnerLogoGrid } from "~/components/company/partner-logo-grid";
import { Section, SectionHeading } from "~/components/marketing/section";
import { partners } from "~/content/partners";

/** The same fifteen partner wordmarks as the about page. */
export function PartnerLogos() {
  return (
    <Section aria-labelledby="partners">
      <SectionHeading
        id="partners"
        eyebrow="Partners"
        title="Built with the partners enterprises already trust"
        intro="Cloud, security and services partners who deliver Lumenguard with their own offerings."
      />
      <div className="mt-12">
        <PartnerLogoGrid partners={partners} />
      </div>
    </Section>
  );
}

import { Link } from "react-router";
import { ContentIcon } from "#app/components/marketing/content-icon.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { HomePageContent } from "#app/content/home.ts";
import { homeCtas } from "#app/content/home-links.ts";
import { brand } from "#app/config/site.ts";

export function WhyChoose({ reasons }: { reasons: HomePageContent["whyChoose"] }) {
  return (
    <Section aria-labelledby="why-choose">
      <SectionHeading
        id="why-choose"
        eyebrow={`Why ${brand.name}`}
        title={`Why Choose ${brand.name}`}
        intro="Trust infrastructure that security teams can enforce, compliance teams can evidence and developers barely notice."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-2xl border bg-card p-8 text-center shadow-xs">
            <ContentIcon name={reason.icon} className="size-12" />
            <h3 className="mt-5 text-xl font-semibold">{reason.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{reason.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg">
          <Link to={homeCtas.contactSales.href}>{homeCtas.contactSales.label}</Link>
        </Button>
      </div>
    </Section>
  );
}

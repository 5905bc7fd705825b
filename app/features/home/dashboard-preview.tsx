import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { illustrations } from "#app/components/marketing/illustrations.ts";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { HomePageContent } from "#app/content/home.ts";
import { homeCtas } from "#app/content/home-links.ts";

const preview = illustrations.dashboardPreview;

export function DashboardPreview({ highlights }: { highlights: HomePageContent["dashboardHighlights"] }) {
  return (
    <Section tone="dark" aria-labelledby="dashboard-preview">
      <SectionHeading
        id="dashboard-preview"
        tone="dark"
        eyebrow="The AI Trust Score dashboard"
        title="Every model, agent and policy decision in one view"
        intro="Security, compliance and engineering work from the same scores, the same events and the same audit trail."
      />
      <div className="mt-12 overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
        <img
          src={preview.src}
          width={preview.width}
          height={preview.height}
          alt={preview.alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
      <dl className="mt-10 grid gap-6 sm:grid-cols-3">
        {highlights.map((item) => (
          <div key={item.title} className="flex flex-col">
            <dt className="text-sm text-white/75">{item.description}</dt>
            <dd className="order-first mb-2 text-2xl font-bold text-brand-amber">{item.title}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" className="bg-brand-amber text-brand-ink hover:bg-brand-amber/90">
          <Link to={homeCtas.seeForYourself.href}>
            {homeCtas.seeForYourself.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

import { ArrowRight, Check } from "lucide-react";
import { SectionHeading } from "#app/components/page/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { IntegrationCategory, PartnerBenefit, PartnerProgram } from "#app/content/partner-program.ts";
import { brand } from "#app/config/site.ts";

export function PartnerPrograms({ programs }: { programs: PartnerProgram[] }) {
  return (
    <section aria-labelledby="programs-title">
      <SectionHeading
        id="programs-title"
        title="Partner Programs"
        intro={`Three ways to build, sell and deliver trusted AI with ${brand.name}.`}
      />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {programs.map(({ title, description, perks, cta, href, icon: Icon }) => (
          <li key={title} className="flex flex-col rounded-2xl border bg-card p-7 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {perks.map((perk) => (
                <li key={perk} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {perk}
                </li>
              ))}
            </ul>
            <Button asChild className="mt-7 self-start">
              <a href={href} target="_blank" rel="noopener noreferrer">
                {cta}
                <span className="sr-only"> to the {title} program (opens in a new tab)</span>
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IntegrationCategories({ categories }: { categories: IntegrationCategory[] }) {
  return (
    <section aria-labelledby="integrations-title">
      <SectionHeading
        id="integrations-title"
        title="Integration Ecosystem"
        intro={`${brand.name} is model-agnostic and cloud-agnostic: it fits the stack you already run.`}
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ title, description, examples, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {examples.map((example) => (
                <li key={example} className="rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground">
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PartnerBenefits({ benefits }: { benefits: PartnerBenefit[] }) {
  return (
    <section id="partnership-benefits" aria-labelledby="benefits-title" className="scroll-mt-24">
      <SectionHeading
        id="benefits-title"
        title="Partnership Benefits"
        intro="Everything you need to win and deliver AI governance projects, from the first call to renewal."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {benefits.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-5 rounded-xl border bg-card p-6 shadow-sm">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-amber/20 text-brand-ink">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

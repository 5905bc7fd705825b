import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "#app/components/marketing/content-icon.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import type { SolutionCard } from "#app/content/home.ts";
import { brand } from "#app/config/site.ts";

export function EnterpriseSolutions({ solutions }: { solutions: readonly SolutionCard[] }) {
  return (
    <Section tone="muted" aria-labelledby="enterprise-solutions">
      <SectionHeading
        id="enterprise-solutions"
        eyebrow="Enterprise solutions"
        title="Governance shaped for your industry"
        intro={`Regulated industries and the partners who serve them run ${brand.name} with policies, reports and controls built for their obligations.`}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {solutions.map((solution) => (
          <li key={solution.href}>
            <Link
              to={solution.href}
              prefetch="intent"
              className="group flex h-full flex-col rounded-xl border bg-card p-5 transition-colors hover:border-primary/40"
            >
              <ContentIcon name={solution.icon} />
              <h3 className="mt-4 font-semibold">{solution.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{solution.description}</p>
              <ArrowRight aria-hidden="true" className="mt-4 size-4 text-primary transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

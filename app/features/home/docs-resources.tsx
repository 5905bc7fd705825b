import { ArrowRight, LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "#app/components/marketing/content-icon.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import type { HomePageContent } from "#app/content/home.ts";
import { homeCtas } from "#app/content/home-links.ts";

/** Documentation cards; each states up front that the docs are password-protected. */
export function DocsResources({ docs }: { docs: HomePageContent["docs"] }) {
  return (
    <Section tone="muted" aria-labelledby="docs-resources">
      <SectionHeading id="docs-resources" eyebrow="Documentation and resources" title="Everything your team needs to deploy" intro={docs.note} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {docs.resources.map((resource) => (
          <li key={resource.href}>
            <Link
              to={resource.href}
              className="group flex h-full flex-col rounded-xl border bg-card p-6 transition-shadow hover:shadow-md"
            >
              <ContentIcon name={resource.icon} />
              <h3 className="mt-4 font-semibold">{resource.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{resource.description}</p>
              <p className="mt-4 inline-flex items-center gap-1.5 text-xs font-medium text-amber-900">
                <LockKeyhole aria-hidden="true" className="size-3.5" />
                {resource.access}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={homeCtas.blog.href} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          {homeCtas.blog.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}

import { Compass, Target } from "lucide-react";
import { SectionHeading } from "#app/components/page/page-hero.tsx";
import type { CoreValue } from "#app/content/about.ts";

export function MissionVision({ mission, vision }: { mission: string; vision: string }) {
  const items = [
    { title: "Our Mission", text: mission, icon: Target },
    { title: "Our Vision", text: vision, icon: Compass },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {items.map(({ title, text, icon: Icon }) => (
        <article key={title} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight text-brand-ink">{title}</h2>
          <p className="mt-3 leading-7 text-foreground/85 sm:text-lg sm:leading-8">{text}</p>
        </article>
      ))}
    </div>
  );
}

export function CoreValues({ values, headingId }: { values: CoreValue[]; headingId: string }) {
  return (
    <>
      <SectionHeading id={headingId} title="Our Core Values" intro="The principles behind every product decision and every customer conversation." />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

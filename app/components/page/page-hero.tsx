import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type Props = {
  /** Small label above the title, e.g. "Knowledge Base". */
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  /** Buttons or other actions under the lead. */
  children?: React.ReactNode;
  className?: string;
};

/** The opening band of a content page; holds the page's only h1. */
export function PageHero({ eyebrow, title, lead, children, className }: Props) {
  return (
    <section className={cn("relative overflow-hidden border-b bg-gradient-to-b from-accent/70 to-background", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl bg-radial from-primary/10 to-transparent to-70%"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow && <div className="mb-4 flex justify-center">{eyebrow}</div>}
        <h1 className="text-3xl font-bold tracking-tight text-brand-ink sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** A section's h2 with an optional intro line, centred. */
export function SectionHeading({ id, title, intro, className }: { id?: string; title: string; intro?: string; className?: string }) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-ink sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-muted-foreground">{intro}</p>}
    </div>
  );
}

import type * as React from "react";
import type { Illustration } from "./illustrations.ts";

type Props = {
  eyebrow: string;
  title: string;
  summary: string;
  illustration: Illustration;
  /** Call-to-action buttons. */
  children: React.ReactNode;
};

/** The opening band of a product or solution page: the page's only h1 and its main actions. */
export function ProductHero({ eyebrow, title, summary, illustration, children }: Props) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/70 via-background to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-ink sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{summary}</p>
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
        </div>
        <img
          src={illustration.src}
          width={illustration.width}
          height={illustration.height}
          alt={illustration.alt}
          className="mx-auto h-auto w-full max-w-xl"
          decoding="async"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}

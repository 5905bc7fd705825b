// The campaign landing pages' template parts: the hero with its call to the form, and the form's
// section beside what the visitor should know. /demo/redport and every /lp/<slug> page use them.
import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";

/** An uploaded image under the hero's headline, and what it shows (empty for a decorative one). */
export type HeroImage = { src: string; alt: string };

type LandingHeroProps = {
  badge?: ReactNode;
  headline: string;
  image?: HeroImage | null;
  /** The paragraph under the headline. */
  children: ReactNode;
  /** The button down to the form: its label and the form section's id. */
  cta: { label: string; sectionId: string };
};

export function LandingHero({ badge, headline, image, children, cta }: LandingHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-ink via-primary to-brand-ink text-primary-foreground">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {badge && <Badge className="gap-1.5 border-brand-amber/40 bg-brand-amber px-3 py-1 text-sm text-brand-ink">{badge}</Badge>}
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{headline}</h1>
        <p className="mx-auto mt-5 max-w-3xl text-lg text-primary-foreground/85">{children}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          {/* One text node before the icon, as the page has always been rendered. */}
          <a href={`#${cta.sectionId}`}>
            {`${cta.label} `}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
        {image && (
          <ResponsiveImage
            src={image.src}
            sizes="(min-width: 1024px) 56rem, 100vw"
            alt={image.alt}
            className="mx-auto mt-12 h-auto w-full max-w-4xl rounded-xl shadow-lg"
          />
        )}
      </div>
    </section>
  );
}

type LandingFormSectionProps = {
  id: string;
  title: string;
  /** What stands under the title, beside the form. */
  children: ReactNode;
  form: ReactNode;
};

export function LandingFormSection({ id, title, children, form }: LandingFormSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-16">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {children}
        </div>
        <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">{form}</div>
      </div>
    </section>
  );
}

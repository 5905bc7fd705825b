// The campaign landing pages' template parts: the hero with its call to the form, the cards of
// what the visitor gets, and the form's section beside what the visitor should know.
import { ArrowDown, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import type { Card } from "#app/features/site-content/cards.ts";
import { cardIcons } from "./card-icons.tsx";
import { landingTextPieces } from "./landing-text.ts";

/** An editor's text as the page shows it (./landing-text.ts). */
export const LandingText = ({ text }: { text: string }) => <>{landingTextPieces(text)}</>;

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
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          <LandingText text={headline} />
        </h1>
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

/** A section's heading: its title, or a name for screen readers alone when the editor gave none. */
function SectionHeading({ id, title, fallback }: { id: string; title: string; fallback: string }) {
  return (
    <h2 id={id} className={title ? "text-center text-3xl font-bold tracking-tight" : "sr-only"}>
      <LandingText text={title || fallback} />
    </h2>
  );
}

/** Cards of what the visitor gets: each an icon, a title and a text. */
export function LandingBenefitCards({ title, cards }: { title: string; cards: Card[] }) {
  return (
    <section aria-labelledby="benefits-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" title={title} fallback="What you get" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon, title: cardTitle, text }, index) => {
            const Icon = cardIcons[icon];
            return (
              <li key={index} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">
                  <LandingText text={cardTitle} />
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">
                  <LandingText text={text} />
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Cards of what the offer covers: each an icon, a title and its features. */
export function LandingFeatureCards({ title, intro, cards }: { title: string; intro: string; cards: Card[] }) {
  return (
    <section aria-labelledby="contents-title" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="contents-title" title={title} fallback="What is covered" />
        {intro && (
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            <LandingText text={intro} />
          </p>
        )}
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map(({ icon, title: cardTitle, features }, index) => {
            const Icon = cardIcons[icon];
            return (
              <li key={index} className="rounded-xl border bg-card p-6 shadow-sm">
                <h3 className="flex items-center gap-3 text-lg font-semibold">
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  <LandingText text={cardTitle} />
                </h3>
                <ul className="mt-4 space-y-2 text-sm">
                  {features.map((feature, featureIndex) => (
                    <li key={featureIndex} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      <LandingText text={feature} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Beside the form: the meeting's steps, numbered, under their heading (if any). */
export function LandingAgenda({ title, steps }: { title: string; steps: string[] }) {
  return (
    <>
      {title && (
        <h3 className="mt-8 font-semibold">
          <LandingText text={title} />
        </h3>
      )}
      <ol className="mt-3 space-y-3 text-sm">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <LandingText text={step} />
          </li>
        ))}
      </ol>
    </>
  );
}

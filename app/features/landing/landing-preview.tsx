// The admin editor's compact preview of a landing page (the page itself loads its form's code).
import { Check, Gift } from "lucide-react";
import { LANDING_FORMS } from "#app/features/site-content/collections.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { cardIcons } from "./card-icons.tsx";
import type { LandingPageContent } from "./landing-page.tsx";
import { LandingText } from "./landing-sections.tsx";

/** The admin editor's preview: the page's words in little, its cards' titles, and which form it carries. */
export function LandingPreview({ headline, subheading, badge, heroImage, bullets, benefits, contents, form }: LandingPageContent) {
  const cards = [...benefits, ...contents];
  return (
    <div className="bg-gradient-to-br from-brand-ink via-primary to-brand-ink p-5 text-primary-foreground">
      {badge && (
        <p className="mb-2 inline-flex items-center gap-1.5 rounded-md bg-brand-amber px-2 py-0.5 text-xs font-medium text-brand-ink">
          <Gift aria-hidden="true" className="size-3" />
          <LandingText text={badge} />
        </p>
      )}
      <p className="text-xl font-bold tracking-tight text-balance">
        <LandingText text={headline} />
      </p>
      <p className="mt-2 text-sm text-primary-foreground/85">
        <LandingText text={subheading} />
      </p>
      {heroImage && <ResponsiveImage src={heroImage.src} sizes="18rem" alt={heroImage.alt} className="mt-3 h-auto w-full rounded-md" />}
      {bullets.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <LandingText text={bullet} />
            </li>
          ))}
        </ul>
      )}
      {cards.length > 0 && (
        <ul aria-label="Cards" className="mt-4 grid gap-1.5 text-sm">
          {cards.map(({ icon, title }) => {
            const Icon = cardIcons[icon];
            return (
              <li key={`${icon}-${title}`} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <LandingText text={title} />
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm font-semibold">Form: {LANDING_FORMS.find((option) => option.value === form)?.label}</p>
    </div>
  );
}

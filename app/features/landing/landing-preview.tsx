// The admin editor's compact preview of a landing page (the page itself loads its form's code).
import { Check } from "lucide-react";
import { LANDING_FORMS } from "#app/features/site-content/collections.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import type { LandingPageContent } from "./landing-page.tsx";

/** The admin editor's preview: the page's words in little, and which form it carries. */
export function LandingPreview({ headline, subheading, heroImage, bullets, form }: Omit<LandingPageContent, "proofPoints">) {
  return (
    <div className="bg-gradient-to-br from-brand-ink via-primary to-brand-ink p-5 text-primary-foreground">
      <p className="text-xl font-bold tracking-tight text-balance">{headline}</p>
      <p className="mt-2 text-sm text-primary-foreground/85">{subheading}</p>
      {heroImage && <ResponsiveImage src={heroImage.src} sizes="18rem" alt={heroImage.alt} className="mt-3 h-auto w-full rounded-md" />}
      {bullets.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {bullet}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm font-semibold">Form: {LANDING_FORMS.find((option) => option.value === form)?.label}</p>
    </div>
  );
}

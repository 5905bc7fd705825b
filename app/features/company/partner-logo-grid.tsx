import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import type { PartnerShown } from "#app/features/site-content/shown-as.ts";
import { PartnerWordmark } from "./partner-wordmark.tsx";

/** A partner's logo: the uploaded image, or its name drawn beside its mark. */
function PartnerLogo({ partner }: { partner: PartnerShown }) {
  if (partner.image) return <ResponsiveImage src={partner.image} sizes="10rem" alt={partner.name} className="h-10 w-auto max-w-full object-contain" />;
  return <PartnerWordmark partner={partner} className="max-w-full" />;
}

/** The grid of partner logos shown on the home, about and partners pages; a logo with a link opens the partner's site. */
export function PartnerLogoGrid({ partners }: { partners: PartnerShown[] }) {
  return (
    // Flex rather than grid so an incomplete last row is centred.
    <ul className="flex flex-wrap justify-center gap-3">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-20 basis-[calc(50%-0.375rem)] items-center justify-center rounded-lg border bg-card px-3 sm:basis-[calc(33.333%-0.5rem)] lg:basis-[calc(20%-0.6rem)] grayscale-[35%] transition hover:grayscale-0"
        >
          {partner.link ? (
            <a href={partner.link} target="_blank" rel="noopener noreferrer" className="flex max-w-full items-center justify-center">
              <PartnerLogo partner={partner} />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <PartnerLogo partner={partner} />
          )}
        </li>
      ))}
    </ul>
  );
}

import type { Partner } from "#app/content/partners.ts";
import { PartnerWordmark } from "./partner-wordmark.tsx";

/** The grid of partner logos shown on the about and partners pages. */
export function PartnerLogoGrid({ partners }: { partners: Partner[] }) {
  return (
    // Flex rather than grid so an incomplete last row is centred.
    <ul className="flex flex-wrap justify-center gap-3">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-20 basis-[calc(50%-0.375rem)] items-center justify-center rounded-lg border bg-card px-3 sm:basis-[calc(33.333%-0.5rem)] lg:basis-[calc(20%-0.6rem)] grayscale-[35%] transition hover:grayscale-0"
        >
          <PartnerWordmark partner={partner} className="max-w-full" />
        </li>
      ))}
    </ul>
  );
}

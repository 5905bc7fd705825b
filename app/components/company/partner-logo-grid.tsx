import type { Partner } from "~/content/partners";
import { PartnerWordmark } from "./partner-wordmark";

/** The grid of partner logos shown on the about and partners pages. */
export function PartnerLogoGrid({ partners }: { partners: Partner[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-20 items-center justify-center rounded-lg border bg-card px-3 grayscale-[35%] transition hover:grayscale-0"
        >
          <PartnerWordmark partner={partner} className="max-w-full" />
        </li>
      ))}
    </ul>
  );
}

// A Partners entry as the logo grids show it (and the editor's preview): an uploaded logo, or the
// name drawn beside its mark in its colour; linked to the partner's site when it has one.
import type { Partner, PartnerMark } from "#app/content/partners.ts";
import { PARTNER_MARKS } from "./collections.ts";

export type PartnerShown = Partner & { image: string | null; link: string | null };

const WEIGHTS = [500, 600, 700, 800] as const;
type Weight = (typeof WEIGHTS)[number];

const isMark = (value: string | undefined): value is PartnerMark => PARTNER_MARKS.some((mark) => mark.value === value);
const isWeight = (value: number): value is Weight => (WEIGHTS as readonly number[]).includes(value);
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function partnerOf(data: Record<string, string | undefined>): PartnerShown {
  const weight = Number(data.weight);
  const tracking = data.tracking ? Number(data.tracking) : undefined;
  return {
    name: data.name ?? "",
    logo: {
      mark: isMark(data.mark) ? data.mark : "ring",
      color: data.color && HEX_COLOUR.test(data.color) ? data.color : "#334155",
      weight: isWeight(weight) ? weight : 600,
      ...(data.letters === "capitals" ? { uppercase: true } : {}),
      ...(tracking !== undefined && Number.isFinite(tracking) ? { tracking } : {}),
    },
    image: data.logo || null,
    link: data.link || null,
  };
}

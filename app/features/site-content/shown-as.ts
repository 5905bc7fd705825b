// How an entry's fields become what the site's components take: one mapping for the public
// loaders (public.server.ts) and the editor's preview, so the preview shows what the page will.
import type { GlossaryTerm } from "#app/content/glossary.ts";
import type { Partner, PartnerMark } from "#app/content/partners.ts";
import type { AvatarTone } from "#app/content/team.ts";
import type { Testimonial } from "#app/content/testimonials.ts";
import type { LandingPageContent } from "#app/features/landing/landing-page.tsx";
import { cardsOf } from "./cards.ts";
import { LANDING_FORMS, linesOf, MONOGRAM_TONES, PARTNER_MARKS } from "./collections.ts";

type Fields = Record<string, string | undefined>;

/** The role, then the company when one is given: "Head of Application Security, SaaS provider". */
export const testimonialOf = (data: Fields): Testimonial => ({
  quote: data.quote ?? "",
  author: data.person ?? "",
  role: data.company ? `${data.role ?? ""}, ${data.company}` : (data.role ?? ""),
  ...(data.logo ? { logo: { src: data.logo, alt: data.company ? `${data.company} logo` : "" } } : {}),
});

/** A term without its related terms (only the whole glossary can tell which exist). */
export const glossaryTermOf = (data: Fields): GlossaryTerm => ({ id: data.slug ?? "", term: data.term ?? "", definition: data.definition ?? "" });

/** A person of the about page: the photo through the image pipeline, or a monogram in their colour. */
export type TeamPerson = { name: string; role: string; photo: string | null; tone: AvatarTone; bio: string[]; profileUrl: string | null };

const isTone = (value: string | undefined): value is AvatarTone => MONOGRAM_TONES.some((tone) => tone.value === value);

export function teamPersonOf(data: Record<string, string | undefined>): TeamPerson {
  return {
    name: data.name ?? "",
    role: data.role ?? "",
    photo: data.photo || null,
    tone: isTone(data.tone) ? data.tone : "slate",
    bio: (data.bio ?? "")
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    profileUrl: data.profileUrl || null,
  };
}

/** A partner in the logo grids: an uploaded logo, or the name drawn beside its mark; linked when it has a site. */
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

/** A landing page's words, cards and form, as its template shows them. */
export const landingContentOf = (data: Fields): LandingPageContent => ({
  headline: data.headline ?? "",
  subheading: data.subheading ?? "",
  badge: data.badge ?? "",
  heroImage: data.heroImage ? { src: data.heroImage, alt: data.heroImageAlt ?? "" } : null,
  bullets: linesOf(data.bullets),
  proofPoints: linesOf(data.proofPoints),
  benefitsTitle: data.benefitsTitle ?? "",
  benefits: cardsOf(data.benefits, "text"),
  contentsTitle: data.contentsTitle ?? "",
  contentsIntro: data.contentsIntro ?? "",
  contents: cardsOf(data.contents, "features"),
  form: LANDING_FORMS.find((option) => option.value === data.form)?.value ?? "demo",
  formAnchor: data.formAnchor ?? "",
  formTitle: data.formTitle ?? "",
  formText: data.formText ?? "",
  agendaTitle: data.agendaTitle ?? "",
  agenda: linesOf(data.agenda),
});

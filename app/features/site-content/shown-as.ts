// How an entry's fields become what the site's components take: one mapping for the public
// loaders (public.server.ts) and the editor's preview, so the preview shows what the page will.
import type { GlossaryTerm } from "#app/content/glossary.ts";
import type { Testimonial } from "#app/content/testimonials.ts";

type Fields = Record<string, string | undefined>;

/** The role, then the company when one is given: "Head of Application Security, SaaS provider". */
export const testimonialOf = (data: Fields): Testimonial => ({
  quote: data.quote ?? "",
  author: data.person ?? "",
  role: data.company ? `${data.role ?? ""}, ${data.company}` : (data.role ?? ""),
});

/** A term without its related terms (only the whole glossary can tell which exist). */
export const glossaryTermOf = (data: Fields): GlossaryTerm => ({ id: data.anchor ?? "", term: data.term ?? "", definition: data.definition ?? "" });

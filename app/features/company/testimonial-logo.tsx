import type { Testimonial } from "#app/content/testimonials.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";

/** The customer's logo above the name in a quote's caption, when the quote has one. */
export function TestimonialLogo({ testimonial }: { testimonial: Testimonial }) {
  if (!testimonial.logo) return null;
  return <ResponsiveImage src={testimonial.logo.src} sizes="8rem" alt={testimonial.logo.alt} className="mb-3 h-8 w-auto max-w-32 object-contain" />;
}

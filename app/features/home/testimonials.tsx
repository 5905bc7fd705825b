import { Quote } from "lucide-react";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import type { Testimonial } from "#app/content/testimonials.ts";
import { TestimonialLogo } from "#app/features/company/testimonial-logo.tsx";

/** One quote as the home page shows it. */
export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border">
      <Quote aria-hidden="true" className="size-6 text-brand-amber" />
      <blockquote className="mt-4 flex-1 text-pretty">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <TestimonialLogo testimonial={item} />
        <p className="font-semibold">{item.author}</p>
        <p className="text-sm text-muted-foreground">{item.role}</p>
      </figcaption>
    </figure>
  );
}

/** Customer quotes in a grid: all visible, nothing auto-advancing; no section without a quote. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <Section tone="muted" aria-labelledby="testimonials">
      <SectionHeading id="testimonials" eyebrow="Customers" title="Trusted by the teams who own AI risk" />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
        {items.map((item, index) => (
          <li key={item.author} className={index < 2 ? "lg:col-span-3" : "lg:col-span-2"}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

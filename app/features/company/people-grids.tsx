import { Quote } from "lucide-react";
import type { TeamPerson } from "#app/features/site-content/shown-as.ts";
import { PersonPortrait } from "./person-portrait.tsx";
import { TestimonialLogo } from "./testimonial-logo.tsx";
import type { Testimonial } from "#app/content/testimonials.ts";

export function AdvisorGrid({ advisors }: { advisors: TeamPerson[] }) {
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {advisors.map((advisor) => (
        <li key={advisor.name} className="text-center">
          <PersonPortrait person={advisor} className="mx-auto size-20" />
          <h3 className="mt-3 font-semibold">{advisor.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{advisor.role}</p>
        </li>
      ))}
    </ul>
  );
}

/** One quote as the about page shows it. */
export function TestimonialFigure({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <Quote aria-hidden="true" className="size-8 text-brand-amber" />
      <blockquote className="mt-4 flex-1 leading-7 text-foreground/90">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <TestimonialLogo testimonial={testimonial} />
        <span className="block font-semibold">{testimonial.author}</span>
        <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialFigure testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

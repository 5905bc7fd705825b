import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "#app/components/marketing/content-icon.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { ProductCard } from "#app/content/home.ts";
import { homeCtas } from "#app/content/home-links.ts";

/** One card per product, each a link to its page, and the platform call to action. */
export function ProductsSection({ products }: { products: readonly ProductCard[] }) {
  return (
    <Section aria-labelledby="products">
      <SectionHeading
        id="products"
        eyebrow="Products"
        title="One platform to score, guard, monitor and red-team your AI"
        intro="Start with the capability you need today; every product shares the same nine-dimension AI Trust Score."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={product.path}
              prefetch="intent"
              className="group flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <ContentIcon name={product.icon} />
              <h3 className="mt-4 text-lg font-semibold">{product.name}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{product.summary}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                Learn more<span className="sr-only"> about {product.name}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
        <li className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-primary to-brand-ink p-6 text-white">
          <h3 className="text-lg font-semibold">The complete platform</h3>
          <p className="mt-2 text-sm text-white/80">
            Guardrails, red teaming, observability and the workforce chatbot under one licence, with a 14-day free trial.
          </p>
          <Button asChild variant="secondary" className="mt-6 self-start">
            <Link to={homeCtas.platform.href}>{homeCtas.platform.label}</Link>
          </Button>
        </li>
      </ul>
    </Section>
  );
}

import { ArrowRight, Download, Mail } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { FeatureGrid } from "#app/components/marketing/feature-grid.tsx";
import { illustrations } from "#app/components/marketing/illustrations.ts";
import { ProductHero } from "#app/components/marketing/product-hero.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { StatStrip } from "#app/components/marketing/stat-strip.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addresses, files } from "#app/config/site.ts";
import { openSourceImpact, products } from "#app/content/products.ts";
import { productMeta } from "#app/features/products/product-page.tsx";
import { mailtoHref } from "#app/lib/href.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/solutions.open-source-model-risks";

/** Server HTML plus the enhancer; the datasheet button is an island. */
export const handle = withoutHydration;

export function loader() {
  return { product: products.openSourceRisks, impact: openSourceImpact };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

function GetProtected({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <Button asChild size="lg" variant={tone === "dark" ? "secondary" : "default"}>
      <Link to="/book-demo">
        Get Protected Today
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

function ReportDownload({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className={tone === "dark" ? "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" : undefined}
    >
      <a href={files.report} target="_blank" rel="noopener noreferrer">
        <Download aria-hidden="true" />
        Download Trust Score Report<span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
    </Button>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { product, impact } = loaderData;
  return (
    <>
      <ProductHero
        eyebrow={product.eyebrow}
        title={product.headline}
        summary={product.summary}
        illustration={illustrations.openSourceRisks}
      >
        <GetProtected />
        <ReportDownload />
      </ProductHero>
      <StatStrip stats={product.stats} label={`${product.name} in numbers`} />

      <Section aria-labelledby="protections">
        <SectionHeading
          id="protections"
          eyebrow="Indemnification and copyright"
          title="Protections"
          intro="Closed-model vendors offer indemnities; open-weight models do not. These four controls close the gap."
        />
        <FeatureGrid features={product.features} columns={2} />
      </Section>

      <Section tone="muted" aria-labelledby="impact">
        <SectionHeading id="impact" eyebrow="Business impact" title="What changes for the business" />
        <FeatureGrid features={impact} />
        {product.compliance && (
          <ul className="mt-10 flex flex-wrap justify-center gap-2" aria-label="Regulations and standards covered">
            {product.compliance.map((item) => (
              <li key={item} className="rounded-full border bg-background px-4 py-1.5 text-sm font-medium">
                {item}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <CtaBand
        id="get-protected"
        title="Adopt open models with your counsel's blessing"
        text="Talk to us about your model portfolio, or read how today's foundation models score on the nine risk dimensions."
      >
        <GetProtected tone="dark" />
        <ReportDownload tone="dark" />
      </CtaBand>
      <p className="mx-auto -mt-8 max-w-7xl px-4 pb-4 text-center text-sm text-muted-foreground sm:px-6">
        Questions about an existing deployment?{" "}
        <a href={mailtoHref(addresses.support)} className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
          <Mail aria-hidden="true" className="size-4" />
          {addresses.support}
        </a>
      </p>
    </>
  );
}

import { CodeXml } from "lucide-react";
import { Link } from "react-router";
import { CodeSamples } from "#app/components/marketing/code-samples.tsx";
import { illustrations } from "#app/components/marketing/illustrations.ts";
import { ProductPage, productMeta } from "#app/features/products/product-page.tsx";
import { ScoreCategories } from "#app/components/marketing/score-categories.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { sampleScoreCategories, sdkPackage, sdkSamples } from "#app/content/developer-sdk.ts";
import { products } from "#app/content/products.ts";
import { highlightSample } from "#app/features/products/highlight.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/solutions.developers";

/** Server HTML plus the enhancer; the datasheet button is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

export async function loader() {
  const samples = await Promise.all(
    sdkSamples.map(async ({ id, title, description, ...sample }) => ({
      id,
      title,
      description,
      html: await highlightSample({ id, title, description, ...sample }),
    })),
  );
  return { product: products.developers, samples, categories: sampleScoreCategories, sdkPackage };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage product={loaderData.product} illustration={illustrations.developers}>
      <Section aria-labelledby="sample-scores">
        <SectionHeading
          id="sample-scores"
          eyebrow="Sample Trust Score"
          title="Five categories, each scored out of 1000"
          intro="A sample scan of a retrieval-augmented support assistant. Higher is safer; every category links to the probes behind it."
        />
        <ScoreCategories categories={loaderData.categories} />
      </Section>

      <Section tone="muted" aria-labelledby="sdk">
        <SectionHeading
          id="sdk"
          eyebrow="Python SDK"
          title="A completion wrapper and a trust score fetch"
          intro={
            <>
              Install <code className="rounded bg-background px-1.5 py-0.5 text-base">{loaderData.sdkPackage.name}</code> from PyPI,
              wrap the calls you already make and read scores in code.
            </>
          }
        />
        <CodeSamples samples={loaderData.samples} />
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/docs/api">
              <CodeXml aria-hidden="true" />
              API reference
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={loaderData.sdkPackage.url} target="_blank" rel="noopener noreferrer">
              {loaderData.sdkPackage.name} on PyPI<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </Section>
    </ProductPage>
  );
}

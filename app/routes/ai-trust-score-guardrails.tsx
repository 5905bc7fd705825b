import { illustrations } from "#app/components/marketing/illustrations.ts";
import { ProductPage, productMeta, TrustScoreSections } from "#app/features/products/product-page.tsx";
import { products } from "#app/content/products.ts";
import { trustScoreContent } from "#app/content/trust-score.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/ai-trust-score-guardrails";

/** Server HTML plus the enhancer; the datasheet button is an island. */
export const handle = withoutHydration;

export function loader() {
  return { product: products.guardrails, trustScore: trustScoreContent };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage product={loaderData.product} illustration={illustrations.guardrails} demoLabel="Get a Demo">
      <TrustScoreSections content={loaderData.trustScore} />
    </ProductPage>
  );
}

import { illustrations } from "#app/components/marketing/illustrations.ts";
import { ProductPage, productMeta, RiskDimensionsSection } from "#app/features/products/product-page.tsx";
import { products } from "#app/content/products.ts";
import { riskDimensions } from "#app/content/trust-score.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/solutions.red-teaming";

/** Server HTML plus the enhancer; the datasheet button is an island. */
export const handle = withoutHydration;

export function loader() {
  return { product: products.redTeaming, riskDimensions };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage product={loaderData.product} illustration={illustrations.redTeaming}>
      <RiskDimensionsSection dimensions={loaderData.riskDimensions} />
    </ProductPage>
  );
}

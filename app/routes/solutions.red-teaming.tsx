import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage, productMeta, RiskDimensionsSection } from "~/components/marketing/product-page";
import { products } from "~/content/products";
import { riskDimensions } from "~/content/trust-score";
import type { Route } from "./+types/solutions.red-teaming";

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

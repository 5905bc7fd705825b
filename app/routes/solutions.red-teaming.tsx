import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage, RiskDimensionsSection } from "~/components/marketing/product-page";
import { products } from "~/content/products";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.red-teaming";

const product = products.redTeaming;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...product.seo, path: product.path });

export default function Page() {
  return (
    <ProductPage product={product} illustration={illustrations.redTeaming}>
      <RiskDimensionsSection />
    </ProductPage>
  );
}

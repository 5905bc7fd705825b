import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage, TrustScoreSections } from "~/components/marketing/product-page";
import { products } from "~/content/products";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/ai-trust-score-observability";

const product = products.observability;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...product.seo, path: product.path });

export default function Page() {
  return (
    <ProductPage product={product} illustration={illustrations.observability} demoLabel="Get a Demo">
      <TrustScoreSections />
    </ProductPage>
  );
}

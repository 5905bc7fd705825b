import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage, TrustScoreSections } from "~/components/marketing/product-page";
import { products } from "~/content/products";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/ai-trust-score-guardrails";

const product = products.guardrails;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...product.seo, path: product.path });

export default function Page() {
  return (
    <ProductPage product={product} illustration={illustrations.guardrails} demoLabel="Get a Demo">
      <TrustScoreSections />
    </ProductPage>
  );
}

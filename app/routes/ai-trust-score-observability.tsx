import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage, productMeta, TrustScoreSections } from "~/components/marketing/product-page";
import { products } from "~/content/products";
import { trustScoreContent } from "~/content/trust-score";
import type { Route } from "./+types/ai-trust-score-observability";

export function loader() {
  return { product: products.observability, trustScore: trustScoreContent };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage product={loaderData.product} illustration={illustrations.observability} demoLabel="Get a Demo">
      <TrustScoreSections content={loaderData.trustScore} />
    </ProductPage>
  );
}

import { ComparisonTable } from "#app/components/marketing/comparison-table.tsx";
import { illustrations } from "#app/components/marketing/illustrations.ts";
import { ProductPage, productMeta } from "#app/features/products/product-page.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { chatbotComparison, products } from "#app/content/products.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/solutions.secure-workforce-chatbot";

/** Server HTML plus the enhancer; the datasheet button is an island. */
export const handle = withoutHydration;

export function loader() {
  return { product: products.chatbot, comparison: chatbotComparison };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData?.product);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage product={loaderData.product} illustration={illustrations.chatbot}>
      <Section aria-labelledby="shadow-ai">
        <SectionHeading
          id="shadow-ai"
          eyebrow="Shadow AI"
          title="Blocking public AI tools only works if there is something better to use"
          intro="Employees turn to unsanctioned tools because they help. Give them a governed assistant that helps just as much."
        />
        <ComparisonTable rows={loaderData.comparison} caption="Public AI tools compared with the Secure Workforce Chatbot" />
      </Section>
    </ProductPage>
  );
}

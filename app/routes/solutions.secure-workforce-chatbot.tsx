import { ComparisonTable } from "~/components/marketing/comparison-table";
import { illustrations } from "~/components/marketing/illustrations";
import { ProductPage } from "~/components/marketing/product-page";
import { Section, SectionHeading } from "~/components/marketing/section";
import { chatbotComparison, products } from "~/content/products";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions.secure-workforce-chatbot";

const product = products.chatbot;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...product.seo, path: product.path });

export default function Page() {
  return (
    <ProductPage product={product} illustration={illustrations.chatbot}>
      <Section aria-labelledby="shadow-ai">
        <SectionHeading
          id="shadow-ai"
          eyebrow="Shadow AI"
          title="Blocking public AI tools only works if there is something better to use"
          intro="Employees turn to unsanctioned tools because they help. Give them a governed assistant that helps just as much."
        />
        <ComparisonTable rows={chatbotComparison} caption="Public AI tools compared with the Secure Workforce Chatbot" />
      </Section>
    </ProductPage>
  );
}

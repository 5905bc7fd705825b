import type * as React from "react";
import { brand, meetings } from "#app/config/site.ts";
import type { Product } from "#app/content/products.ts";
import type { TrustScoreContent } from "#app/content/trust-score.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { AgentFrameworkCards } from "#app/components/marketing/agent-framework-cards.tsx";
import { AudienceGrid } from "#app/components/marketing/audience-grid.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { FeatureGrid } from "#app/components/marketing/feature-grid.tsx";
import type { Illustration } from "#app/components/marketing/illustrations.ts";
import { IntegrationList } from "#app/components/marketing/integration-list.tsx";
import { ProductActions } from "./product-actions.tsx";
import { ProductHero } from "#app/components/marketing/product-hero.tsx";
import { RiskDimensionGrid } from "#app/components/marketing/risk-dimensions.tsx";
import { Section, SectionHeading } from "#app/components/marketing/section.tsx";
import { StatStrip } from "#app/components/marketing/stat-strip.tsx";
import { StepList } from "#app/components/marketing/step-list.tsx";

type Props = {
  product: Product;
  illustration: Illustration;
  demoLabel?: string;
  /** Page-specific sections, placed after the method steps. */
  children?: React.ReactNode;
};

/**
 * The shared layout of the product and solution pages with a datasheet: hero with Book a Demo and
 * Download Datasheet, figures, capabilities, method, the page's own sections, user groups,
 * integrations and compliance, and a closing call to action.
 */
export function ProductPage({ product, illustration, demoLabel = "Book a Demo", children }: Props) {
  // Bands alternate plain and muted. Page sections placed after the (muted) method steps open
  // plain, so the bands after them shift by one.
  const shifted = Boolean(children) && Boolean(product.steps);
  return (
    <>
      <ProductHero eyebrow={product.eyebrow} title={product.headline} summary={product.summary} illustration={illustration}>
        <ProductActions product={product} demoLabel={demoLabel} />
      </ProductHero>
      <StatStrip stats={product.stats} label={`${product.name} in numbers`} />

      <Section aria-labelledby="capabilities">
        <SectionHeading id="capabilities" eyebrow="Capabilities" title={product.featuresTitle} />
        <FeatureGrid features={product.features} />
      </Section>

      {product.steps && (
        <Section tone="muted" aria-labelledby="how-it-works">
          <SectionHeading id="how-it-works" eyebrow="How it works" title={product.steps.title} intro={product.steps.intro} />
          <StepList steps={product.steps.items} />
        </Section>
      )}

      {children}

      {product.audiences && (
        <Section tone={shifted ? "muted" : "plain"} aria-labelledby="who-its-for">
          <SectionHeading id="who-its-for" eyebrow="Who it's for" title="Built for every team that owns AI risk" />
          <AudienceGrid audiences={product.audiences} />
        </Section>
      )}

      {(product.integrations || product.compliance) && (
        <Section tone={shifted ? "plain" : "muted"} aria-labelledby="integrations">
          <SectionHeading
            id="integrations"
            eyebrow="Fits your stack"
            title="Integrations and compliance"
            intro={`Cloud agnostic by design: run ${brand.name} as SaaS, in your private cloud or on premises.`}
          />
          <IntegrationList integrations={product.integrations} compliance={product.compliance} />
        </Section>
      )}

      <CtaBand
        id="next-steps"
        title={`See ${product.name} in action`}
        text={`Book a ${meetings.demoMinutes}-minute demo that includes a free AI Security Risk Audit worth ${meetings.auditValue}, or take the datasheet to your team.`}
      >
        <ProductActions product={product} demoLabel={demoLabel} tone="dark" />
      </CtaBand>
    </>
  );
}

/** The method, sample agent-framework cards and nine risk dimensions of the Guardrails and Observability pages. */
export function TrustScoreSections({ content }: { content: TrustScoreContent }) {
  return (
    <>
      <Section tone="muted" aria-labelledby="how-it-works">
        <SectionHeading
          id="how-it-works"
          eyebrow="How it works"
          title="Test, score, monitor: one loop from launch to production"
          intro="The same AI Trust Score follows a model from its first test to its millionth production request."
        />
        <StepList steps={content.howItWorks} />
      </Section>

      <Section aria-labelledby="agent-frameworks">
        <SectionHeading
          id="agent-frameworks"
          eyebrow="Agent frameworks"
          title="Trust Scores for the agents you build"
          intro="Sample results from two agent frameworks scored on the same workload suite. Figures are illustrative."
        />
        <AgentFrameworkCards samples={content.agentFrameworkSamples} />
      </Section>

      <RiskDimensionsSection dimensions={content.riskDimensions} tone="muted" />
    </>
  );
}

type RiskSectionProps = { dimensions: TrustScoreContent["riskDimensions"]; tone?: "plain" | "muted" };

export function RiskDimensionsSection({ dimensions, tone = "plain" }: RiskSectionProps) {
  return (
    <Section tone={tone} aria-labelledby="risk-dimensions">
      <SectionHeading
        id="risk-dimensions"
        eyebrow="The AI Trust Score"
        title="Nine risk dimensions, ranked by severity"
        intro="Every model, agent and application is measured on the same nine dimensions, so a score means the same thing everywhere."
      />
      <RiskDimensionGrid dimensions={dimensions} />
    </Section>
  );
}

type MetaMatches = Parameters<typeof pageMeta>[0];

/**
 * A product page's title, description and canonical, from the product its loader returned. The
 * content travels as loader data so the browser bundle does not carry every product's copy.
 */
export function productMeta(matches: MetaMatches, product: Pick<Product, "seo" | "path"> | undefined) {
  return product ? pageMeta(matches, { ...product.seo, path: product.path }) : [];
}

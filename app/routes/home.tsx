import { DashboardPreview } from "~/components/home/dashboard-preview";
import { DocsResources } from "~/components/home/docs-resources";
import { EnterpriseSolutions } from "~/components/home/enterprise-solutions";
import { FeaturedArticle } from "~/components/home/featured-article";
import { HomeHero } from "~/components/home/home-hero";
import { NewsTicker } from "~/components/home/news-ticker";
import { PartnerLogos } from "~/components/home/partner-logos";
import { ProductsSection } from "~/components/home/products-section";
import { Testimonials } from "~/components/home/testimonials";
import { WhyChoose } from "~/components/home/why-choose";
import { JsonLd } from "~/components/layout/json-ld";
import { NewsletterBlock } from "~/components/marketing/newsletter-block";
import { addresses, brand, links, postalAddress } from "~/config/site";
import { homePageContent } from "~/content/home";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Lumenguard | AI Trust Score\u2122 for AI Agents and LLM Apps",
    description:
      "Don't deploy an AI agent without trust and transparency. Lumenguard scores, guards, monitors and red-teams models and agents across nine risk dimensions, on any model and any cloud.",
    path: "/",
  });

export function loader() {
  return homePageContent();
}

export default function Page({ matches, loaderData: content }: Route.ComponentProps) {
  const siteUrl = siteUrlFrom(matches);
  return (
    <>
      <JsonLd data={organizationJsonLd(siteUrl)} />
      <NewsTicker items={content.ticker} />
      <HomeHero heroDescriptions={content.heroDescriptions} heroStats={content.heroStats} />
      <ProductsSection products={content.products} />
      <EnterpriseSolutions solutions={content.enterpriseSolutions} />
      <DashboardPreview highlights={content.dashboardHighlights} />
      <WhyChoose reasons={content.whyChoose} />
      <Testimonials items={content.testimonials} />
      <FeaturedArticle article={content.featuredArticle} />
      <DocsResources docs={content.docs} />
      <PartnerLogos />
      <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
        <NewsletterBlock />
      </div>
    </>
  );
}

function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    legalName: brand.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: brand.footerBlurb,
    email: addresses.hello,
    address: {
      "@type": "PostalAddress",
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.locality,
      addressRegion: postalAddress.region,
      postalCode: postalAddress.postalCode,
      addressCountry: postalAddress.country,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: addresses.sales, availableLanguage: "English" },
      { "@type": "ContactPoint", contactType: "technical support", email: addresses.support, availableLanguage: "English" },
    ],
    sameAs: [links.linkedIn],
  };
}

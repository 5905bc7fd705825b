import { DashboardPreview } from "#app/features/home/dashboard-preview.tsx";
import { DocsResources } from "#app/features/home/docs-resources.tsx";
import { EnterpriseSolutions } from "#app/features/home/enterprise-solutions.tsx";
import { FeaturedArticle } from "#app/features/home/featured-article.tsx";
import { HomeHero } from "#app/features/home/home-hero.tsx";
import { NewsTicker } from "#app/features/home/news-ticker.tsx";
import { PartnerLogos } from "#app/features/home/partner-logos.tsx";
import { ProductsSection } from "#app/features/home/products-section.tsx";
import { Testimonials } from "#app/features/home/testimonials.tsx";
import { WhyChoose } from "#app/features/home/why-choose.tsx";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { NewsletterSignup } from "#app/features/newsletter/newsletter-signup.tsx";
import { addresses, brand, links, postalAddress } from "#app/config/site.ts";
import { homePageContent } from "#app/content/home.ts";
import { pageMeta, siteUrlFrom } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { liveTestimonials, partnerLogos, tickerNews } from "#app/features/site-content/public.server.ts";
import type { Route } from "./+types/home";

/** Server HTML plus the enhancer (the ticker, the hero's descriptions); the newsletter block is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${brand.name} | AI Trust Score\u2122 for AI Agents and LLM Apps`,
    description:
      `Don't deploy an AI agent without trust and transparency. ${brand.name} scores, guards, monitors and red-teams models and agents across nine risk dimensions, on any model and any cloud.`,
    path: "/",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [ticker, partners, testimonials] = await Promise.all([tickerNews(context), partnerLogos(context), liveTestimonials(context, "home")]);
  return { ...homePageContent(), ticker, partners, testimonials };
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
      <PartnerLogos partners={content.partners} />
      <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
        <NewsletterSignup />
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

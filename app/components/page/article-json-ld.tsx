import { useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { brand } from "#app/config/site.ts";
import type { StaticArticle } from "#app/content/static-articles.ts";

/** BlogPosting structured data for a hard-coded article, with absolute URLs from SITE_URL. */
export function ArticleJsonLd({ article }: { article: StaticArticle }) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const url = `${siteUrl}${article.path}`;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.publishedAt,
        articleSection: article.category,
        keywords: article.tags.join(", "),
        url,
        mainEntityOfPage: url,
        author: { "@type": "Organization", name: brand.name },
        publisher: { "@type": "Organization", name: brand.legalName, logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` } },
      }}
    />
  );
}

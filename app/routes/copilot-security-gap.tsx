import { ArticleHeader } from "#app/components/page/article-header.tsx";
import { ArticleJsonLd } from "#app/components/page/article-json-ld.tsx";
import { CopilotSecurityGapArticle } from "#app/features/blog/copilot-security-gap-article.tsx";
import { brand } from "#app/config/site.ts";
import { copilotArticle } from "#app/content/static-articles.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/copilot-security-gap";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

// Served at /copilot-security-gap and /copilot-replacement-blog; both name the first as canonical.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${copilotArticle.title} | ${brand.name}`,
    description: copilotArticle.excerpt,
    path: copilotArticle.path,
    ogType: "article",
    extra: [
      { name: "keywords", content: copilotArticle.tags.join(", ") },
      { property: "article:published_time", content: copilotArticle.publishedAt },
    ],
  });

export default function CopilotSecurityGapPage() {
  return (
    <article>
      <ArticleJsonLd article={copilotArticle} />
      <ArticleHeader article={copilotArticle} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <CopilotSecurityGapArticle />
      </div>
    </article>
  );
}

import { ExternalLink, FileText } from "lucide-react";
import { AnalystRecognitionArticle, DiscoveryCallCard } from "#app/features/blog/analyst-recognition-article.tsx";
import { ArticleHeader } from "#app/components/page/article-header.tsx";
import { ArticleJsonLd } from "#app/components/page/article-json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, links } from "#app/config/site.ts";
import { analystArticle } from "#app/content/static-articles.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/analyst-recognition";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${analystArticle.title} | ${brand.name} Blog`,
    description: analystArticle.excerpt,
    path: analystArticle.path,
    ogType: "article",
    extra: [
      { name: "keywords", content: analystArticle.tags.join(", ") },
      { property: "article:published_time", content: analystArticle.publishedAt },
    ],
  });

const externalButtons = [
  { label: "Access the Gartner Report", href: links.analystReport, icon: FileText },
  { label: "Read the Press Release", href: links.pressRelease, icon: ExternalLink },
];

export default function AnalystRecognitionPage() {
  return (
    <article>
      <ArticleJsonLd article={analystArticle} />
      <ArticleHeader article={analystArticle} width="max-w-6xl">
        <div className="mt-8 flex flex-wrap gap-3">
          {externalButtons.map(({ label, href, icon: Icon }, index) => (
            <Button key={href} asChild size="lg" variant={index === 0 ? "default" : "outline"}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Icon aria-hidden="true" /> {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ))}
        </div>
      </ArticleHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <AnalystRecognitionArticle />
        </div>
        {/* After the article in reading order: at the bottom on small screens, a sticky sidebar on large. */}
        <aside aria-label="Book a discovery call" className="lg:sticky lg:top-24 lg:self-start">
          <DiscoveryCallCard />
        </aside>
      </div>
    </article>
  );
}

// /newsroom/<slug>: one press release (the site content's "press" collection) on its own page, its
// Markdown body rendered as blog posts are. Unknown, unpublished or out of its window: the site's 404.
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, files } from "#app/config/site.ts";
import { renderPostBody } from "#app/features/blog/markdown.server.tsx";
import { PostBody } from "#app/features/blog/post-body.tsx";
import { MediaEnquiries } from "#app/features/company/media-enquiries.tsx";
import { PressReleaseArticle, pressReleaseHref } from "#app/features/company/press-releases.tsx";
import { livePressRelease } from "#app/features/site-content/public.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { SOCIAL_CARD_SIZE, socialCardFor } from "#app/lib/social-cards.ts";
import type { Route } from "./+types/newsroom.release";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export async function loader({ params, context }: Route.LoaderArgs) {
  const release = await livePressRelease(context.db, params.slug);
  if (!release) throw data(null, { status: 404 });
  const { body, ...fields } = release;
  return { release: fields, bodyHtml: renderPostBody(body), url: `${context.env.SITE_URL}${pressReleaseHref(release.slug)}`, siteUrl: context.env.SITE_URL };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) {
    return [
      { title: `Page not found | ${brand.name}` },
      { name: "description", content: "The page you were looking for does not exist." },
      { name: "robots", content: "noindex" },
    ];
  }
  const { release } = loaderData;
  return pageMeta(matches, {
    title: `${release.title} | ${brand.name} Newsroom`,
    description: release.summary,
    path: pressReleaseHref(release.slug),
    ogType: "article",
    // Releases share the newsroom's card.
    image: { url: socialCardFor("/newsroom"), ...SOCIAL_CARD_SIZE },
    extra: [
      { property: "article:published_time", content: release.date },
      { property: "article:modified_time", content: release.updatedAt },
    ],
  });
};

export default function PressReleasePage({ loaderData }: Route.ComponentProps) {
  const { release, bodyHtml, url, siteUrl } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: release.title,
          description: release.summary,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          datePublished: release.date,
          dateModified: release.updatedAt,
          ...(release.location ? { dateline: release.location } : {}),
          author: { "@type": "Organization", name: brand.legalName },
          publisher: { "@type": "Organization", name: brand.legalName, logo: { "@type": "ImageObject", url: `${siteUrl}${files.logoStandard}` } },
        }}
      />
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/newsroom">
          <ArrowLeft aria-hidden="true" />
          Back to Newsroom
        </Link>
      </Button>
      <div className="mt-6">
        <PressReleaseArticle release={release} body={<PostBody html={bodyHtml} />} />
      </div>
      <div className="mt-14">
        <MediaEnquiries />
      </div>
    </article>
  );
}

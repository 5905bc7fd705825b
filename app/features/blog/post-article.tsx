import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type MetaDescriptor } from "react-router";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { ShareButton } from "#app/components/page/share-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, files, meetings } from "#app/config/site.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { ARTICLE_IMAGE_SIZES, parseImageRef } from "#app/features/images/image-ref.ts";
import { pathHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { isLocalImage } from "./entry.ts";
import { PostBody } from "./post-body.tsx";
import { Byline, TagList } from "./post-card.tsx";
import type { PostPageData } from "./post-page.server.ts";

type RootMatches = Parameters<typeof pageMeta>[0];

/** A post page's tags: '{title} | {brand} Blog', og:type article, keywords from tags, its social card. */
export function postPageMeta(matches: RootMatches, { post, seo, socialImage }: PostPageData, { noindex = false } = {}): MetaDescriptor[] {
  return pageMeta(matches, {
    title: seo.title,
    description: seo.description,
    path: pathHref("/blog", post.slug),
    ogType: "article",
    noindex,
    image: socialImage ?? undefined,
    extra: [
      ...(post.tags.length > 0 ? [{ name: "keywords", content: post.tags.join(", ") }] : []),
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
  });
}

function BackToBlog() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/blog" prefetch="intent">
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </Button>
  );
}

/**
 * A post as readers see it: the public page and the previews render this same article. `notice`
 * (a preview's banner) goes above it.
 */
export function PostArticle({ data, notice }: { data: PostPageData; notice?: ReactNode }) {
  const { post, bodyHtml, seo, url, siteUrl } = data;
  const isTeam = post.author === brand.teamAuthor;
  const upload = parseImageRef(post.featuredImageUrl);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: seo.description,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { "@type": isTeam ? "Organization" : "Person", name: post.author },
          publisher: {
            "@type": "Organization",
            name: brand.legalName,
            logo: { "@type": "ImageObject", url: `${siteUrl}${files.logoStandard}` },
          },
          articleSection: post.category,
          keywords: post.tags.join(", "),
          ...(isLocalImage(post.featuredImageUrl) ? { image: `${siteUrl}${post.featuredImageUrl}` } : {}),
        }}
      />
      {notice}
      <BackToBlog />
      <header className="mt-6">
        <div className="flex items-center justify-between gap-4">
          <Badge variant="outline">{post.category}</Badge>
          <ShareButton
            title={post.title}
            text={post.excerpt}
            url={url}
            copiedToast={{ title: "Link copied", description: "Blog post link copied to clipboard." }}
          />
        </div>
        <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        {post.excerpt && <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{post.excerpt}</p>}
        <Byline entry={post} readTime={post.readTime} className="mt-6 gap-x-5 gap-y-2 border-y py-4" />
        <TagList tags={post.tags} className="mt-4" />
      </header>
      {isLocalImage(post.featuredImageUrl) && (
        <ResponsiveImage
          src={post.featuredImageUrl}
          sizes={ARTICLE_IMAGE_SIZES}
          alt=""
          fetchPriority="high"
          className={upload ? "mt-8 h-auto w-full rounded-xl" : "mt-8 aspect-video w-full rounded-xl object-cover"}
        />
      )}
      <div className="mt-10">
        <PostBody html={bodyHtml} />
      </div>
      <aside className="mt-14 rounded-2xl bg-muted p-6 sm:p-8">
        <h2 className="text-xl font-semibold">See how your models score</h2>
        <p className="mt-2 text-muted-foreground">
          Book a {meetings.demoMinutes}-minute demo to see the {brand.name} AI Trust Score on your own models, with a free AI security risk
          audit included.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/book-demo">Book a Demo</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/blog">Browse All Articles</Link>
          </Button>
        </div>
      </aside>
    </article>
  );
}

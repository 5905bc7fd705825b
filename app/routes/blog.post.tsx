import { ArrowLeft, Calendar, Clock, User } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { PostBody } from "#app/features/blog/post-body.tsx";
import { TagList } from "#app/features/blog/post-card.tsx";
import { ShareButton } from "#app/components/page/share-button.tsx";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, files, meetings } from "#app/config/site.ts";
import { formatInstant } from "#app/lib/dates.ts";
import { isLocalImage } from "#app/features/blog/entry.ts";
import { renderPostBody } from "#app/features/blog/markdown.server.tsx";
import { postPageSeo } from "#app/features/blog/post-seo.ts";
import { getPublishedPost } from "#app/features/blog/posts.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";
import { pathHref } from "#app/lib/href.ts";
import type { Route } from "./+types/blog.post";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.slug) throw redirect("/blog");
  const post = await getPublishedPost(context.db, params.slug);
  if (!post) throw data({ slug: params.slug }, { status: 404 });
  const { content, ...fields } = post;
  return {
    post: {
      ...fields,
      publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      createdAt: post.createdAt.toISOString(),
    },
    bodyHtml: renderPostBody(content),
    seo: postPageSeo(post),
    url: `${context.env.SITE_URL}${pathHref("/blog", post.slug)}`,
    siteUrl: context.env.SITE_URL,
  };
}

/**
 * In-app navigation to a missing post (or a failed fetch) gets the spec's toast and goes back
 * to the list; a direct visit still receives a real 404 page from the server.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) {
      void toastError({ title: "Post not found", description: "The blog post you're looking for doesn't exist." });
    } else {
      console.error("Failed to load blog post", error);
      void toastError({ title: "Error", description: "Failed to load blog post." });
    }
    throw redirect("/blog");
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) {
    return pageMeta(matches, {
      title: `Post not found | ${brand.name} Blog`,
      description: "The blog post you're looking for doesn't exist.",
      path: location.pathname,
      noindex: true,
    });
  }
  const { post, seo } = loaderData;
  return pageMeta(matches, {
    title: seo.title,
    description: seo.description,
    path: pathHref("/blog", post.slug),
    ogType: "article",
    extra: [
      ...(post.tags.length > 0 ? [{ name: "keywords", content: post.tags.join(", ") }] : []),
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
  });
};

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

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, bodyHtml, seo, url, siteUrl } = loaderData;
  const isTeam = post.author === brand.teamAuthor;
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
      <BackToBlog />
      <header className="mt-6">
        <div className="flex items-center justify-between gap-4">
          <Badge variant="outline">{post.category}</Badge>
          <ShareButton
            title={post.title}
            text={post.excerpt}
            url={url}
            onCopied={() => void toastSuccess({ title: "Link copied", description: "Blog post link copied to clipboard." })}
          />
        </div>
        <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        {post.excerpt && <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{post.excerpt}</p>}
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-y py-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <User aria-hidden="true" className="size-4" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={post.publishedAt}>{formatInstant(post.publishedAt, "long")}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {post.readTime}
          </span>
        </p>
        <TagList tags={post.tags} className="mt-4" />
      </header>
      {isLocalImage(post.featuredImageUrl) && (
        <img src={post.featuredImageUrl} alt="" className="mt-8 aspect-video w-full rounded-xl object-cover" />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{missing ? "Post not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted-foreground">
        {missing ? "The blog post you're looking for doesn't exist." : "Failed to load blog post. Please try again in a moment."}
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}

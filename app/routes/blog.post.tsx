import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { PostArticle, postPageMeta } from "#app/features/blog/post-article.tsx";
import { postPageData } from "#app/features/blog/post-page.server.ts";
import { getPublishedPost, movedPostSlug } from "#app/features/blog/posts.server.ts";
import { pathHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { toastError } from "#app/lib/toast.ts";
import type { ToastRequest } from "#app/lib/toast-event.ts";
import type { Route } from "./+types/blog.post";

const POST_NOT_FOUND_TOAST: ToastRequest = {
  title: "Post not found",
  description: "The blog post you're looking for doesn't exist.",
  tone: "error",
};
const POST_FAILED_TOAST: ToastRequest = { title: "Error", description: "Failed to load blog post.", tone: "error" };

/** Server HTML plus the enhancer (share, with its toast); a client navigation here still renders it in React. */
export const handle = withoutHydration;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.slug) throw redirect("/blog");
  const post = await getPublishedPost(context.db, params.slug);
  if (!post) {
    // An address the post had before its slug changed moves, for good, to the current one.
    const moved = await movedPostSlug(context.db, params.slug);
    if (moved) throw redirect(pathHref("/blog", moved), 301);
    throw data({ slug: params.slug }, { status: 404 });
  }
  return postPageData(context, post);
}

/**
 * In-app navigation to a missing post (or a failed fetch) gets the spec's toast and goes back
 * to the list; a direct visit still receives a real 404 page from the server, which sends a reader
 * who came from the list back there with the same toast (the error boundary below).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    // An old address of a moved post: the redirect to its current one is followed, not an error.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    if (isRouteErrorResponse(error) && error.status === 404) {
      void toastError(POST_NOT_FOUND_TOAST);
    } else {
      console.error("Failed to load blog post", error);
      void toastError(POST_FAILED_TOAST);
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
  return postPageMeta(matches, loaderData);
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <span hidden data-return-with-toast={JSON.stringify(missing ? POST_NOT_FOUND_TOAST : POST_FAILED_TOAST)} data-return-to="/blog" />
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

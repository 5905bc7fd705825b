import { Eye } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { AdminErrorPage } from "#app/features/admin/admin-shell.tsx";
import { PostArticle, postPageMeta } from "#app/features/blog/post-article.tsx";
import { postPageData } from "#app/features/blog/post-page.server.ts";
import { postStatus, type PostStatus } from "#app/features/blog/post-status.ts";
import { readPreviewToken } from "#app/features/blog/preview-link.server.ts";
import { getPostById } from "#app/features/blog/posts.server.ts";
import { pathHref } from "#app/lib/href.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog.preview";

/** A preview is private to whoever holds it: never stored by a cache, never indexed. */
const previewHeaders = adminHeaders;

type PreviewRefusal = { reason: "missing" | "expired" };

/** Server HTML plus the enhancer, which shows the preview's times in the viewer's zone (decision 032). */
export const handle = withoutHydration;

/** Where staff preview a post by its id: under /admin, where their session cookie is sent. */
export const staffPreviewPath = (postId: string) => pathHref("/admin/blog/preview", postId);

/**
 * /admin/blog/preview/<post id> shows any post at its real layout to signed-in staff (others are sent
 * to sign in); /blog/preview/<signed token> shows it to anyone with the link until the link expires.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const refuse = (reason: PreviewRefusal["reason"]) =>
    data<PreviewRefusal>({ reason }, { status: reason === "expired" ? 410 : 404, headers: previewHeaders() });
  let postId: string;
  let linkExpiresAt: string | null = null;
  const staff = new URL(request.url).pathname.startsWith("/admin/");
  if (isUuid(params.token)) {
    // A post id on the public path: the staff preview is the one that can see who is asking.
    if (!staff) throw redirect(staffPreviewPath(params.token));
    await requireAdmin(request, context, "blog");
    postId = params.token;
  } else if (staff) {
    throw refuse("missing");
  } else {
    const access = await readPreviewToken(context.db, params.token);
    if (!access.ok) throw refuse(access.reason === "expired" ? "expired" : "missing");
    postId = access.postId;
    linkExpiresAt = access.expiresAt.toISOString();
  }
  const post = await getPostById(context.db, postId);
  if (!post) throw refuse("missing");
  const status: PostStatus = postStatus(post);
  return data(
    { ...(await postPageData(context, post)), status, scheduledFor: status === "scheduled" ? post.publishedAt!.toISOString() : null, linkExpiresAt },
    { headers: previewHeaders() },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) {
    return pageMeta(matches, { title: `Preview unavailable | ${brand.name} Blog`, description: "This preview is not available.", path: location.pathname, noindex: true });
  }
  return postPageMeta(matches, loaderData, { noindex: true });
};

const statusText: Record<PostStatus, string> = {
  draft: "This post is a draft and not public.",
  scheduled: "This post is scheduled and not public yet.",
  published: "This post is published; this preview shows it as saved.",
};

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { status, scheduledFor, linkExpiresAt } = loaderData;
  const notice = (
    <div role="note" aria-label="Preview" className="mb-6 flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-sm text-amber-950">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>Preview.</strong> {statusText[status]}
        {scheduledFor && (
          <>
            {" "}
            It goes live <LocalTime instant={scheduledFor} />.
          </>
        )}
        {linkExpiresAt && (
          <>
            {" "}
            This link works until <LocalTime instant={linkExpiresAt} />.
          </>
        )}
      </p>
    </div>
  );
  return <PostArticle data={loaderData} notice={notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A staff preview refused to a role without the blog: the admin's refusal, with the way to its home.
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminErrorPage error={error} />;
  const expired = isRouteErrorResponse(error) && (error.data as PreviewRefusal | undefined)?.reason === "expired";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{expired ? "This preview link has expired" : "Preview not found"}</h1>
      <p className="mt-4 text-muted-foreground">
        {expired
          ? "Preview links work for a limited time. Ask the editor who shared it for a new link."
          : "This preview link is not valid, or the post no longer exists."}
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog">Browse the Blog</Link>
      </Button>
    </section>
  );
}

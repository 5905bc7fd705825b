import { Eye, ExternalLink, Pencil } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { blogEntryHref } from "./entry.ts";
import { DeleteButton } from "#app/features/admin/delete-button.tsx";
import { pathHref } from "#app/lib/href.ts";
import { postListHref, postStatus, postStatusLabel } from "./post-status.ts";

export type PostRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
};

/** The id of a post's Edit link in the list, where the focus returns when its form closes. */
export const editLinkId = (postId: string) => `edit-${postId}`;

/** All posts, drafts included; on a phone each row stacks into a card. */
export function PostTable({
  posts,
  csrfToken,
  editingId,
  emptyText = "No blog posts yet. Create the first one with New Post.",
  caption = "All blog posts, newest first",
}: {
  posts: PostRow[];
  csrfToken: string;
  editingId?: string;
  emptyText?: string;
  caption?: string;
}) {
  const [listParams] = useSearchParams();
  if (posts.length === 0) {
    return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{emptyText}</p>;
  }
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Title</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Category</th>
            <th scope="col" className="px-4 py-3 font-medium">Created</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {posts.map((post) => {
            const status = postStatus(post);
            return (
            <tr
              key={post.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 data-editing:bg-accent/50 md:table-row md:p-0"
              data-editing={post.id === editingId || undefined}
            >
              <td className="w-full md:w-auto md:px-4 md:py-3">
                <span className="font-medium wrap-anywhere">{post.title || "Untitled"}</span>
                {status === "published" ? (
                  <Link
                    to={blogEntryHref(post.slug)}
                    className="ml-2 inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
                  >
                    View<span className="sr-only"> “{post.title}” on the blog</span>
                    <ExternalLink aria-hidden="true" className="size-3" />
                  </Link>
                ) : (
                  <Link
                    to={pathHref("/admin/blog/preview", post.id)}
                    className="ml-2 inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
                  >
                    Preview<span className="sr-only"> “{post.title}”</span>
                    <Eye aria-hidden="true" className="size-3" />
                  </Link>
                )}
              </td>
              <td className="md:px-4 md:py-3">
                <Badge variant={status === "published" ? "default" : status === "scheduled" ? "outline" : "secondary"}>
                  {postStatusLabel[status]}
                </Badge>
                {status === "scheduled" && post.publishedAt && (
                  <span className="ml-2 text-xs text-muted-foreground md:mt-1 md:ml-0 md:block">
                    <LocalTime instant={post.publishedAt} />
                  </span>
                )}
              </td>
              <td className="text-muted-foreground md:px-4 md:py-3">{post.category}</td>
              <td className="whitespace-nowrap text-muted-foreground md:px-4 md:py-3">
                <LocalTime instant={post.createdAt} />
              </td>
              <td className="-ml-3 w-full md:ml-0 md:w-auto md:px-4 md:py-3">
                <div className="flex gap-1 md:justify-end">
                  <Button asChild variant="ghost" size="sm">
                    <Link id={editLinkId(post.id)} to={postListHref(listParams, { edit: post.id })} preventScrollReset={false}>
                      <Pencil aria-hidden="true" />
                      Edit<span className="sr-only"> “{post.title}”</span>
                    </Link>
                  </Button>
                  <DeleteButton
                    id={post.id}
                    name={post.title}
                    question="Are you sure you want to delete this blog post?"
                    description={<>“{post.title || "Untitled"}” will be removed from the blog. This cannot be undone.</>}
                    csrfToken={csrfToken}
                  />
                </div>
              </td>
            </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

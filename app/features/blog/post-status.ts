// Where a post stands: a draft (hidden), scheduled (published with a publish time still ahead,
// hidden until then) or published (public).

import { queryHref, type QueryValue } from "#app/lib/href.ts";
import { pageParamsOf } from "#app/lib/keyset-params.ts";

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const isPostStatus = (value: unknown): value is PostStatus => POST_STATUSES.includes(value as PostStatus);

export function postStatus(post: { published: boolean; publishedAt: Date | string | null }, now = new Date()): PostStatus {
  if (!post.published) return "draft";
  return post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

export const postStatusLabel: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };
/** A list of posts in one status, as its filter names it. */
export const postStatusPlural: Record<PostStatus, string> = { draft: "Drafts", scheduled: "Scheduled", published: "Published" };

/**
 * The post list's address with the status filter and the page `from` shows: Edit, Close, Cancel,
 * a save and a delete come back to the list the editor was working through, where they left it.
 */
export function postListHref(from: URLSearchParams, query: Record<string, QueryValue> = {}): string {
  const status = from.get("status");
  return queryHref("/admin/blog", { ...query, status: isPostStatus(status) ? status : null, ...pageParamsOf(from) });
}

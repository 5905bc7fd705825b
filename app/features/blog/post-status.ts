// Where a post stands: a draft (hidden), scheduled (published with a publish time still ahead,
// hidden until then) or published (public).

export type PostStatus = "draft" | "scheduled" | "published";

export function postStatus(post: { published: boolean; publishedAt: Date | string | null }, now = new Date()): PostStatus {
  if (!post.published) return "draft";
  return post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

export const postStatusLabel: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

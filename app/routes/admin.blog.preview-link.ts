import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { previewLinkPath } from "#app/features/blog/preview-link.server.ts";
import { getPostById } from "#app/features/blog/posts.server.ts";
import type { Route } from "./+types/admin.blog.preview-link";

export type PreviewLinkAnswer = { url: string; expiresAt: string } | { message: string };

/** A signed link that shows the post, as saved, to anyone who has it, until PREVIEW_LINK_TTL has passed. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { session, form } = await requireAdminWrite(request, context, { can: "blog" });
    const post = await getPostById(context.db, String(form.get("id") ?? ""));
    if (!post) return adminJson({ message: "Save the post first: a preview link shows the saved post." } satisfies PreviewLinkAnswer, 404);
    const expiresAt = new Date(Date.now() + context.env.PREVIEW_LINK_TTL);
    const path = await previewLinkPath(context.db, post.id, expiresAt);
    context.logger.info({ adminId: session.adminId, postId: post.id, expiresAt }, "preview link created");
    return adminJson({ url: `${context.env.SITE_URL}${path}`, expiresAt: expiresAt.toISOString() } satisfies PreviewLinkAnswer);
  });
}

import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { createPreviewLink, revokePreviewLink } from "#app/features/blog/preview-link.server.ts";
import type { PreviewLinkAnswer } from "#app/features/blog/preview-link.ts";
import { getPostById } from "#app/features/blog/posts.server.ts";
import { postStatus } from "#app/features/blog/post-status.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Route } from "./+types/admin.blog.preview-link";

export type { PreviewLinkAnswer };

const answer = (body: PreviewLinkAnswer, status = 200) => adminJson(body, status);

/**
 * A post's preview links: `intent=create` makes one that shows the post, as saved, to anyone who has
 * it until PREVIEW_LINK_TTL has passed (or it stops sooner, preview-link.server.ts); `intent=revoke`
 * ends one (`link`). Both are audited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { session, form } = await requireAdminWrite(request, context, { can: "blog" });
    const actor = { adminId: session.adminId, email: session.email };
    const post = await getPostById(context.db, String(form.get("id") ?? ""));
    if (!post) return answer({ message: "Save the post first: a preview link shows the saved post." }, 404);
    const intent = form.get("intent");
    if (intent === "revoke") {
      const linkId = String(form.get("link") ?? "");
      const revoked = isUuid(linkId) && (await revokePreviewLink(context.db, actor, { postId: post.id, linkId }));
      if (!revoked) return answer({ message: "This preview link was already revoked or has expired." }, 404);
      context.logger.info({ adminId: session.adminId, postId: post.id, linkId }, "preview link revoked");
      return answer({ revoked: linkId });
    }
    if (intent !== "create") return answer({ message: "Unknown action." }, 400);
    // A public post's link would not work (links stop when their post goes public).
    if (postStatus(post) === "published") return answer({ message: "This post is public: share its address instead." }, 409);
    const expiresAt = new Date(Date.now() + context.env.PREVIEW_LINK_TTL);
    const { path, link } = await createPreviewLink(context.db, { postId: post.id, actor, expiresAt });
    context.logger.info({ adminId: session.adminId, postId: post.id, linkId: link.id, expiresAt }, "preview link created");
    return answer({ url: `${context.env.SITE_URL}${path}`, link });
  });
}

import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { getRevision, type RevisionDetail } from "#app/features/blog/revisions.server.ts";
import type { Route } from "./+types/admin.blog.revision";

export type RevisionAnswer = { revision: RevisionDetail } | { message: string };

/** One saved revision of a post, for the editor to bring back into the form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return answerAsJson(async () => {
    await requireAdmin(request, context, "blog");
    const revision = await getRevision(context.db, params.id);
    if (!revision) return adminJson({ message: "This revision no longer exists." } satisfies RevisionAnswer, 404);
    return adminJson({ revision } satisfies RevisionAnswer);
  });
}

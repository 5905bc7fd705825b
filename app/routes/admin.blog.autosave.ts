import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { discardAutosave, isAutosaveTarget, saveAutosave } from "#app/features/blog/autosave.server.ts";
import { isForeignKeyViolation } from "#app/features/blog/db-errors.server.ts";
import { fieldOverLimit, postFormValues, postLimits } from "#app/features/blog/post.schema.ts";
import { getPostById } from "#app/features/blog/posts.server.ts";
import { latestRevision } from "#app/features/blog/revisions.server.ts";
import type { Route } from "./+types/admin.blog.autosave";

/** What the editor is told after an autosave. */
export type AutosaveAnswer =
  | { savedAt: string; newer?: { version: number; savedBy: string | null; savedAt: string } }
  | { discarded: true }
  | { message: string; sessionEnded?: true };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The editor's autosave: the whole form, as typed, kept for this editor and post (never written
 * to the post itself), or forgotten (`autosave=discard`). When someone has saved the post since
 * this editor opened it, the answer says so, before they try to save over it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { session, form } = await requireAdminWrite(request, context, { can: "blog" });
    const target = isAutosaveTarget({ postId: text(form.get("id")), newPostKey: text(form.get("newPostKey")) });
    if (!target) return adminJson({ message: "This draft could not be saved. Reload the page and try again." } satisfies AutosaveAnswer, 400);
    if (form.get("autosave") === "discard") {
      await discardAutosave(context.db, session.adminId, target);
      return adminJson({ discarded: true } satisfies AutosaveAnswer);
    }
    const values = postFormValues(form);
    const tooLong = fieldOverLimit(values);
    if (tooLong) {
      const message = `Not saved: a field is longer than ${postLimits[tooLong].toLocaleString("en-US")} characters.`;
      return adminJson({ message } satisfies AutosaveAnswer, 422);
    }
    const version = Number(form.get("version"));
    const baseVersion = Number.isInteger(version) && version > 0 ? version : null;
    let savedAt: Date;
    try {
      savedAt = await saveAutosave(context.db, { adminId: session.adminId, target, values, baseVersion });
    } catch (error) {
      if (isForeignKeyViolation(error)) return adminJson({ message: "This blog post no longer exists." } satisfies AutosaveAnswer, 404);
      throw error;
    }
    const answer: AutosaveAnswer = { savedAt: savedAt.toISOString() };
    if ("postId" in target && baseVersion !== null) {
      const post = await getPostById(context.db, target.postId);
      if (post && post.version !== baseVersion) {
        const last = await latestRevision(context.db, post.id);
        answer.newer = { version: post.version, savedBy: last?.editorEmail ?? null, savedAt: (last?.createdAt ?? post.updatedAt).toISOString() };
      }
    }
    return adminJson(answer);
  });
}

import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { isForeignKeyViolation } from "#app/features/blog/db-errors.server.ts";
import { collections, isCollectionKey } from "#app/features/site-content/collections.ts";
import { discardEntryAutosave, findEntry, lastSavedBy, saveEntryAutosave } from "#app/features/site-content/entries.server.ts";
import { entryValuesFrom, fieldOverLimit } from "#app/features/site-content/entry-form.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Route } from "./+types/admin.content.autosave";

export type EntryAutosaveAnswer =
  | { savedAt: string; newer?: { version: number; savedBy: string | null; savedAt: string } }
  | { discarded: true }
  | { message: string };

/**
 * A site entry editor's autosave: the form as typed, kept for this editor and entry (never written
 * to the entry), or forgotten (`autosave=discard`). When someone has saved the entry since it was
 * opened, the answer says so, before a save would be refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { session, form } = await requireAdminWrite(request, context, { can: "content" });
    const id = String(form.get("id") ?? "");
    if (!isUuid(id)) return adminJson({ message: "This draft could not be saved. Reload the page and try again." } satisfies EntryAutosaveAnswer, 400);
    if (form.get("autosave") === "discard") {
      await discardEntryAutosave(context.db, session.adminId, id);
      return adminJson({ discarded: true } satisfies EntryAutosaveAnswer);
    }
    const entry = await findEntry(context.db, id);
    if (!entry || !isCollectionKey(entry.collection)) return adminJson({ message: "This entry no longer exists." } satisfies EntryAutosaveAnswer, 404);
    const def = collections[entry.collection];
    const values = entryValuesFrom(def, form);
    const tooLong = fieldOverLimit(def, values);
    if (tooLong) return adminJson({ message: `Not saved: ${tooLong.label} is longer than ${tooLong.max} characters.` } satisfies EntryAutosaveAnswer, 422);
    const version = Number(form.get("version"));
    const baseVersion = Number.isSafeInteger(version) && version > 0 ? version : entry.version;
    let savedAt: Date;
    try {
      savedAt = await saveEntryAutosave(context.db, { adminId: session.adminId, entryId: id, baseVersion, values });
    } catch (error) {
      if (isForeignKeyViolation(error)) return adminJson({ message: "This entry no longer exists." } satisfies EntryAutosaveAnswer, 404);
      throw error;
    }
    const answer: EntryAutosaveAnswer = { savedAt: savedAt.toISOString() };
    if (entry.version !== baseVersion) answer.newer = { version: entry.version, savedBy: await lastSavedBy(context.db, entry.id), savedAt: entry.updatedAt.toISOString() };
    return adminJson(answer);
  });
}

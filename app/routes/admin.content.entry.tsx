// /admin/content/<collection>/<id> (and /new): one site entry's editor. Saves keep a revision and
// are refused when based on an older version (409, with the newer version and the text typed);
// the entry then shows on the site as published and within its times. Editors and admins ("content").
import { data, redirect } from "react-router";
import { brand } from "#app/config/site.ts";
import { BackLink } from "#app/features/admin/back-link.tsx";
import { requireAdmin, requireAdminWriteInPlace } from "#app/features/admin/guard.server.ts";
import { collectionOf } from "#app/features/site-content/collection-param.server.ts";
import {
  createEntry,
  EntryConflictError,
  EntrySaveError,
  getEntry,
  getEntryAutosave,
  listEntryRevisions,
  updateEntry,
} from "#app/features/site-content/entries.server.ts";
import { EntryEditor, type EntryConflict } from "#app/features/site-content/entry-editor.tsx";
import { emptyEntryValues, entryValuesFrom, entryValuesOf, parseEntry, type EntryErrors, type EntryValues } from "#app/features/site-content/entry-form.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.content.entry";

const NEW = "new";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "content");
  const def = collectionOf(params);
  const collection = { key: def.key, label: def.label, singular: def.singular, fields: def.fields };
  const base = { csrfToken: session.csrfToken, collection };
  if (params.id === NEW) {
    return { ...base, entryId: null, version: null, values: emptyEntryValues(def), serverDraft: null, revisions: [] };
  }
  const entry = await getEntry(context.db, def, params.id);
  if (!entry) throw data({ message: `This ${def.singular} no longer exists.` }, { status: 404 });
  const [draft, revisions] = await Promise.all([getEntryAutosave(context.db, session.adminId, entry.id), listEntryRevisions(context.db, entry.id)]);
  return {
    ...base,
    entryId: entry.id,
    version: entry.version,
    values: entryValuesOf(def, entry),
    serverDraft: draft ?? null,
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      editorEmail: revision.editorEmail,
      createdAt: revision.createdAt,
      values: entryValuesOf(def, {
        data: revision.data,
        published: revision.publication.published,
        showFrom: revision.publication.showFrom ? new Date(revision.publication.showFrom) : null,
        showUntil: revision.publication.showUntil ? new Date(revision.publication.showUntil) : null,
      }),
    })),
  };
}

type Failure = { message: string; values?: EntryValues; errors?: EntryErrors; conflict?: EntryConflict };

export async function action({ request, params, context }: Route.ActionArgs) {
  const write = await requireAdminWriteInPlace(request, context, { can: "content" });
  if ("signedOut" in write) return write.signedOut;
  const { session, form } = write;
  const def = collectionOf(params);
  if (form.get("intent") !== "save") return data<Failure>({ message: "Unknown action." }, { status: 400 });
  const values = entryValuesFrom(def, form);
  const parsed = parseEntry(def, values);
  if (!parsed.ok) return data<Failure>({ message: "Please correct the highlighted fields.", values, errors: parsed.errors }, { status: 422 });
  const editor = { adminId: session.adminId, email: session.email };
  try {
    if (params.id === NEW) {
      const entry = await createEntry(context.db, def, parsed.input, editor);
      context.logger.info({ adminId: session.adminId, collection: def.key, entryId: entry.id }, "site entry created");
      return redirect(`/admin/content/${def.key}?notice=created`);
    }
    const expectedVersion = Number(form.get("version"));
    if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 1) {
      return data<Failure>({ message: "This form is out of date. Reload the page.", values }, { status: 400 });
    }
    const entry = await updateEntry(context.db, def, params.id, parsed.input, { editor, expectedVersion, restored: form.get("restored") === "1" });
    if (!entry) return data<Failure>({ message: `This ${def.singular} no longer exists.`, values }, { status: 404 });
    context.logger.info({ adminId: session.adminId, collection: def.key, entryId: entry.id, version: entry.version }, "site entry saved");
    return redirect(`/admin/content/${def.key}?notice=saved`);
  } catch (error) {
    if (error instanceof EntrySaveError) return data<Failure>({ message: error.message, values, errors: { [error.field]: error.message } }, { status: 409 });
    if (!(error instanceof EntryConflictError)) throw error;
    const conflict = { savedBy: error.savedBy, version: error.current.version, values: entryValuesOf(def, error.current) };
    return data<Failure>({ message: error.message, values, conflict }, { status: 409 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `${loaderData?.entryId ? "Edit" : "New"} ${loaderData?.collection.singular ?? "entry"} | ${brand.name} Admin`,
    description: "Edit an entry of the site's content.",
    path: "/admin/content",
    noindex: true,
  });

export default function AdminContentEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, entryId, version, values, serverDraft, revisions, csrfToken } = loaderData;
  const refusal = actionData && "sessionEnded" in actionData ? actionData : undefined;
  const failure = actionData && !("sessionEnded" in actionData) ? (actionData as Failure) : undefined;
  return (
    <>
      <BackLink to={`/admin/content/${collection.key}`}>{collection.label}</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {entryId ? "Edit" : "New"} {collection.singular}
      </h1>
      <EntryEditor
        // A new version from the server (a save elsewhere, a sign-in in place) keeps the text typed: same key.
        key={entryId ?? NEW}
        collection={collection}
        entryId={entryId}
        version={version}
        values={failure?.values ?? values}
        serverDraft={serverDraft}
        revisions={revisions}
        errors={failure?.errors}
        formError={failure?.message}
        conflict={failure?.conflict}
        csrfToken={csrfToken}
        sessionEnded={Boolean(refusal)}
      />
    </>
  );
}

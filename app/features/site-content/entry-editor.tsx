// The editor of one site entry: its collection's fields, when it shows, a live preview as the site
// will show it, the autosave of what is typed, the entry's revisions to bring back, and a stale
// save refused with the newer version beside the text typed (which stays in the form).
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { InstantField } from "#app/components/forms/instant-field.tsx";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { AnnouncementBanner } from "#app/components/layout/announcement-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { CsrfField, SignInInPlaceField } from "#app/features/admin/admin-shell.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { DraftOffer, NewerVersionNotice } from "./entry-notices.tsx";
import { SignInAgainDialog } from "#app/features/admin/sign-in-again-dialog.tsx";
import { SaveStatus } from "#app/features/blog/save-status.tsx";
import { useAutosave } from "#app/features/blog/use-autosave.ts";
import { MarkdownPreview } from "#app/features/blog/markdown-preview.tsx";
import { PressList } from "#app/features/company/press-list.tsx";
import { LeaderBios } from "#app/features/company/leader-bios.tsx";
import { PartnerLogoGrid } from "#app/features/company/partner-logo-grid.tsx";
import { ImageUploadButton } from "#app/features/images/image-upload-button.tsx";
import { parseImageRef } from "#app/features/images/image-ref.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { AdvisorGrid, TestimonialFigure } from "#app/features/company/people-grids.tsx";
import { GlossaryTermCard } from "#app/features/glossary/glossary-sections.tsx";
import { PressReleaseArticle } from "#app/features/company/press-releases.tsx";
import { NewsTicker } from "#app/features/home/news-ticker.tsx";
import { TestimonialCard } from "#app/features/home/testimonials.tsx";
import { LandingPreview } from "#app/features/landing/landing-preview.tsx";
import { isExternalLink, linesOf, type CollectionKey, type FieldDef } from "./collections.ts";
import type { EntryErrors, EntryValues } from "./entry-form.ts";
import { glossaryTermOf, landingContentOf, partnerOf, teamPersonOf, testimonialOf } from "./shown-as.ts";

export const ENTRY_AUTOSAVE_PATH = "/admin/content/autosave";

export type EntryConflict = { savedBy: string | null; version: number; values: EntryValues };
export type EntryRevisionView = { id: string; version: number; editorEmail: string; createdAt: string; values: EntryValues };

type Props = {
  collection: { key: CollectionKey; label: string; singular: string; fields: readonly FieldDef[] };
  entryId: string | null;
  version: number | null;
  values: EntryValues;
  /** This editor's unsaved text and the version it was typed over (a save of it is checked against that). */
  serverDraft: { values: EntryValues; savedAt: string; baseVersion: number } | null;
  revisions: EntryRevisionView[];
  errors?: EntryErrors;
  formError?: string;
  conflict?: EntryConflict;
  csrfToken: string;
  sessionEnded: boolean;
};

const sameValues = (a: EntryValues, b: EntryValues) => Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/** The entry as the site will show it, from the form's values. */
function EntryPreview({ collection, values, csrfToken }: { collection: CollectionKey; values: EntryValues; csrfToken: string }) {
  if (collection === "press") {
    const release = { title: values.title ?? "", summary: values.summary ?? "", date: values.date ?? "", location: values.location ?? "" };
    return (
      <div className="p-4">
        <PressReleaseArticle release={release} titleAs="h3" body={<MarkdownPreview content={values.body ?? ""} csrfToken={csrfToken} />} />
      </div>
    );
  }
  if (collection === "announcement") {
    return <AnnouncementBanner announcement={{ text: values.text ?? "", link: values.link ?? "", linkText: values.linkText ?? "", linkContext: values.linkContext ?? "" }} />;
  }
  if (collection === "partners") {
    return (
      <div className="p-3">
        <PartnerLogoGrid partners={[partnerOf(values)]} />
      </div>
    );
  }
  if (collection === "team") {
    const person = teamPersonOf(values);
    return <div className="p-3">{values.group === "advisor" ? <AdvisorGrid advisors={[person]} /> : <LeaderBios leaders={[person]} />}</div>;
  }
  if (collection === "glossary") {
    // Every related line as typed: the page links only those naming a term of the glossary.
    const related = linesOf(values.related).map((line) => ({ id: line, term: line }));
    return (
      <dl className="p-3">
        <GlossaryTermCard term={{ ...glossaryTermOf(values), ...(related.length > 0 && { related }) }} />
      </dl>
    );
  }
  if (collection === "testimonials") {
    const testimonial = testimonialOf(values);
    return (
      <div className="grid gap-3 p-3">
        {values.place !== "about" && <TestimonialCard item={testimonial} />}
        {values.place !== "home" && <TestimonialFigure testimonial={testimonial} />}
      </div>
    );
  }
  if (collection === "landing") return <LandingPreview {...landingContentOf(values)} />;
  const link = values.link ?? "";
  return (
    <>
      {values.place !== "newsroom" && (
        <NewsTicker items={[{ label: values.headline ?? "", source: values.label ?? "", href: link, external: isExternalLink(link) }]} />
      )}
      {values.place !== "ticker" && (
        <div className="p-3">
          <PressList items={[{ title: values.headline ?? "", publication: values.label ?? "", url: link, date: values.date ?? "" }]} />
        </div>
      )}
    </>
  );
}

/** An image field: the uploaded image shown small, Upload (or Replace) and Remove; the form sends its address. */
function ImageFieldControl({ field, value, error, csrfToken, onChange }: { field: FieldDef; value: string; error?: string; csrfToken: string; onChange: (value: string) => void }) {
  const id = `entry-${field.name}`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{field.label}</legend>
      <input type="hidden" name={field.name} value={value} />
      {value && parseImageRef(value) ? (
        <ResponsiveImage src={value} sizes="10rem" alt={`${field.label}, as uploaded`} className="h-auto w-40 rounded-md border" />
      ) : (
        <p className="text-sm text-muted-foreground">No image yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ImageUploadButton csrfToken={csrfToken} onUploaded={(image) => onChange(image.url)}>
          {value ? `Replace the ${field.label.toLowerCase()}` : `Upload a ${field.label.toLowerCase()}`}
        </ImageUploadButton>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
            Remove the {field.label.toLowerCase()}
          </Button>
        )}
      </div>
      {field.hint && <p className="text-xs text-muted-foreground">{field.hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function FieldControl({ field, value, error, onChange }: { field: FieldDef; value: string; error?: string; onChange: (value: string) => void }) {
  const binding = { id: `entry-${field.name}`, name: field.name, value, error, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <FormField field={binding} label={field.label} required={field.required} hint={field.hint}>
      {(control) => {
        if (field.kind === "textarea" || field.kind === "lines") return <Textarea {...control} maxLength={field.max} rows={5} />;
        if (field.kind === "cards") return <Textarea {...control} maxLength={field.max} rows={6} className="font-mono" />;
        if (field.kind === "markdown") return <Textarea {...control} maxLength={field.max} rows={16} className="font-mono" />;
        if (field.kind === "choice") {
          return (
            <NativeSelect {...control}>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          );
        }
        return <Input {...control} type={field.kind === "date" ? "date" : "text"} maxLength={field.max} />;
      }}
    </FormField>
  );
}

export function EntryEditor({ collection, entryId, version: loadedVersion, values: loaded, serverDraft, revisions, errors, formError, conflict, csrfToken, sessionEnded }: Props) {
  const [values, setValues] = useState(loaded);
  const [edited, setEdited] = useState(false);
  const [version, setVersion] = useState(loadedVersion);
  const [restored, setRestored] = useState(false);
  // A restore is recorded by the save that follows it: once that save is answered (a refusal keeps
  // the editor open), later saves are ordinary ones.
  const [wasSaving, setWasSaving] = useState(false);
  const [draftOffered, setDraftOffered] = useState(Boolean(serverDraft && !sameValues(serverDraft.values, loaded)));
  const [conflictSettled, setConflictSettled] = useState<EntryConflict | null>(null);
  const [signInDismissed, setSignInDismissed] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  if (saving !== wasSaving) {
    setWasSaving(saving);
    if (!saving) setRestored(false);
  }

  const autosave = useAutosave({
    path: ENTRY_AUTOSAVE_PATH,
    values,
    edited: edited && entryId !== null,
    paused: sessionEnded,
    csrfToken,
    target: { id: entryId ?? undefined, version: version ?? undefined },
    onSignedOut: () => undefined,
  });

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited(true);
  };
  const replaceAll = (next: EntryValues) => {
    setValues(next);
    setEdited(true);
  };
  const openConflict = conflict && conflictSettled !== conflict ? conflict : null;
  const newer = autosave.newer;

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Form method="post" className="grid content-start gap-5" onSubmit={() => autosave.stop()}>
        <CsrfField token={csrfToken} />
        <SignInInPlaceField />
        <input type="hidden" name="intent" value="save" />
        {version !== null && <input type="hidden" name="version" value={version} />}
        {restored && <input type="hidden" name="restored" value="1" />}
        {entryId && <SaveStatus status={autosave.status} />}

        {draftOffered && serverDraft && (
          <DraftOffer
            savedAt={serverDraft.savedAt}
            onUse={() => {
              replaceAll(serverDraft.values);
              // Saved over the version it was typed on: a save by someone since is refused, not overwritten.
              setVersion(serverDraft.baseVersion);
              setDraftOffered(false);
            }}
            onDiscard={() => {
              setDraftOffered(false);
              if (entryId) void adminFetch(ENTRY_AUTOSAVE_PATH, adminForm(csrfToken, { id: entryId, autosave: "discard" }));
            }}
          />
        )}

        {(openConflict || newer) && (
          <NewerVersionNotice
            singular={collection.singular}
            savedBy={openConflict ? openConflict.savedBy : (newer?.savedBy ?? null)}
            theirs={openConflict?.values ?? null}
            fields={collection.fields}
            onUseTheirs={() => {
              if (!openConflict) return;
              replaceAll(openConflict.values);
              setVersion(openConflict.version);
              setConflictSettled(openConflict);
            }}
            onKeepMine={() => {
              if (!openConflict) return;
              setVersion(openConflict.version);
              setConflictSettled(openConflict);
            }}
          />
        )}

        {formError && !openConflict && (
          <p role="alert" className="rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
            {formError}
          </p>
        )}

        {collection.fields.map((field) =>
          field.kind === "image" ? (
            <ImageFieldControl key={field.name} field={field} value={values[field.name] ?? ""} error={errors?.[field.name]} csrfToken={csrfToken} onChange={(value) => update(field.name, value)} />
          ) : (
            <FieldControl key={field.name} field={field} value={values[field.name] ?? ""} error={errors?.[field.name]} onChange={(value) => update(field.name, value)} />
          ),
        )}

        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">On the site</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="published"
              checked={values.published === "on"}
              onChange={(event) => update("published", event.target.checked ? "on" : "")}
              className="size-4 accent-primary"
            />
            Published (unticked, it stays a draft only staff see)
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <InstantField id="entry-show-from" name="showFrom" label="Show from" value={values.showFrom ?? ""} onChange={(iso) => update("showFrom", iso)} />
            <InstantField id="entry-show-until" name="showUntil" label="Show until" value={values.showUntil ?? ""} onChange={(iso) => update("showUntil", iso)} />
          </div>
          {(errors?.showFrom || errors?.showUntil) && (
            <p role="alert" className="text-sm text-destructive">
              {errors.showFrom ?? errors.showUntil}
            </p>
          )}
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </Button>
          <Button asChild variant="outline">
            <Link to={`/admin/content/${collection.key}`}>Cancel</Link>
          </Button>
        </div>
      </Form>

      <aside className="grid content-start gap-6">
        <section aria-labelledby="entry-preview-heading">
          <h2 id="entry-preview-heading" className="text-sm font-semibold">
            Preview
          </h2>
          <p className="text-xs text-muted-foreground">As the site will show it once saved and published.</p>
          <div className="mt-2 overflow-hidden rounded-lg border" data-entry-preview="">
            <EntryPreview collection={collection.key} values={values} csrfToken={csrfToken} />
          </div>
        </section>
        {revisions.length > 0 && (
          <details className="rounded-lg border">
            <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium">
              <History aria-hidden="true" className="size-4 text-primary" />
              Revisions ({revisions.length})
            </summary>
            <ol aria-label="Revisions, newest first" className="divide-y border-t">
              {revisions.map((revision, index) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium">
                      <LocalTime instant={revision.createdAt} />
                      {index === 0 && <span className="ml-2 text-xs font-normal text-muted-foreground">current</span>}
                    </p>
                    <p className="truncate text-muted-foreground">{revision.editorEmail}</p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      replaceAll(revision.values);
                      setRestored(true);
                    }}
                  >
                    <RotateCcw aria-hidden="true" />
                    Restore<span className="sr-only"> the revision of {new Date(revision.createdAt).toUTCString()}</span>
                  </Button>
                </li>
              ))}
            </ol>
          </details>
        )}
      </aside>

      <SignInAgainDialog
        key={csrfToken}
        open={sessionEnded && !signInDismissed}
        onOpenChange={(open) => setSignInDismissed(!open)}
        description="Sign in again, then save again: your text is still in the form."
      />
    </div>
  );
}

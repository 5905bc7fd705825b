import { History, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { InstantField } from "#app/components/forms/instant-field.tsx";
import { focusFirstInvalid } from "#app/components/forms/focus-first-invalid.ts";
import { CsrfField, SignInInPlaceField } from "#app/features/admin/admin-shell.tsx";
import { SignInAgainDialog } from "#app/features/admin/sign-in-again-dialog.tsx";
import { useSessionKeepAlive } from "#app/features/admin/use-session-keep-alive.ts";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { DiscardNewPostButton } from "./discard-new-post-button.tsx";
import { ImageUploadButton } from "#app/features/images/image-upload-button.tsx";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { parseImageRef } from "#app/features/images/image-ref.ts";
import { replaceAddress } from "#app/lib/replace-address.ts";
import { useHydrated, useMountedAfterHydration } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import type { ServerDraft } from "./autosave.server.ts";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { draftKeyOf, sameValues } from "./post-draft.ts";
import { postListHref, postStatus, postStatusLabel } from "./post-status.ts";
import { ADMIN_CATEGORIES, postLimits, type FieldErrors, type PostFormValues } from "./post.schema.ts";
import { PreviewTools } from "./preview-tools.tsx";
import type { PreviewLinkSummary } from "./preview-link.ts";
import { countWords, readTimeFor } from "./reading.ts";
import { RevisionList } from "./revision-list.tsx";
import type { RevisionSummary } from "./revisions.server.ts";
import { SaveStatus } from "./save-status.tsx";
import { slugify } from "./slug.ts";
import { AUTOSAVE_PATH, useAutosave } from "./use-autosave.ts";
import { usePostDraft } from "./use-post-draft.ts";

/** A stale save refused by the server: who saved the post since, and when. */
export type SaveConflict = { savedBy: string | null; savedAt: string; version: number };

type Props = {
  mode: "create" | "edit";
  postId?: string;
  /** The post's version this form is based on. */
  version?: number;
  /** A new post's autosave key (a new one, unless its address named an earlier one). */
  newPostKey?: string;
  /** The address named this new post (?new=<key>): its own drafts are offered, not the newest new post's. */
  newPostAddressed?: boolean;
  values: PostFormValues;
  /** This editor's unsaved text kept on the server, offered back. */
  serverDraft?: ServerDraft | null;
  revisions?: RevisionSummary[];
  /** The post's preview links still open. */
  previewLinks?: PreviewLinkSummary[];
  errors?: FieldErrors;
  formError?: string;
  conflict?: SaveConflict;
  csrfToken: string;
  /** The server refused this form's save because the session had ended. */
  sessionEnded?: boolean;
  /**
   * The CSRF token of a session another request on the page found ended (a refused delete): the
   * editor sends nothing with it, and waits for the sign-in's new token.
   */
  endedElsewhere?: string | null;
};

/** The preview hides itself when the address does not load (and shows again for a new address). */
function ImagePreview({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!hydrated || !url.trim() || failedUrl === url) return null;
  const className = "mt-1 w-full max-w-sm rounded-md border";
  if (parseImageRef(url.trim())) return <ResponsiveImage src={url.trim()} sizes="24rem" alt="Featured image preview" className={cn(className, "h-auto")} />;
  return (
    <img src={url.trim()} alt="Featured image preview" onError={() => setFailedUrl(url)} className={cn(className, "aspect-video object-cover")} />
  );
}

type Offer = { values: PostFormValues; savedAt: string; newPostKey: string | null };

const NO_ERRORS: FieldErrors = {};

/** The offered draft, whichever is newer: this browser's or the server's. */
function newestDraft(local: Offer | null, server: Offer | null) {
  if (!local) return server ? { ...server, where: "server" as const } : null;
  if (!server || Date.parse(local.savedAt) >= Date.parse(server.savedAt)) return { ...local, where: "browser" as const };
  return { ...server, where: "server" as const };
}

/**
 * The post editor. Its values live in React state, so nothing typed is lost when the page's data
 * changes under it (a refused save, a sign-in in place); they are also kept as a local draft
 * (usePostDraft). While someone types, the session is kept alive; when it has ended anyway, Save
 * asks for the password in a dialog and then saves, with the new session's CSRF token.
 */
export function PostForm({
  mode,
  postId,
  version,
  newPostKey: openedKey,
  newPostAddressed = false,
  values: loaded,
  serverDraft = null,
  revisions = [],
  previewLinks = [],
  errors = NO_ERRORS,
  formError,
  conflict,
  csrfToken,
  sessionEnded = false,
  endedElsewhere = null,
}: Props) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intent = mode === "create" ? "create" : "update";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from New Post, Edit or Continue, the form takes the focus as a page of its own would:
  // the link that opened it is gone (New Post) or further down the list (Edit). A form the server
  // rendered is left alone: the editor may be typing in it before the page has hydrated.
  const titleRef = useRef<HTMLInputElement>(null);
  const openedOnThePage = useMountedAfterHydration();
  useEffect(() => {
    if (openedOnThePage) titleRef.current?.focus();
  }, [openedOnThePage]);
  // A refused save takes the editor to what needs fixing: the first field with an error, or the
  // form's own message (on a phone either can be a screen away from the button). Declared after
  // the Title's effect, so a form that opens with a refusal (its post deleted meanwhile) shows it.
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusFirstInvalid(formRef.current, errors)) return;
    if (formError) {
      formErrorRef.current?.focus();
      formErrorRef.current?.scrollIntoView?.({ block: "center" });
    }
  }, [errors, formError]);
  const [values, setValues] = useState(loaded);
  const [edited, setEdited] = useState(false);
  // Restoring an unsaved new post goes on with that post, under its key.
  const [newPostKey, setNewPostKey] = useState(openedKey);
  const draft = usePostDraft({ postId, newPostKey, addressed: newPostAddressed, intent, loaded, values, edited });
  // The version saves are based on: the one opened, until the editor chooses to save over a newer one.
  const [baseVersion, setBaseVersion] = useState(version);
  // The read time follows the text until the editor types one of their own.
  const [readTimeAuto, setReadTimeAuto] = useState(mode === "create" || loaded.readTime === readTimeFor(loaded.content));
  const [tab, setTab] = useState<"write" | "preview">("write");
  // The revision whose fields the form holds now: its time for the note, its version for the save's audit entry.
  const [restoredFrom, setRestoredFrom] = useState<{ at: string; version: number } | null>(null);
  const [reopenedFrom, setReopenedFrom] = useState<string | null>(null);
  const [serverOffer, setServerOffer] = useState(serverDraft && !sameValues(serverDraft.values, loaded) ? serverDraft : null);
  const offer = newestDraft(draft.offer, serverOffer);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  // Sessions are told apart by their CSRF token: a sign-in brings a new one.
  const [endedSession, setEndedSession] = useState<string | null>(null);
  const [dismissedSession, setDismissedSession] = useState<string | null>(null);
  const [saveAfterSignIn, setSaveAfterSignIn] = useState<string | null>(null);
  // Another request on the page found the session ended (a refused delete, which asks to sign in
  // itself): like the keep-alive finding it, said beside the form, and nothing is sent meanwhile.
  const [seenElsewhere, setSeenElsewhere] = useState(endedElsewhere);
  if (endedElsewhere !== seenElsewhere) {
    setSeenElsewhere(endedElsewhere);
    if (endedElsewhere) {
      setEndedSession(endedElsewhere);
      setDismissedSession(endedElsewhere);
    }
  }
  const ended = sessionEnded || endedSession === csrfToken;
  // Found out while typing: said beside the form, not in a dialog that would take the keystrokes.
  const keepAlive = useSessionKeepAlive(() => {
    setEndedSession(csrfToken);
    setDismissedSession(csrfToken);
  });
  const autosave = useAutosave({
    values,
    edited,
    paused: ended,
    csrfToken,
    target: { id: postId, newPostKey, version: baseVersion },
    // Like the keep-alive: said beside the form. A dialog already asking to sign in stays open.
    onSignedOut: () => {
      if (ended) return;
      setEndedSession(csrfToken);
      setDismissedSession(csrfToken);
    },
  });
  // Once a new post's text is kept (in this browser from the first keystroke), the address names
  // that post, as a saved post's ?edit= does: a reload reopens it, not whatever was typed last in
  // another tab. It changes in place: a navigation would load the page's data again and drop the
  // errors of a refused save. React Router does not know that address, so it is set again after
  // each of its navigations (a refused save's answer, a sign-in in place).
  const location = useLocation();
  // Close, Cancel and Discard go back to the list as it was filtered.
  const listHref = postListHref(new URLSearchParams(location.search));
  useEffect(() => {
    if (!newPostKey || !edited) return;
    const address = new URL(window.location.href);
    if (address.searchParams.get("new") === newPostKey) return;
    address.searchParams.set("new", newPostKey);
    replaceAddress(address);
  }, [newPostKey, edited, location]);

  // A save that came back refused (or signed out): the text is still being edited, so autosave resumes.
  const { resume } = autosave;
  useEffect(() => {
    if (formError || sessionEnded) resume();
  }, [formError, sessionEnded, resume]);

  // Signed in again (a new token) after a refused or held-back save: save now, with the new token.
  const wantsSave = sessionEnded || saveAfterSignIn === csrfToken;
  const lastSession = useRef({ csrfToken, wantsSave });
  useEffect(() => {
    const previous = lastSession.current;
    lastSession.current = { csrfToken, wantsSave };
    if (previous.csrfToken !== csrfToken && previous.wantsSave) formRef.current?.requestSubmit();
  }, [csrfToken, wantsSave]);

  const update = <K extends keyof PostFormValues>(name: K, value: PostFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === "content" && readTimeAuto) next.readTime = readTimeFor(next.content);
      return next;
    });
    setEdited(true);
  };
  const text = (name: Exclude<keyof PostFormValues, "published">) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!ended) {
      autosave.stop();
      return;
    }
    // Known to be signed out: no request that would only be refused; sign in first, then it saves.
    event.preventDefault();
    setSaveAfterSignIn(csrfToken);
    setDismissedSession(null);
  }

  function takeValues(restored: PostFormValues, { asEdit = true } = {}) {
    setValues(restored);
    if (asEdit) setEdited(true);
    setReadTimeAuto(restored.readTime === readTimeFor(restored.content));
  }

  // A new post its address names has no saved version to weigh its draft against: it opens with
  // its newest text (this browser's or the server's) in the form. Nothing is written until the
  // editor types (the drafts hold this text already, and its time stays the last edit's).
  if (newPostAddressed && draft.checked && offer && !edited) {
    setReopenedFrom(offer.savedAt);
    restoreDraft({ asEdit: false });
  }

  function restoreDraft({ asEdit = true } = {}) {
    if (!offer) return;
    draft.accept();
    setServerOffer(null);
    if (offer.newPostKey) setNewPostKey(offer.newPostKey);
    takeValues(offer.values, { asEdit });
  }

  /** Forgets the server's copy of a post's draft; sent to outlive leaving the page at once (Close, New Post). */
  function discardOnServer(target: { postId?: string; newPostKey?: string }) {
    void adminFetch(AUTOSAVE_PATH, adminForm(csrfToken, { id: target.postId, newPostKey: target.newPostKey, autosave: "discard" }), { keepalive: true });
  }

  /** The reopened new post goes, with its drafts here and on the server; back to the list. */
  function discardNewPost() {
    autosave.stop();
    draft.discard(draftKeyOf({ newPostKey }));
    discardOnServer({ newPostKey });
    void navigate(postListHref(new URLSearchParams(location.search), { notice: "discarded" }));
  }

  function discardDraft() {
    if (!offer) return;
    // The draft shown goes, with its copies in this browser and on the server; another new post's
    // draft stays (and is offered next).
    const shownPost = { postId, newPostKey: offer.newPostKey ?? undefined };
    draft.discard(offer.where === "browser" ? undefined : draftKeyOf(shownPost));
    if (offer.where === "server" || serverOffer?.newPostKey === offer.newPostKey) setServerOffer(null);
    if (shownPost.postId || shownPost.newPostKey) discardOnServer(shownPost);
  }

  /** Puts `![alt](url)` where the cursor is in the body. */
  function insertImage(url: string) {
    const area = contentRef.current;
    const at = area ? area.selectionEnd : values.content.length;
    const before = values.content.slice(0, at);
    const markdown = `${before && !before.endsWith("\n") ? "\n\n" : ""}![Describe the image](${url})\n`;
    update("content", before + markdown + values.content.slice(at));
    setTab("write");
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + markdown.indexOf("[") + 1, at + markdown.indexOf("]"));
    });
  }

  const slug = slugify(values.slug || values.title);
  const words = countWords(values.content);
  const status = postStatus({ published: values.published, publishedAt: values.publishAt || null });
  const slugMoves = mode === "edit" && loaded.published && slug !== "" && slug !== loaded.slug;
  const categories: readonly string[] = ADMIN_CATEGORIES.includes(values.category as never)
    ? ADMIN_CATEGORIES
    : [...ADMIN_CATEGORIES, values.category];
  const field = (name: keyof PostFormValues, id: string) => ({ id, name, error: errors[name] });

  return (
    <section aria-labelledby="post-form-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="post-form-heading" className="text-xl font-semibold">
          {mode === "create" ? "New Post" : "Edit Post"}
        </h2>
        <Button asChild variant="ghost" size="icon">
          <Link to={listHref} aria-label="Close the form">
            <X aria-hidden="true" />
          </Link>
        </Button>
      </div>

      {/* No action: the form posts to the current address, so ?edit= survives a refused save. */}
      <Form
        ref={formRef}
        method="post"
        className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2"
        noValidate
        onSubmit={submit}
        onInput={keepAlive}
        onChange={keepAlive}
      >
        <CsrfField token={csrfToken} />
        <SignInInPlaceField />
        <input type="hidden" name="intent" value={intent} />
        {postId && <input type="hidden" name="id" value={postId} />}
        {baseVersion !== undefined && <input type="hidden" name="version" value={baseVersion} />}
        {newPostKey && <input type="hidden" name="newPostKey" value={newPostKey} />}
        {restoredFrom && <input type="hidden" name="restoredFromVersion" value={restoredFrom.version} />}

        <div className="flex flex-wrap items-center justify-between gap-2 md:col-span-2">
          <SaveStatus status={autosave.status} />
          {mode === "edit" && <p className="text-sm text-muted-foreground">Status: {postStatusLabel[status]}</p>}
        </div>

        {conflict && (
          <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-3 text-sm md:col-span-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <div className="grid gap-2">
              <p>
                <strong className="font-medium">Not saved: this post changed since you opened it.</strong>{" "}
                {conflict.savedBy ?? "Someone"} saved it at <LocalTime instant={conflict.savedAt} />. Nothing was overwritten, and your
                changes are still here.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline">
                  {/* Reopening offers this page's text back (it is kept in this browser and on the server). */}
                  <a href={`/admin/blog?edit=${postId ?? ""}`}>Open their version</a>
                </Button>
                <Button type="button" size="sm" variant="destructive" onClick={() => setBaseVersion(conflict.version)} disabled={baseVersion === conflict.version}>
                  {baseVersion === conflict.version ? "Yours replaces theirs when you save" : "Replace their version with mine"}
                </Button>
              </div>
            </div>
          </div>
        )}

        {!conflict && autosave.newer && (
          <p role="status" className="rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 md:col-span-2">
            {autosave.newer.savedBy ?? "Someone"} saved this post at <LocalTime instant={autosave.newer.savedAt} /> after you opened it. Your
            text is kept as a draft; saving it will ask before replacing theirs.
          </p>
        )}

        {offer && !newPostAddressed && (
          <div
            role="region"
            aria-labelledby="post-draft-heading"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/30 bg-primary/5 px-3 py-3 text-sm md:col-span-2"
          >
            <div className="flex items-start gap-2">
              <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <div>
                <p id="post-draft-heading" className="font-medium">
                  Restore unsaved changes?
                </p>
                <p className="text-muted-foreground">
                  {offer.where === "browser" ? "This browser" : "The server"} kept changes to this {mode === "create" ? "new post" : "post"} from{" "}
                  <LocalTime instant={offer.savedAt} /> that were not saved.
                </p>
              </div>
            </div>
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  restoreDraft();
                  titleRef.current?.focus();
                }}
              >
                Restore
              </Button>
              {/* The text may be a post still open in another tab: it goes only when the editor confirms. */}
              <ConfirmDialog
                trigger={
                  <Button type="button" size="sm" variant="outline">
                    Discard
                  </Button>
                }
                title="Discard these unsaved changes?"
                description="The text is removed from this browser and from the server. This cannot be undone."
                confirmLabel="Discard"
                onConfirm={discardDraft}
                focusAfterConfirm={() => titleRef.current}
              />
            </div>
          </div>
        )}

        {/* A refusal that names a field is said there, once (the toast says it too). */}
        {formError && !ended && !Object.values(errors).includes(formError) && (
          <p ref={formErrorRef} role="alert" tabIndex={-1} className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive outline-none md:col-span-2">
            {formError}
          </p>
        )}

        {reopenedFrom && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-primary/10 px-3 py-2 text-sm md:col-span-2">
            <p role="status" className="text-primary">
              Your unsaved text from <LocalTime instant={reopenedFrom} /> is back. Press Create Post to keep it.
            </p>
            <DiscardNewPostButton onDiscard={discardNewPost} />
          </div>
        )}

        {restoredFrom && (
          <p role="status" className="rounded-md bg-primary/10 px-3 py-2 text-sm text-primary md:col-span-2">
            Restored the revision from <LocalTime instant={restoredFrom.at} />. Press {mode === "create" ? "Create Post" : "Update Post"} to keep it.
          </p>
        )}

        <FormField field={field("title", "post-title")} label="Title" className="md:col-span-2">
          {(control) => <Input {...control} {...text("title")} ref={titleRef} maxLength={postLimits.title} />}
        </FormField>

        <FormField
          field={field("slug", "post-slug")}
          label="Address (slug)"
          hint={
            slug
              ? `Address: /blog/${slug}${slugMoves ? ` (the old address /blog/${loaded.slug} will redirect here)` : ""}`
              : "Made from the title when left blank."
          }
          className="md:col-span-2"
        >
          {(control) => <Input {...control} {...text("slug")} placeholder={slugify(values.title) || "made-from-the-title"} maxLength={postLimits.slug} />}
        </FormField>

        <FormField field={field("excerpt", "post-excerpt")} label="Excerpt" className="md:col-span-2">
          {(control) => <Textarea {...control} rows={3} {...text("excerpt")} />}
        </FormField>

        <div className="grid gap-2 md:col-span-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div role="group" aria-label="Body view" className="inline-flex rounded-md border p-0.5">
              {(["write", "preview"] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={tab === view}
                  onClick={() => setTab(view)}
                  className="rounded px-3 py-1 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {view === "write" ? "Write" : "Preview"}
                </button>
              ))}
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="word-count">
              {words.toLocaleString("en-US")} {words === 1 ? "word" : "words"} · {readTimeFor(values.content)}
            </p>
          </div>
          <FormField
            field={field("content", "post-content")}
            label="Content"
            hint="Markdown: ## for a heading, **bold**, - for a bullet; a line break stays a line break. HTML is removed."
            className={tab === "write" ? undefined : "hidden"}
          >
            {(control) => <Textarea {...control} ref={contentRef} rows={10} {...text("content")} className="font-mono text-sm" />}
          </FormField>
          {tab === "preview" && <MarkdownPreview content={values.content} csrfToken={csrfToken} />}
          <ImageUploadButton csrfToken={csrfToken} onUploaded={(image) => insertImage(image.url)}>
            Insert an image
          </ImageUploadButton>
        </div>

        <FormField field={field("author", "post-author")} label="Author">
          {(control) => <Input {...control} {...text("author")} maxLength={postLimits.author} />}
        </FormField>

        <FormField field={field("category", "post-category")} label="Category">
          {(control) => (
            <NativeSelect {...control} {...text("category")}>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

        <FormField field={field("tags", "post-tags")} label="Tags" hint="Separate tags with commas.">
          {(control) => <Input {...control} {...text("tags")} placeholder="AI Security, Guardrails" />}
        </FormField>

        <FormField
          field={field("readTime", "post-read-time")}
          label="Read time"
          hint={readTimeAuto ? "Worked out from the text as you type." : "Set by hand; clear it to work it out from the text."}
        >
          {(control) => (
            <Input
              {...control}
              value={values.readTime}
              onChange={(event) => {
                const typed = event.target.value;
                setReadTimeAuto(typed.trim() === "");
                update("readTime", typed.trim() === "" ? readTimeFor(values.content) : typed);
              }}
              maxLength={postLimits.readTime}
            />
          )}
        </FormField>

        <FormField
          field={field("featuredImageUrl", "post-image")}
          label="Featured image URL"
          hint="Optional. Upload one (PNG, JPEG, WebP or AVIF, up to 5 MB), or give an address on this site. It is also the post's picture when shared."
          className="md:col-span-2"
        >
          {(control) => (
            <>
              <Input {...control} {...text("featuredImageUrl")} inputMode="url" />
              <ImageUploadButton csrfToken={csrfToken} onUploaded={(image) => update("featuredImageUrl", image.url)}>
                Upload a featured image
              </ImageUploadButton>
              <ImagePreview url={values.featuredImageUrl} />
            </>
          )}
        </FormField>

        <label className="flex items-center gap-3 text-sm font-medium md:col-span-2">
          <input
            type="checkbox"
            name="published"
            checked={values.published}
            onChange={(event) => update("published", event.target.checked)}
            className="size-4 rounded border-input accent-primary"
          />
          Published (visible on the public blog from its publish time)
        </label>
        <div className="grid gap-1 md:col-span-2">
          <InstantField
            id="post-publish-at"
            name="publishAt"
            label="Publish time"
            value={values.publishAt}
            onChange={(iso) => update("publishAt", iso)}
            describedBy="post-publish-hint"
          />
          <p id="post-publish-hint" className="text-xs text-muted-foreground">
            {!values.published ? (
              "A draft: only staff can see it (Open preview), whatever the time."
            ) : status === "scheduled" ? (
              <>
                Scheduled: it appears on the blog, the feed and the sitemap at <LocalTime instant={values.publishAt} />, by itself.
              </>
            ) : values.publishAt ? (
              "Public, dated at this time."
            ) : (
              "Public as soon as it is saved. Pick a future time to schedule it."
            )}
          </p>
        </div>

        {postId && <PreviewTools postId={postId} csrfToken={csrfToken} links={previewLinks} unsaved={edited && !sameValues(values, loaded)} />}
        {postId && (
          <RevisionList
            revisions={revisions}
            onRestore={(restored, revision) => {
              takeValues(restored);
              setRestoredFrom({ at: revision.createdAt, version: revision.version });
            }}
          />
        )}

        {/* Beside Save, where they are when they find out. */}
        {ended && (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive md:col-span-2">
            Your session has ended. Your changes are still here and kept in this browser;{" "}
            <button type="button" className="font-medium underline underline-offset-4" onClick={() => setDismissedSession(null)}>
              sign in again
            </button>{" "}
            to save them.
          </p>
        )}

        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : mode === "create" ? "Create Post" : "Update Post"}
          </Button>
          <Button asChild variant="outline">
            <Link to={listHref}>Cancel</Link>
          </Button>
        </div>
      </Form>
      <SignInAgainDialog
        key={csrfToken}
        open={ended && dismissedSession !== csrfToken}
        onOpenChange={(open) => setDismissedSession(open ? null : csrfToken)}
        description={
          wantsSave
            ? "Sign in again to save this post. Everything you typed stays on this page."
            : "Sign in again to keep working. Everything you typed stays on this page."
        }
        submitLabel={wantsSave ? "Sign in and save" : "Sign in"}
      />
    </section>
  );
}

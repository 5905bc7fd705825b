import { History, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { CsrfField, SignInInPlaceField } from "#app/features/admin/admin-shell.tsx";
import { SignInAgainDialog } from "#app/features/admin/sign-in-again-dialog.tsx";
import { useSessionKeepAlive } from "#app/features/admin/use-session-keep-alive.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ADMIN_CATEGORIES, postLimits, type FieldErrors, type PostFormValues } from "./post.schema.ts";
import { slugify } from "./slug.ts";
import { usePostDraft } from "./use-post-draft.ts";

type Props = {
  mode: "create" | "edit";
  postId?: string;
  values: PostFormValues;
  errors?: FieldErrors;
  formError?: string;
  csrfToken: string;
  /** The server refused this form's save because the session had ended. */
  sessionEnded?: boolean;
};

/** The preview hides itself when the address does not load (and shows again for a new address). */
function ImagePreview({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!hydrated || !url.trim() || failedUrl === url) return null;
  return (
    <img
      src={url.trim()}
      alt="Featured image preview"
      onError={() => setFailedUrl(url)}
      className="mt-1 aspect-video w-full max-w-sm rounded-md border object-cover"
    />
  );
}

/**
 * The post editor. Its values live in React state, so nothing typed is lost when the page's data
 * changes under it (a refused save, a sign-in in place); they are also kept as a local draft
 * (usePostDraft). While someone types, the session is kept alive; when it has ended anyway, Save
 * asks for the password in a dialog and then saves, with the new session's CSRF token.
 */
export function PostForm({ mode, postId, values: loaded, errors = {}, formError, csrfToken, sessionEnded = false }: Props) {
  const navigation = useNavigation();
  const intent = mode === "create" ? "create" : "update";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(loaded);
  const [edited, setEdited] = useState(false);
  const draft = usePostDraft({ postId, intent, loaded, values, edited });

  // Sessions are told apart by their CSRF token: a sign-in brings a new one.
  const [endedSession, setEndedSession] = useState<string | null>(null);
  const [dismissedSession, setDismissedSession] = useState<string | null>(null);
  const [saveAfterSignIn, setSaveAfterSignIn] = useState<string | null>(null);
  const ended = sessionEnded || endedSession === csrfToken;
  // Found out while typing: said beside the form, not in a dialog that would take the keystrokes.
  const keepAlive = useSessionKeepAlive(() => {
    setEndedSession(csrfToken);
    setDismissedSession(csrfToken);
  });

  // Signed in again (a new token) after a refused or held-back save: save now, with the new token.
  const wantsSave = sessionEnded || saveAfterSignIn === csrfToken;
  const lastSession = useRef({ csrfToken, wantsSave });
  useEffect(() => {
    const previous = lastSession.current;
    lastSession.current = { csrfToken, wantsSave };
    if (previous.csrfToken !== csrfToken && previous.wantsSave) formRef.current?.requestSubmit();
  }, [csrfToken, wantsSave]);

  const update = <K extends keyof PostFormValues>(name: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited(true);
  };
  const text = (name: Exclude<keyof PostFormValues, "published">) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!ended) return;
    // Known to be signed out: no request that would only be refused; sign in first, then it saves.
    event.preventDefault();
    setSaveAfterSignIn(csrfToken);
    setDismissedSession(null);
  }

  function restoreDraft() {
    const restored = draft.accept();
    if (restored) {
      setValues(restored);
      setEdited(true);
    }
  }

  const slug = slugify(values.title);
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
          <Link to="/admin/blog" aria-label="Close the form">
            <X aria-hidden="true" />
          </Link>
        </Button>
      </div>

      {/* No action: the form posts to the current address, so ?edit= survives a refused save. */}
      <Form
        ref={formRef}
        method="post"
        className="mt-5 grid gap-5 md:grid-cols-2"
        noValidate
        onSubmit={submit}
        onInput={keepAlive}
        onChange={keepAlive}
      >
        <CsrfField token={csrfToken} />
        <SignInInPlaceField />
        <input type="hidden" name="intent" value={intent} />
        {postId && <input type="hidden" name="id" value={postId} />}

        {draft.offer && (
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
                  This browser kept changes to this {mode === "create" ? "new post" : "post"} from {formatEastern(draft.offer.savedAt)}{" "}
                  that were not saved.
                </p>
              </div>
            </div>
            <div className="flex gap-2">
              <Button type="button" size="sm" onClick={restoreDraft}>
                Restore
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={draft.discard}>
                Discard
              </Button>
            </div>
          </div>
        )}

        {formError && !ended && (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive md:col-span-2">
            {formError}
          </p>
        )}

        <FormField
          field={field("title", "post-title")}
          label="Title"
          hint={slug ? `Address: /blog/${slug}` : "The post's address is made from its title."}
          className="md:col-span-2"
        >
          {(control) => (
            <Input {...control} {...text("title")} maxLength={postLimits.title} />
          )}
        </FormField>

        <FormField field={field("excerpt", "post-excerpt")} label="Excerpt" className="md:col-span-2">
          {(control) => <Textarea {...control} rows={3} {...text("excerpt")} />}
        </FormField>

        <FormField
          field={field("content", "post-content")}
          label="Content"
          hint="Markdown: ## for a heading, **bold**, - for a bullet; a line break stays a line break. HTML is removed."
          className="md:col-span-2"
        >
          {(control) => <Textarea {...control} rows={10} {...text("content")} className="font-mono text-sm" />}
        </FormField>

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

        <FormField field={field("readTime", "post-read-time")} label="Read time">
          {(control) => <Input {...control} {...text("readTime")} maxLength={postLimits.readTime} />}
        </FormField>

        <FormField
          field={field("featuredImageUrl", "post-image")}
          label="Featured image URL"
          hint="Optional. Images are shown from this site only, e.g. /images/cover.png."
          className="md:col-span-2"
        >
          {(control) => (
            <>
              <Input {...control} {...text("featuredImageUrl")} inputMode="url" />
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
          Published (visible on the public blog)
        </label>

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
            <Link to="/admin/blog">Cancel</Link>
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

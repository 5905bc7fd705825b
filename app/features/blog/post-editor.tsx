import { X } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ADMIN_CATEGORIES, postLimits, type FieldErrors, type PostFormValues } from "./post.schema.ts";
import { slugify } from "./slug.ts";

type Props = {
  mode: "create" | "edit";
  postId?: string;
  values: PostFormValues;
  errors?: FieldErrors;
  formError?: string;
  csrfToken: string;
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

export function PostForm({ mode, postId, values, errors = {}, formError, csrfToken }: Props) {
  const navigation = useNavigation();
  const intent = mode === "create" ? "create" : "update";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [title, setTitle] = useState(values.title);
  const [imageUrl, setImageUrl] = useState(values.featuredImageUrl);
  const slug = slugify(title);
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
      <Form method="post" className="mt-5 grid gap-5 md:grid-cols-2" noValidate>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value={intent} />
        {postId && <input type="hidden" name="id" value={postId} />}

        {formError && (
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
            <Input {...control} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={postLimits.title} />
          )}
        </FormField>

        <FormField field={field("excerpt", "post-excerpt")} label="Excerpt" className="md:col-span-2">
          {(control) => <Textarea {...control} rows={3} defaultValue={values.excerpt} />}
        </FormField>

        <FormField
          field={field("content", "post-content")}
          label="Content"
          hint="Markdown: ## for a heading, **bold**, - for a bullet; a line break stays a line break. HTML is removed."
          className="md:col-span-2"
        >
          {(control) => <Textarea {...control} rows={10} defaultValue={values.content} className="font-mono text-sm" />}
        </FormField>

        <FormField field={field("author", "post-author")} label="Author">
          {(control) => <Input {...control} defaultValue={values.author} maxLength={postLimits.author} />}
        </FormField>

        <FormField field={field("category", "post-category")} label="Category">
          {(control) => (
            <NativeSelect {...control} defaultValue={values.category}>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

        <FormField field={field("tags", "post-tags")} label="Tags" hint="Separate tags with commas.">
          {(control) => <Input {...control} defaultValue={values.tags} placeholder="AI Security, Guardrails" />}
        </FormField>

        <FormField field={field("readTime", "post-read-time")} label="Read time">
          {(control) => <Input {...control} defaultValue={values.readTime} maxLength={postLimits.readTime} />}
        </FormField>

        <FormField
          field={field("featuredImageUrl", "post-image")}
          label="Featured image URL"
          hint="Optional. Images are shown from this site only, e.g. /images/cover.png."
          className="md:col-span-2"
        >
          {(control) => (
            <>
              <Input {...control} value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} inputMode="url" />
              <ImagePreview url={imageUrl} />
            </>
          )}
        </FormField>

        <label className="flex items-center gap-3 text-sm font-medium md:col-span-2">
          <input
            type="checkbox"
            name="published"
            defaultChecked={values.published}
            className="size-4 rounded border-input accent-primary"
          />
          Published (visible on the public blog)
        </label>

        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : mode === "create" ? "Create Post" : "Update Post"}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/blog">Cancel</Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}

// The blog admin form, defined once: its fields, limits, defaults and checks. The editor, the
// admin route (loading a post into the form, parsing a save) and the post store all take their
// types from here. zod is welcome in the admin's bundle; no public page imports this module.
import { brand } from "#app/config/site.ts";
import { fieldErrors, z } from "#app/lib/zod.ts";

export const ADMIN_CATEGORIES = ["Gen AI", "Security", "Research", "Implementation"] as const;

/** The most characters each field takes; the editor's inputs use the same numbers. */
export const postLimits = {
  title: 200,
  excerpt: 1000,
  content: 100_000,
  author: 100,
  category: 50,
  tags: 1000,
  readTime: 30,
  featuredImageUrl: 2000,
} as const;

/** What a new post's form shows, and what a blank field is saved as. */
export const postFormDefaults = {
  title: "",
  excerpt: "",
  content: "",
  author: brand.teamAuthor,
  category: "Gen AI",
  tags: "",
  readTime: "5 min read",
  published: false,
  featuredImageUrl: "",
} as const satisfies PostFormValues;

/** Tags: split on commas, trimmed, empty entries dropped (and repeats dropped). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

type LimitedField = keyof typeof postLimits;
// Thousands separators from five digits on: "1000 characters", "100,000 characters".
const count = (n: number) => (n < 10_000 ? String(n) : n.toLocaleString("en-US"));
const tooLong = (field: LimitedField) => `Must be at most ${count(postLimits[field])} characters`;
const trimmed = (field: LimitedField) => z.string().trim().max(postLimits[field], tooLong(field));
const orDefault = (field: "author" | "category" | "readTime") =>
  trimmed(field).transform((value): string => value || postFormDefaults[field]);

/**
 * The spec asks for no required fields; blanks fall back to the form defaults, and only a title
 * without a single letter or digit is refused later, because the post's URL is made from it.
 */
export const PostFormSchema = z.object({
  title: trimmed("title"),
  excerpt: trimmed("excerpt"),
  content: z.string().max(postLimits.content, tooLong("content")),
  author: orDefault("author"),
  category: orDefault("category"),
  tags: z
    .string()
    .max(postLimits.tags, tooLong("tags"))
    .transform(parseTags)
    .refine((tags) => tags.length <= 20, "Use at most 20 tags")
    .refine((tags) => tags.every((tag) => tag.length <= 50), "Each tag must be at most 50 characters"),
  readTime: orDefault("readTime"),
  published: z.boolean(),
  featuredImageUrl: trimmed("featuredImageUrl")
    .transform((value) => (value === "" ? null : value))
    .refine(
      (value) => value === null || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value),
      "Use a path on this site (such as /images/cover.png) or an http(s) address",
    ),
});

/** The form as the inputs hold it (and as a refused save gives it back): text and a checkbox. */
export type PostFormValues = z.input<typeof PostFormSchema>;
/** A post as it is saved. */
export type PostInput = z.output<typeof PostFormSchema>;
export type FieldErrors = Partial<Record<keyof PostFormValues, string>>;

const postFields = Object.keys(PostFormSchema.shape) as Array<keyof PostFormValues>;

/** FormData → the form's values: text as typed, a checkbox true when it is present (ticked). */
export function postFormValues(formData: FormData): PostFormValues {
  const values = postFields.map((name) => {
    const value = formData.get(name);
    if (typeof postFormDefaults[name] === "boolean") return [name, value === "on"];
    const text = typeof value === "string" ? value : "";
    // Browsers send a textarea's line breaks as \r\n; the post body keeps \n.
    return [name, name === "content" ? text.replace(/\r\n/g, "\n") : text];
  });
  return Object.fromEntries(values) as PostFormValues;
}

/** A saved post, as the form shows it for editing: tags as one line of text, no image as blank. */
export function postFormValuesOf(post: PostInput): PostFormValues {
  const values = Object.fromEntries(postFields.map((name) => [name, post[name]])) as PostInput;
  return { ...values, tags: post.tags.join(", "), featuredImageUrl: post.featuredImageUrl ?? "" };
}

export function parsePostForm(values: PostFormValues): { ok: true; data: PostInput } | { ok: false; errors: FieldErrors } {
  const result = PostFormSchema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) as FieldErrors };
}

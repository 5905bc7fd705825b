// The blog admin form, defined once: its fields, limits, defaults and checks. The editor, the
// admin route (loading a post into the form, parsing a save) and the post store all take their
// types from here. zod is welcome in the admin's bundle; no public page imports this module.
import { brand } from "#app/config/site.ts";
import { fieldErrors, z } from "#app/lib/zod.ts";
import { EMPTY_POST_READ_TIME, readTimeFor } from "./reading.ts";

export const ADMIN_CATEGORIES = ["Gen AI", "Security", "Research", "Implementation"] as const;

/** The most characters each field takes; the editor's inputs use the same numbers. */
export const postLimits = {
  title: 200,
  slug: 200,
  excerpt: 1000,
  content: 100_000,
  author: 100,
  category: 50,
  tags: 1000,
  readTime: 30,
  featuredImageUrl: 2000,
  publishAt: 40,
} as const;

/** What a new post's form shows, and what a blank field is saved as. */
export const postFormDefaults = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author: brand.teamAuthor,
  category: "Gen AI",
  tags: "",
  readTime: EMPTY_POST_READ_TIME,
  published: false,
  featuredImageUrl: "",
  publishAt: "",
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
const orDefault = (field: "author" | "category") =>
  trimmed(field).transform((value): string => value || postFormDefaults[field]);

/** An instant as the editor sends it: ISO 8601 with its offset, made from the time typed in the editor's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const plausibleInstant = (value: string) => {
  if (!ISO_INSTANT.test(value)) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
};

/**
 * The spec asks for no required fields; blanks fall back to the form defaults, and only a title
 * without a single letter or digit is refused later, because the post's URL is made from it. A blank
 * slug is made from the title; a blank read time from the text (the spec's default when there is none).
 */
export const PostFormSchema = z.object({
  title: trimmed("title"),
  slug: trimmed("slug"),
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
  readTime: trimmed("readTime"),
  published: z.boolean(),
  featuredImageUrl: trimmed("featuredImageUrl")
    .transform((value) => (value === "" ? null : value))
    .refine(
      (value) => value === null || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value),
      "Use a path on this site (such as /images/cover.png) or an http(s) address",
    ),
  /** When a published post goes public; blank is "now" (or the date it already has). A future time schedules it. */
  publishAt: trimmed("publishAt")
    .refine((value) => value === "" || plausibleInstant(value), "Enter a valid publish date and time")
    .transform((value) => (value === "" ? null : new Date(value))),
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

/** The stored fields the form edits (a post row, or a revision of one). */
export type EditablePost = Omit<PostInput, "publishAt"> & { publishedAt: Date | null };

/** A saved post, as the form shows it for editing: tags as one line of text, no image or date as blank. */
export function postFormValuesOf(post: EditablePost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    tags: post.tags.join(", "),
    readTime: post.readTime,
    published: post.published,
    featuredImageUrl: post.featuredImageUrl ?? "",
    publishAt: post.publishedAt?.toISOString() ?? "",
  };
}

export function parsePostForm(values: PostFormValues): { ok: true; data: PostInput } | { ok: false; errors: FieldErrors } {
  const result = PostFormSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) as FieldErrors };
  const data = result.data;
  return { ok: true, data: { ...data, readTime: data.readTime || readTimeFor(data.content) } };
}

/**
 * The first field longer than the form allows, or null. A draft saved while typing is kept even
 * when it would not pass as a post yet (a title without letters, too many tags), but never larger.
 */
export function fieldOverLimit(values: PostFormValues): keyof typeof postLimits | null {
  for (const field of Object.keys(postLimits) as Array<keyof typeof postLimits>) {
    if (values[field].length > postLimits[field]) return field;
  }
  return null;
}

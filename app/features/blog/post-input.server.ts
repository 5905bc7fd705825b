// Validation of the blog admin form, on the server. Kept server-only so zod stays out of the
// admin's browser bundle: its feature check calls Function(), which the CSP reports as eval.
import { z } from "zod";
import { parseTags, postFormDefaults, type FieldErrors, type PostFormValues } from "./post.schema.ts";

const imageUrl = z
  .string()
  .trim()
  .max(2000, "Must be at most 2000 characters")
  .transform((value) => (value === "" ? null : value))
  .refine(
    (value) => value === null || (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value),
    "Use a path on this site (such as /images/cover.png) or an http(s) address",
  );

/**
 * The spec asks for no required fields; blanks fall back to the form defaults, and only a title
 * without a single letter or digit is refused later, because the post's URL is made from it.
 */
export const PostFormSchema = z.object({
  title: z.string().trim().max(200, "Must be at most 200 characters"),
  excerpt: z.string().trim().max(1000, "Must be at most 1000 characters"),
  content: z.string().max(100_000, "Must be at most 100,000 characters"),
  author: z
    .string()
    .trim()
    .max(100, "Must be at most 100 characters")
    .transform((value) => value || postFormDefaults.author),
  category: z
    .string()
    .trim()
    .max(50, "Must be at most 50 characters")
    .transform((value) => value || postFormDefaults.category),
  tags: z
    .string()
    .max(1000, "Must be at most 1000 characters")
    .transform(parseTags)
    .refine((tags) => tags.length <= 20, "Use at most 20 tags")
    .refine((tags) => tags.every((tag) => tag.length <= 50), "Each tag must be at most 50 characters"),
  readTime: z
    .string()
    .trim()
    .max(30, "Must be at most 30 characters")
    .transform((value) => value || postFormDefaults.readTime),
  published: z.boolean(),
  featuredImageUrl: imageUrl,
});
export type PostInput = z.output<typeof PostFormSchema>;

export function parsePostForm(values: PostFormValues): { ok: true; data: PostInput } | { ok: false; errors: FieldErrors } {
  const result = PostFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PostFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

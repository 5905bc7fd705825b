import { parsePostForm, postFormDefaults, type PostFormValues, type PostInput } from "#app/features/blog/post.schema.ts";

/** A post as the admin form would save it, from the fields a test sets (the rest are the form's defaults). */
export function postInput(overrides: Partial<PostFormValues>): PostInput {
  const parsed = parsePostForm({ ...postFormDefaults, ...overrides });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

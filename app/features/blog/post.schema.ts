// The blog admin form's fields, defaults and text handling, shared by the form and the server.
import { brand } from "#app/config/site.ts";

export const ADMIN_CATEGORIES = ["Gen AI", "Security", "Research", "Implementation"] as const;

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
} as const;

/** The form as text, the way inputs hold it (and the way a failed save gives it back). */
export type PostFormValues = { [K in keyof typeof postFormDefaults]: (typeof postFormDefaults)[K] extends boolean ? boolean : string };

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

export type FieldErrors = Partial<Record<keyof PostFormValues, string>>;

/** FormData → the form's text values (a checkbox is present when ticked). */
export function postFormValues(formData: FormData): PostFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    content: text("content").replace(/\r\n/g, "\n"),
    author: text("author"),
    category: text("category"),
    tags: text("tags"),
    readTime: text("readTime"),
    published: formData.get("published") === "on",
    featuredImageUrl: text("featuredImageUrl"),
  };
}

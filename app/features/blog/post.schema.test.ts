import { describe, expect, it } from "vitest";
import { parsePostForm, parseTags, postFormDefaults, postFormValues } from "./post.schema.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("blog admin form", () => {
  it("splits tags on commas, trims them and drops empties and repeats", () => {
    expect(parseTags(" AI ,, Security ,ai, ,Guardrails,")).toEqual(["AI", "Security", "Guardrails"]);
  });

  it("falls back to the defaults for blank fields and saves an empty image URL as null", () => {
    const parsed = parsePostForm(postFormValues(form({ title: "Hello", author: " ", category: "", readTime: "", featuredImageUrl: "  " })));
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: "Hello",
        excerpt: "",
        content: "",
        author: postFormDefaults.author,
        category: "Gen AI",
        tags: [],
        readTime: "5 min read",
        published: false,
        featuredImageUrl: null,
      },
    });
  });

  it("reads the published checkbox and keeps line breaks as \\n", () => {
    const values = postFormValues(form({ published: "on", content: "a\r\nb" }));
    expect(values.published).toBe(true);
    expect(values.content).toBe("a\nb");
  });

  it("refuses image addresses that are neither on this site nor http(s)", () => {
    for (const url of ["javascript:alert(1)", "//evil.example/x.png", "data:image/png;base64,AAAA"]) {
      const parsed = parsePostForm(postFormValues(form({ featuredImageUrl: url })));
      expect(parsed.ok ? "accepted" : parsed.errors.featuredImageUrl).toMatch(/Use a path on this site/);
    }
    expect(parsePostForm(postFormValues(form({ featuredImageUrl: "/images/cover.png" }))).ok).toBe(true);
  });
});

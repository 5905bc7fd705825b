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
        slug: "",
        excerpt: "",
        content: "",
        author: postFormDefaults.author,
        category: "Gen AI",
        tags: [],
        readTime: "5 min read",
        published: false,
        featuredImageUrl: null,
        publishAt: null,
      },
    });
  });

  it("works a blank read time out from the text, and keeps one typed by hand", () => {
    const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ");
    const auto = parsePostForm(postFormValues(form({ title: "Long", content: words, readTime: "" })));
    expect(auto.ok && auto.data.readTime).toBe("4 min read");
    const typed = parsePostForm(postFormValues(form({ title: "Long", content: words, readTime: "12 min read" })));
    expect(typed.ok && typed.data.readTime).toBe("12 min read");
  });

  it("takes a publish time only as an ISO instant with its offset", () => {
    const at = parsePostForm(postFormValues(form({ title: "Later", publishAt: "2026-12-01T15:30:00.000Z" })));
    expect(at.ok && at.data.publishAt).toEqual(new Date("2026-12-01T15:30:00Z"));
    const offset = parsePostForm(postFormValues(form({ title: "Later", publishAt: "2026-12-01T10:30-05:00" })));
    expect(offset.ok && offset.data.publishAt).toEqual(new Date("2026-12-01T15:30:00Z"));
    for (const bad of ["2026-12-01T15:30", "tomorrow", "1970-01-01T00:00:00Z", "2026-13-45T99:99:00Z"]) {
      const parsed = parsePostForm(postFormValues(form({ title: "Later", publishAt: bad })));
      expect(parsed.ok, bad).toBe(false);
    }
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

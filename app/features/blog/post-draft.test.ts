import { describe, expect, it } from "vitest";
import { draftKeyOf, markdownWords, mergeUnsavedNewPosts, newPostDrafts, newPostKeyOf, parseDraft, sameValues, type PostDraft } from "./post-draft.ts";
import { postFormDefaults } from "./post.schema.ts";

const values = { ...postFormDefaults, title: "Half-written", content: "Line one\nline two", published: true };

describe("post drafts", () => {
  it("are kept per post, a new one by its form's key", () => {
    const id = "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11";
    expect(draftKeyOf({ postId: id })).toBe(id);
    expect(draftKeyOf({ newPostKey: id })).toBe(`new:${id}`);
    expect(newPostKeyOf(`new:${id}`)).toBe(id);
    expect(newPostKeyOf("new")).toBeNull();
    expect(newPostKeyOf(id)).toBeUndefined();
  });

  it("offer New Post the newest new post's draft, never a saved post's", () => {
    const at = (savedAt: string) => ({ values, savedAt });
    const stored: Record<string, PostDraft> = {
      "new:older": at("2026-01-05T15:00:00.000Z"),
      "new:newer": at("2026-01-05T16:00:00.000Z"),
      "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11": at("2026-01-05T17:00:00.000Z"),
      new: at("2026-01-04T12:00:00.000Z"),
    };
    const load = (key: string) => stored[key] ?? null;
    const now = Date.parse("2026-01-06T09:00:00.000Z");
    const newest = (keys: string[]) => newPostDrafts(keys, load, now).kept[0] ?? null;
    expect(newest(Object.keys(stored))).toEqual({ key: "new:newer", newPostKey: "newer", draft: stored["new:newer"] });
    expect(newPostDrafts(Object.keys(stored), load, now).kept.map((found) => found.key)).toEqual(["new:newer", "new:older", "new"]);
    expect(newest(["new", "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11"])).toEqual({ key: "new", newPostKey: null, draft: stored.new });
    expect(newest(["6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11", "new:gone"])).toBeNull();
  });

  it("name the new posts' drafts untouched for 30 days, which are neither offered nor kept", () => {
    const stored: Record<string, PostDraft> = {
      "new:abandoned": { values, savedAt: "2026-01-01T08:59:59.000Z" },
      "new:recent": { values, savedAt: "2026-01-01T09:00:00.000Z" },
      "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11": { values, savedAt: "2025-06-01T09:00:00.000Z" },
    };
    const found = newPostDrafts(Object.keys(stored), (key) => stored[key] ?? null, Date.parse("2026-01-31T09:00:00.000Z"));
    expect(found).toEqual({ kept: [{ key: "new:recent", newPostKey: "recent", draft: stored["new:recent"] }], abandoned: ["new:abandoned"] });
  });

  it("list the server's unsaved new posts with this browser's, each by its newest text", () => {
    const server = [
      { newPostKey: "a", title: "Server, older", opening: "", savedAt: "2026-01-05T10:00:00.000Z" },
      { newPostKey: "b", title: "Server, newer than the browser", opening: "", savedAt: "2026-01-05T12:00:00.000Z" },
    ];
    const browserDraft = (title: string, savedAt: string) => ({ values: { ...values, title, content: `  ${"word ".repeat(40)}` }, savedAt });
    const browser = [
      { key: "new:a", newPostKey: "a", draft: browserDraft("Browser, newer", "2026-01-05T11:00:00.000Z") },
      { key: "new:b", newPostKey: "b", draft: browserDraft("Browser, older", "2026-01-05T09:00:00.000Z") },
      { key: "new:c", newPostKey: "c", draft: browserDraft("Browser only", "2026-01-05T13:00:00.000Z") },
      { key: "new", newPostKey: null, draft: browserDraft("Before keys", "2026-01-05T14:00:00.000Z") },
    ];
    const merged = mergeUnsavedNewPosts(server, browser);
    expect(merged.map((post) => [post.newPostKey, post.title])).toEqual([
      ["c", "Browser only"],
      ["b", "Server, newer than the browser"],
      ["a", "Browser, newer"],
    ]);
    // The first 120 characters, spaces folded.
    expect(merged[0]!.opening).toBe(`${"word ".repeat(23)}wor`);
  });

  it("read back what was stored", () => {
    const draft = { values, savedAt: "2026-01-05T15:00:00.000Z" };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("ignore anything that is not a draft", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ values, savedAt: "yesterday" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ values: { ...values, published: "yes" }, savedAt: "2026-01-05T15:00:00.000Z" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ values: { title: "only a title" }, savedAt: "2026-01-05T15:00:00.000Z" }))).toBeNull();
  });

  it("drop fields they do not know", () => {
    const stored = { values: { ...values, extra: "<script>" }, savedAt: "2026-01-05T15:00:00.000Z" };
    expect(parseDraft(JSON.stringify(stored))!.values).toEqual(values);
  });

  it("compare every field", () => {
    expect(sameValues(values, { ...values })).toBe(true);
    expect(sameValues(values, { ...values, published: false })).toBe(false);
    expect(sameValues(values, { ...values, tags: "x" })).toBe(false);
  });
});

describe("an unsaved post's opening words", () => {
  it("read as the text, without Markdown's marks", () => {
    expect(markdownWords("## Heading\nSome **bold** text and _a stress_ here.\n\n- one\n- two\n1. three")).toBe(
      "Heading Some bold text and a stress here. one two three",
    );
    expect(markdownWords("> Quoted, see [the report](https://example.com/r) and ![a chart](/c.png) with `code`.")).toBe(
      "Quoted, see the report and a chart with code.",
    );
    expect(markdownWords("```ts\nconst x = 1;\n```\nAfter")).toBe("const x = 1; After");
    // A lone mark or an arithmetic star is text.
    expect(markdownWords("2 * 3 = 6, snake_case_name and a * b")).toBe("2 * 3 = 6, snake_case_name and a * b");
  });
});

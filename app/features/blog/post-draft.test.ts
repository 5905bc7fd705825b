import { describe, expect, it } from "vitest";
import { draftKeyOf, parseDraft, sameValues } from "./post-draft.ts";
import { postFormDefaults } from "./post.schema.ts";

const values = { ...postFormDefaults, title: "Half-written", content: "Line one\nline two", published: true };

describe("post drafts", () => {
  it("are kept per post, and once for a new post", () => {
    expect(draftKeyOf("6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11")).toBe("6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11");
    expect(draftKeyOf(undefined)).toBe("new");
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

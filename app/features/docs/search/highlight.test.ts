import { describe, expect, it } from "vitest";
import { excerpt, markTerms, type MarkedText } from "./highlight.ts";

/** Marked words in [brackets], to read a result at a glance. */
const show = (parts: MarkedText) => parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join("");

describe("markTerms", () => {
  it("marks whole words whose index term matched, in any case or accent, and nothing inside other words", () => {
    const terms = new Set(["helm", "rollback", "cafe"]);
    expect(show(markTerms("Run `helm rollback` (Helm's rollback) in the Café; helmet stays.", terms))).toBe(
      "Run `[helm] [rollback]` ([Helm]'s [rollback]) in the [Café]; helmet stays.",
    );
  });

  it("keeps text as text: markup in a document is a run of characters like any other", () => {
    expect(markTerms("<script>alert(1)</script>", new Set(["script"]))).toEqual([
      { text: "<", marked: false },
      { text: "script", marked: true },
      { text: ">alert(1)</", marked: false },
      { text: "script", marked: true },
      { text: ">", marked: false },
    ]);
  });

  it("returns the text unmarked when nothing matches", () => {
    expect(markTerms("Nothing here.", new Set(["helm"]))).toEqual([{ text: "Nothing here.", marked: false }]);
    expect(markTerms("", new Set(["helm"]))).toEqual([]);
  });
});

describe("excerpt", () => {
  const filler = (words: number, word = "lorem") => Array.from({ length: words }, () => word).join(" ");

  it("shows a short text whole", () => {
    expect(show(excerpt("Roll back with helm rollback.", new Set(["rollback"])))).toBe("Roll back with helm [rollback].");
  });

  it("cuts a long text between words around the match, with an ellipsis on each cut side", () => {
    const text = `${filler(60)} the words helm rollback return the release ${filler(60)}`;
    const shown = show(excerpt(text, new Set(["helm", "rollback"]), 120));
    expect(shown).toMatch(/^…(lorem )+the words \[helm\] \[rollback\] return the release( lorem)+…$/);
    expect(shown.length).toBeLessThanOrEqual(120 + "……[][]".length);
    // The lead-in before the match is kept short, so the match is near the start.
    expect(shown.indexOf("[helm]")).toBeLessThan(60);
  });

  it("prefers the stretch holding the most of the query's words over the first match", () => {
    const text = `helm appears alone here. ${filler(80)} and here helm rollback appear together. ${filler(80)}`;
    expect(show(excerpt(text, new Set(["helm", "rollback"]), 100))).toContain("[helm] [rollback] appear together");
  });

  it("starts at the beginning when the match was elsewhere (in the title)", () => {
    const shown = show(excerpt(`First words of the text. ${filler(100)}`, new Set(["upgrading"]), 80));
    expect(shown.startsWith("First words of the text.")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { countWords, EMPTY_POST_READ_TIME, readTimeFor } from "./reading.ts";

describe("reading time", () => {
  it("counts the words a reader sees, not the Markdown around them", () => {
    expect(countWords("## A heading\n\n- **Bold** bullet and [a link](https://example.com/x)")).toBe(7);
    expect(countWords("![A chart of scores](/images/abc.webp) Then text.")).toBe(6);
    expect(countWords("Visit https://lumenguard.example/docs now")).toBe(2);
    expect(countWords("Café, naïve: déjà-vu 2025")).toBe(4);
    expect(countWords("   \n\n ## \n - ")).toBe(0);
  });

  it("rounds up to whole minutes at 230 words a minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readTimeFor(words(1))).toBe("1 min read");
    expect(readTimeFor(words(230))).toBe("1 min read");
    expect(readTimeFor(words(231))).toBe("2 min read");
    expect(readTimeFor(words(2300))).toBe("10 min read");
  });

  it("keeps the spec's default for a post without text", () => {
    expect(readTimeFor("")).toBe(EMPTY_POST_READ_TIME);
    expect(EMPTY_POST_READ_TIME).toBe("5 min read");
  });
});

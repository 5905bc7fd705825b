import { describe, expect, it } from "vitest";
import { countOf, formatBytes, formatSeconds } from "./figures.ts";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [900, "900 B"],
    [1536, "1.5 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [734_003_200, "700 MB"],
    [1.25 * 1024 ** 3, "1.3 GB"],
  ])("%d bytes are %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe("formatSeconds", () => {
  it.each([
    [0, "0 s"],
    [42, "42 s"],
    [60, "1 min"],
    [3_720, "1 h 2 min"],
    [7_200, "2 h"],
    [200_000, "2 d 7 h"],
    [86_400 + 59, "1 d"],
  ])("%d seconds are %s", (seconds, text) => expect(formatSeconds(seconds)).toBe(text));
});

describe("countOf", () => {
  it("says one and many, with thousands separated", () => {
    expect(countOf(1, "hit")).toBe("1 hit");
    expect(countOf(0, "miss", "misses")).toBe("0 misses");
    expect(countOf(1200, "process", "processes")).toBe("1,200 processes");
  });
});

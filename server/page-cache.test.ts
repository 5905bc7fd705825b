import { describe, expect, it } from "vitest";
import { matchesValidator, preferredEncoding } from "./page-cache.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, then the plain bytes", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});

describe("matchesValidator", () => {
  it("matches the page's tag in any encoding, weak or strong, in a list, or *", () => {
    expect(matchesValidator('"abc"', "abc")).toBe(true);
    expect(matchesValidator('"abc-br"', "abc")).toBe(true);
    expect(matchesValidator('W/"abc-gz"', "abc")).toBe(true);
    expect(matchesValidator('"old", "abc"', "abc")).toBe(true);
    expect(matchesValidator("*", "abc")).toBe(true);
    expect(matchesValidator('"abcd"', "abc")).toBe(false);
    expect(matchesValidator(undefined, "abc")).toBe(false);
  });
});

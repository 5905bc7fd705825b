import { describe, expect, it } from "vitest";
import { pngSize } from "./png-size.ts";

// A 1x1 PNG header: signature, IHDR length, "IHDR", width 3, height 2.
const header = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0,
]);

describe("pngSize", () => {
  it("reads width and height from IHDR", () => {
    expect(pngSize(header)).toEqual({ width: 3, height: 2 });
  });

  it("rejects data that is not a PNG", () => {
    expect(() => pngSize(new TextEncoder().encode("<html>not found</html>............"))).toThrow(/not a PNG/);
  });
});

import { describe, expect, it } from "vitest";
import { largestVariantSize, MAX_IMAGE_WIDTH, MAX_VARIANT_PIXELS } from "./image-ref.ts";
import { IMAGE_MAX_ASPECT, IMAGE_MAX_PIXELS, shapeProblem } from "./image-rules.ts";

describe("shapeProblem", () => {
  it("takes photos, panoramas and tall infographics up to the limits", () => {
    expect(shapeProblem(6000, 4000)).toBeNull();
    expect(shapeProblem(7008, 4672)).toBeNull();
    expect(shapeProblem(1920 * IMAGE_MAX_ASPECT, 1920)).toBeNull();
    expect(shapeProblem(1, 1)).toBeNull();
  });

  it("refuses a strip of pixels and more pixels than the limit, whatever the file's size", () => {
    expect(shapeProblem(1920, 20000)).toBe("tooNarrow");
    expect(shapeProblem(20000, 1)).toBe("tooNarrow");
    expect(shapeProblem(1000, IMAGE_MAX_ASPECT * 1000 + 1)).toBe("tooNarrow");
    expect(shapeProblem(16384, 16384)).toBe("tooManyPixels");
    expect(shapeProblem(8000, 5000)).toBe("tooManyPixels");
    expect(shapeProblem(IMAGE_MAX_PIXELS / 4000 + 1, 4000)).toBe("tooManyPixels");
  });
});

describe("largestVariantSize", () => {
  it("keeps a small image's size and brings a wide one to the full width", () => {
    expect(largestVariantSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(largestVariantSize(6000, 4000)).toEqual({ width: MAX_IMAGE_WIDTH, height: 1280 });
    expect(largestVariantSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
  });

  it("serves a tall image narrower, within the pixel budget and every encoder's side limit", () => {
    for (const [width, height] of [[1920, 15360], [3000, 4000], [600, 4800], [2000, 16000]] as const) {
      const size = largestVariantSize(width, height);
      expect(size.width * size.height).toBeLessThanOrEqual(MAX_VARIANT_PIXELS * 1.001);
      expect(size.height).toBeLessThan(16383);
      expect(size.height / size.width).toBeCloseTo(height / width, 1);
    }
    expect(largestVariantSize(600, 4800)).toEqual({ width: 600, height: 4800 });
  });
});

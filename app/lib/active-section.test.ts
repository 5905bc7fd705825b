import { describe, expect, it } from "vitest";
import { activeSectionId } from "./active-section.ts";

const sections = (...tops: number[]) => tops.map((top, index) => ({ id: String.fromCharCode(65 + index), top }));

describe("activeSectionId", () => {
  it("is null while every section is below the reading line", () => {
    expect(activeSectionId(sections(400, 900, 1400), 216)).toBeNull();
  });

  it("picks the last section whose top has reached the line", () => {
    expect(activeSectionId(sections(-600, -100, 180, 700), 216)).toBe("C");
  });

  it("counts a section exactly on the line as reached", () => {
    expect(activeSectionId(sections(-50, 216, 600), 216)).toBe("B");
  });

  it("keeps the last section once all have scrolled past", () => {
    expect(activeSectionId(sections(-3000, -2000, -900), 216)).toBe("C");
  });

  it("handles a page without sections", () => {
    expect(activeSectionId([], 216)).toBeNull();
  });
});

describe("activeSectionId, counting only the section crossing the line", () => {
  const boxes = [
    { id: "A", top: -500, bottom: 100 },
    { id: "B", top: 140, bottom: 600 },
  ];

  it("picks the section that contains the line", () => {
    expect(activeSectionId(boxes, 300, true)).toBe("B");
  });

  it("is null in a gap between sections and below the last one", () => {
    expect(activeSectionId(boxes, 120, true)).toBeNull();
    expect(activeSectionId(boxes, 700, true)).toBeNull();
  });
});

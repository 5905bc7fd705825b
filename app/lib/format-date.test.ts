import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "./format-date.ts";

describe("formatLongDate", () => {
  it("writes US long dates without shifting the day", () => {
    expect(formatLongDate("2024-06-24")).toBe("June 24, 2024");
    expect(formatLongDate("2024-01-01")).toBe("January 1, 2024");
    expect(formatLongDate("2025-09-24T23:30:00Z")).toBe("September 24, 2025");
  });
});

describe("formatMonthYear", () => {
  it("names the month in the given time zone", () => {
    const newYearUtc = new Date("2026-01-01T02:00:00Z");
    expect(formatMonthYear(newYearUtc)).toBe("January 2026");
    expect(formatMonthYear(newYearUtc, "America/New_York")).toBe("December 2025");
  });
});

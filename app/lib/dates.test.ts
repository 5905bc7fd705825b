import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDateTime, formatInstant, instantAt, wallClock } from "./dates.ts";

describe("calendar days", () => {
  it("writes US long dates without shifting the day", () => {
    expect(formatCalendarDay("2024-06-24")).toBe("June 24, 2024");
    expect(formatCalendarDay("2024-01-01")).toBe("January 1, 2024");
    expect(formatCalendarDay("2025-09-24T23:30:00Z")).toBe("September 24, 2025");
  });

  it("writes the weekday and medium shapes", () => {
    expect(formatCalendarDay("2026-12-01", "weekday")).toBe("Tuesday, December 1, 2026");
    expect(formatCalendarDay("2026-12-01", "medium")).toBe("Dec 1, 2026");
  });
});

describe("instants", () => {
  it("names the month in the given time zone", () => {
    const newYearUtc = new Date("2026-01-01T02:00:00Z");
    expect(formatInstant(newYearUtc, "monthYear", "UTC")).toBe("January 2026");
    expect(formatInstant(newYearUtc, "monthYear", "America/New_York")).toBe("December 2025");
  });

  it("shows a meeting's start in full, in Eastern time by default and in another zone when asked", () => {
    expect(formatDateTime(new Date("2026-11-30T19:30:00Z"))).toBe("Monday, November 30, 2026 at 2:30 PM EST");
    expect(formatDateTime(new Date("2026-11-30T19:30:00Z"), "Europe/Berlin")).toBe("Monday, November 30, 2026 at 8:30 PM GMT+1");
  });

  it("reads a zone's wall clock and finds the instant it shows a time, across DST", () => {
    expect(wallClock(new Date("2026-07-01T15:00:00Z"))).toEqual({ year: 2026, month: 7, day: 1, hour: 11, minute: 0 });
    expect(wallClock(new Date("2026-01-01T04:30:00Z"), "UTC").hour).toBe(4);
    expect(instantAt({ year: 2026, month: 3, day: 9 }, 21 * 60).toISOString()).toBe("2026-03-10T01:00:00.000Z");
    expect(instantAt({ year: 2026, month: 3, day: 29 }, 9 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });
});

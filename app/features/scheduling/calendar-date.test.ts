import { describe, expect, it } from "vitest";
import { isWeekend, newYorkInstant, parseCalendarDate, todayInNewYork, toIsoDate } from "./calendar-date.ts";

describe("calendar dates", () => {
  it("reads the long, medium and ISO forms the forms send", () => {
    const expected = { year: 2026, month: 12, day: 1 };
    expect(parseCalendarDate("Tuesday, December 1, 2026")).toEqual(expected);
    expect(parseCalendarDate("December 1, 2026")).toEqual(expected);
    expect(parseCalendarDate("Dec 1, 2026")).toEqual(expected);
    expect(parseCalendarDate("2026-12-01")).toEqual(expected);
    expect(parseCalendarDate("2026-12-01T05:00:00.000Z")).toEqual(expected);
  });

  it("refuses impossible or foreign text", () => {
    for (const bad of ["2026-02-30", "Foo 1, 2026", "Decimal 1, 2026", "tomorrow", "", "1/12/2026"]) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
  });

  it("knows weekends", () => {
    expect(isWeekend({ year: 2026, month: 11, day: 28 })).toBe(true);
    expect(isWeekend({ year: 2026, month: 11, day: 29 })).toBe(true);
    expect(isWeekend({ year: 2026, month: 11, day: 30 })).toBe(false);
  });

  it("converts New York wall-clock times to instants across DST", () => {
    expect(newYorkInstant({ year: 2026, month: 12, day: 1 }, 11 * 60).toISOString()).toBe("2026-12-01T16:00:00.000Z");
    expect(newYorkInstant({ year: 2026, month: 7, day: 1 }, 11 * 60).toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(newYorkInstant({ year: 2026, month: 3, day: 9 }, 21 * 60).toISOString()).toBe("2026-03-10T01:00:00.000Z");
  });

  it("takes today from New York", () => {
    expect(toIsoDate(todayInNewYork(new Date("2026-11-22T03:00:00Z")))).toBe("2026-11-21");
  });
});

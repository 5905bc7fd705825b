import { describe, expect, it } from "vitest";
import { isBookableDay, parseCalendarDate } from "./calendar-date.ts";
import { formatBookingDay, fromPickerDate, toPickerDate } from "./booking-dates.ts";

describe("booking dates", () => {
  it("formats the long (weekday) and medium shapes the spec's forms send", () => {
    expect(formatBookingDay("2026-12-01")).toBe("Tuesday, December 1, 2026");
    expect(formatBookingDay("2026-12-01", "medium")).toBe("Dec 1, 2026");
    expect(formatBookingDay("")).toBe("");
  });

  it("round-trips through the shapes the server reads", () => {
    for (const iso of ["2026-01-05", "2026-03-09", "2026-11-02", "2027-02-26"]) {
      expect(parseCalendarDate(formatBookingDay(iso))).toEqual(parseCalendarDate(iso));
      expect(parseCalendarDate(formatBookingDay(iso, "medium"))).toEqual(parseCalendarDate(iso));
    }
  });

  it("keeps the picker's day whatever the zone", () => {
    const day = { year: 2026, month: 3, day: 8 };
    expect(fromPickerDate(toPickerDate(day))).toEqual(day);
  });

  it("books weekdays from today on, never weekends or past days", () => {
    const today = { year: 2026, month: 12, day: 2 }; // a Wednesday
    expect(isBookableDay({ year: 2026, month: 12, day: 2 }, today)).toBe(true);
    expect(isBookableDay({ year: 2026, month: 12, day: 1 }, today)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 5 }, today)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 6 }, today)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 7 }, today)).toBe(true);
  });
});

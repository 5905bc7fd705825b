import { describe, expect, it } from "vitest";
import { bookableDayRefusal, isBookableDay, lastBookableDay, parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
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
    const window = { today: { year: 2026, month: 12, day: 2 }, horizonDays: 60 }; // a Wednesday
    expect(isBookableDay({ year: 2026, month: 12, day: 2 }, window)).toBe(true);
    expect(isBookableDay({ year: 2026, month: 12, day: 1 }, window)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 5 }, window)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 6 }, window)).toBe(false);
    expect(isBookableDay({ year: 2026, month: 12, day: 7 }, window)).toBe(true);
  });

  it("books up to the horizon and not a day later, and says why a day is refused", () => {
    const window = { today: { year: 2026, month: 12, day: 2 }, horizonDays: 60 };
    // 60 days after Wednesday, December 2 is Sunday, January 31; the Friday before is the last weekday.
    expect(lastBookableDay(window)).toEqual({ year: 2027, month: 1, day: 31 });
    expect(bookableDayRefusal({ year: 2027, month: 1, day: 29 }, window)).toBeNull();
    expect(bookableDayRefusal({ year: 2027, month: 1, day: 30 }, window)).toBe("weekend");
    expect(bookableDayRefusal({ year: 2027, month: 2, day: 1 }, window)).toBe("beyond-horizon");
    expect(bookableDayRefusal({ year: 9999, month: 12, day: 1 }, window)).toBe("beyond-horizon");
    expect(bookableDayRefusal({ year: 2026, month: 12, day: 1 }, window)).toBe("past");
    expect(isBookableDay({ year: 2026, month: 12, day: 3 }, { ...window, horizonDays: 1 })).toBe(true);
    expect(isBookableDay({ year: 2026, month: 12, day: 4 }, { ...window, horizonDays: 1 })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SLOTS, parseSlotLabel, parseSlotList, slotLabel } from "./slots.ts";

describe("booking slots", () => {
  it("expands the default to 21 half-hour slots from 11:00 AM to 9:00 PM", () => {
    const slots = parseSlotList(DEFAULT_BOOKING_SLOTS)!;
    expect(slots).toHaveLength(21);
    expect(slotLabel(slots[0]!)).toBe("11:00 AM");
    expect(slotLabel(slots.at(-1)!)).toBe("9:00 PM");
  });

  it("accepts lists and mixed ranges, sorted and without repeats", () => {
    expect(parseSlotList("13:00, 09:00-10:00/30, 09:30")).toEqual([540, 570, 600, 780]);
  });

  it("refuses malformed lists", () => {
    for (const bad of ["", "25:00", "9am", "10:00-09:00/30", "09:00-10:00/1", "09:00,,x"]) {
      expect(parseSlotList(bad)).toBeNull();
    }
  });

  it("round-trips labels, noon and midnight included", () => {
    for (const m of [0, 30, 720, 750, 1290]) expect(parseSlotLabel(slotLabel(m))).toBe(m);
    expect(slotLabel(720)).toBe("12:00 PM");
    expect(parseSlotLabel("13:00 PM")).toBeNull();
    expect(parseSlotLabel("11:00")).toBeNull();
  });
});

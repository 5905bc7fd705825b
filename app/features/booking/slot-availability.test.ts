import { describe, expect, it } from "vitest";
import { fullSlotsFrom } from "./slot-availability.ts";

describe("availability answer", () => {
  it("lists the slots the backend reports as no longer open", () => {
    const answer = {
      data: {
        date: "2026-12-01",
        timeZone: "America/New_York",
        capacity: 2,
        bookable: true,
        slots: [
          { time: "11:00 AM", startsAt: "2026-12-01T16:00:00.000Z", open: true, remaining: 2 },
          { time: "11:30 AM", startsAt: "2026-12-01T16:30:00.000Z", open: false, remaining: 0 },
          { time: "12:00 PM", startsAt: "2026-12-01T17:00:00.000Z", open: true, remaining: 1 },
        ],
      },
      error: null,
    };
    expect([...fullSlotsFrom(answer)]).toEqual(["11:30 AM"]);
  });

  it("treats an unreadable answer as no information", () => {
    expect(fullSlotsFrom(null).size).toBe(0);
    expect(fullSlotsFrom({ data: null, error: { message: "x" } }).size).toBe(0);
  });
});

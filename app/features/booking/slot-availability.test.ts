import { describe, expect, it } from "vitest";
import { offeredDayFrom } from "./slot-availability.ts";

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
    expect([...offeredDayFrom(answer).full]).toEqual(["11:30 AM"]);
    // Without hosts the form keeps its configured list.
    expect(offeredDayFrom(answer).listed).toBeNull();
  });

  it("with hosts, lists the day's slots as the backend names them", () => {
    const answer = {
      data: {
        mode: "hosts",
        slots: [
          { time: "4:00 AM", open: true, remaining: 1 },
          { time: "4:30 AM", open: false, remaining: 0 },
        ],
      },
    };
    expect(offeredDayFrom(answer)).toEqual({ full: new Set(["4:30 AM"]), listed: ["4:00 AM", "4:30 AM"] });
  });

  it("treats an unreadable answer as no information", () => {
    expect(offeredDayFrom(null)).toEqual({ full: new Set(), listed: null });
    expect(offeredDayFrom({ data: null, error: { message: "x" } })).toEqual({ full: new Set(), listed: null });
  });
});

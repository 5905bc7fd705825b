import { describe, expect, it } from "vitest";
import { reminderTimes, startPhrase } from "./reminder-schedule.ts";

const H = 60 * 60_000;
const D = 24 * H;
// Tuesday, December 1, 2026, 2:30 PM EST.
const START = new Date("2026-12-01T19:30:00Z");
const before = (ms: number) => new Date(START.getTime() - ms);

describe("which reminders are queued", () => {
  it("queues every offset when the meeting is booked well ahead, longest first", () => {
    expect(reminderTimes(START, [D, H], before(3 * D))).toEqual([
      { offsetMs: D, dueAt: before(D) },
      { offsetMs: H, dueAt: before(H) },
    ]);
  });

  it("leaves out a reminder whose time has passed when the meeting is booked", () => {
    expect(reminderTimes(START, [D, H], before(5 * H))).toEqual([{ offsetMs: H, dueAt: before(H) }]);
  });

  it("leaves out one due at the very moment of booking: it would leave late", () => {
    expect(reminderTimes(START, [D, H], before(D))).toEqual([{ offsetMs: H, dueAt: before(H) }]);
    expect(reminderTimes(START, [D, H], before(D - 1)).map((time) => time.offsetMs)).toEqual([H]);
    expect(reminderTimes(START, [D, H], before(D + 1)).map((time) => time.offsetMs)).toEqual([D, H]);
  });

  it("queues none for a meeting booked inside its shortest offset, or with reminders off", () => {
    expect(reminderTimes(START, [D, H], before(30 * 60_000))).toEqual([]);
    expect(reminderTimes(START, [], before(3 * D))).toEqual([]);
  });

  it("works in seconds as well (the tests' short offsets)", () => {
    expect(reminderTimes(START, [3000, 1000], before(2000))).toEqual([{ offsetMs: 1000, dueAt: before(1000) }]);
  });
});

describe("how a reminder names the start", () => {
  it("says tomorrow or today as the reader's clock shows it when the reminder arrives", () => {
    expect(startPhrase(START, before(D), "America/New_York")).toEqual({ day: "tomorrow", text: "tomorrow at 2:30 PM EST" });
    expect(startPhrase(START, before(H), "America/New_York")).toEqual({ day: "today", text: "today at 2:30 PM EST" });
  });

  it("counts days in the reader's own zone", () => {
    // 8:30 PM in Berlin; 24 hours earlier it is Monday evening there: tomorrow.
    expect(startPhrase(START, before(D), "Europe/Berlin")).toEqual({ day: "tomorrow", text: "tomorrow at 8:30 PM GMT+1" });
    // In Tokyo the meeting is at 4:30 AM on Wednesday; an hour before it is already Wednesday.
    expect(startPhrase(START, before(H), "Asia/Tokyo").text).toBe("today at 4:30 AM GMT+9");
    // 10 hours before, Tokyo's clock shows Tuesday 6:30 PM: the meeting is tomorrow there, today in New York.
    expect(startPhrase(START, before(10 * H), "Asia/Tokyo").day).toBe("tomorrow");
    expect(startPhrase(START, before(10 * H), "America/New_York").day).toBe("today");
  });

  it("names the day in full when it is further off", () => {
    expect(startPhrase(START, before(7 * D), "America/New_York")).toEqual({ text: "on Tuesday, December 1, 2026 at 2:30 PM EST" });
  });
});

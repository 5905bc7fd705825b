import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/dates.ts";
import { hostTime } from "./host-availability.ts";
import type { HostRules } from "./host-rules.ts";
import { teamWeek, weekMonday, weekRange } from "./team-week.ts";

const EASTERN = "America/New_York";
const at = (date: string, clock: string, zone: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  return instantAt({ year, month, day }, hour * 60 + minute, zone).getTime();
};

const rules = (overrides: Partial<HostRules>): HostRules => ({
  adminId: "a",
  name: "Dana",
  email: "dana@lumenguard.example",
  meetingKinds: ["demo", "discovery"],
  timeZone: EASTERN,
  weeklyHours: { "1": [[540, 1020]], "2": [[540, 720], [780, 1020]], "3": [[540, 1020]], "4": [[540, 1020]], "5": [[540, 1020]] },
  daysOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyMax: null,
  meetingUrl: null,
  ...overrides,
});

// The week of Monday, June 2, 2025.
const MONDAY = { year: 2025, month: 6, day: 2 };

describe("the team week", () => {
  it("finds the Monday of the asked week, or of this week in the zone, and ignores what is no date", () => {
    const now = new Date("2025-06-05T12:00:00Z");
    expect(weekMonday("2025-06-08", EASTERN, now)).toEqual(MONDAY);
    expect(weekMonday("2025-06-02", EASTERN, now)).toEqual(MONDAY);
    expect(weekMonday(null, EASTERN, now)).toEqual(MONDAY);
    expect(weekMonday("2025-02-30", EASTERN, now)).toEqual(MONDAY);
    expect(weekMonday("0000-01-01", EASTERN, now)).toEqual(MONDAY);
    expect(weekMonday("9999-99-99' or 1=1", EASTERN, now)).toEqual(MONDAY);
    // Sunday evening in New York is already Monday in Tokyo.
    expect(weekMonday(null, "Asia/Tokyo", new Date("2025-06-01T23:00:00Z"))).toEqual(MONDAY);
  });

  it("shows each day's hours, busy times, meetings and days off in words", () => {
    const host = rules({ daysOff: [{ firstDay: "2025-06-05", lastDay: "2025-06-05" }], bufferAfterMinutes: 15 });
    const range = weekRange(MONDAY, EASTERN);
    const time = hostTime(host, range, [{ start: at("2025-06-02", "10:00", EASTERN), end: at("2025-06-02", "11:00", EASTERN) }], [
      { start: at("2025-06-03", "14:00", EASTERN), held: { start: at("2025-06-03", "14:00", EASTERN), end: at("2025-06-03", "15:00", EASTERN) } },
    ]);
    const week = teamWeek([time], MONDAY, EASTERN);
    expect(week).toMatchObject({ week: "2025-06-02", previous: "2025-05-26", next: "2025-06-09", timeZone: EASTERN });
    expect(week.days.map((day) => day.label)).toEqual(["Mon, Jun 2", "Tue, Jun 3", "Wed, Jun 4", "Thu, Jun 5", "Fri, Jun 6", "Sat, Jun 7", "Sun, Jun 8"]);
    const texts = week.rows[0]!.cells.map((cell) => cell.entries.map((entry) => entry.text));
    expect(texts).toEqual([
      ["Hours 9:00 AM–5:00 PM", "Busy 10:00 AM–11:00 AM"],
      // The meeting without its 15 minutes' buffer after.
      ["Hours 9:00 AM–12:00 PM", "Hours 1:00 PM–5:00 PM", "Booked 2:00 PM–2:45 PM"],
      ["Hours 9:00 AM–5:00 PM"],
      ["Off all day"],
      ["Hours 9:00 AM–5:00 PM"],
      ["No working hours"],
      ["No working hours"],
    ]);
    expect(week.rows[0]!.cells[3]!.entries[0]!.kind).toBe("off");
  });

  it("reads a host in another zone in the viewer's: their day off and hours cross the viewer's midnight", () => {
    // Berlin is six hours ahead of New York in June: 9:00–17:00 there is 3:00 AM–11:00 AM here.
    const berlin = rules({ adminId: "b", name: "Jonas", timeZone: "Europe/Berlin", weeklyHours: { "3": [[540, 1020]], "4": [[1200, 1440]] }, daysOff: [{ firstDay: "2025-06-06", lastDay: "2025-06-06" }] });
    const week = teamWeek([hostTime(berlin, weekRange(MONDAY, EASTERN), [], [])], MONDAY, EASTERN);
    const texts = week.rows[0]!.cells.map((cell) => cell.entries.map((entry) => entry.text));
    expect(texts[2]).toEqual(["Hours 3:00 AM–11:00 AM"]);
    // Thursday 20:00 to midnight in Berlin is 2:00 PM to 6:00 PM in New York.
    expect(texts[3]).toEqual(["Off 6:00 PM–midnight", "Hours 2:00 PM–6:00 PM"]);
    // Friday in Berlin ends at 6:00 PM in New York.
    expect(texts[4]).toEqual(["Off 12:00 AM–6:00 PM"]);
  });

  it("keeps the wall-clock hours across a DST change, and sorts hosts by name", () => {
    // Sunday, March 9, 2025: New York springs forward, so the week of March 3 is an hour short.
    const spring = { year: 2025, month: 3, day: 10 };
    const range = weekRange(spring, EASTERN);
    expect(range.end - range.start).toBe(7 * 86_400_000);
    const before = weekRange({ year: 2025, month: 3, day: 3 }, EASTERN);
    expect(before.end - before.start).toBe(7 * 86_400_000 - 3_600_000);
    const hosts = [rules({ adminId: "z", name: "Zoe" }), rules({ adminId: "a", name: "Avery" })].map((host) => hostTime(host, before, [], []));
    const week = teamWeek(hosts, { year: 2025, month: 3, day: 3 }, EASTERN);
    expect(week.rows.map((row) => row.name)).toEqual(["Avery", "Zoe"]);
    expect(week.rows[0]!.cells[4]!.entries.map((entry) => entry.text)).toEqual(["Hours 9:00 AM–5:00 PM"]);
  });
});

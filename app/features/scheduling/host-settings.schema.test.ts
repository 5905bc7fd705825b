import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/lib/zod.ts";
import {
  clockMinutes,
  DayOffSchema,
  hostSettingsFormValues,
  HostSettingsSchema,
  hostSettingsValues,
  NEW_HOST_SETTINGS,
  type HostSettingsValues,
} from "./host-settings.schema.ts";

const values = (overrides: Partial<HostSettingsValues> = {}): HostSettingsValues => ({
  ...hostSettingsFormValues({ ...NEW_HOST_SETTINGS, takesMeetings: true }),
  ...overrides,
});

const errorsOf = (input: HostSettingsValues) => {
  const parsed = HostSettingsSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const week = (monday: Array<{ from: string; until: string }>) => ({ ...values().hours, 1: monday });

describe("the host settings schema", () => {
  it("reads a new host's suggested settings back as they were", () => {
    const parsed = HostSettingsSchema.parse(values());
    expect(parsed).toEqual({ ...NEW_HOST_SETTINGS, takesMeetings: true });
    expect(hostSettingsFormValues(parsed).hours["1"]).toEqual([{ from: "09:00", until: "17:00" }]);
  });

  it("reads several ranges a day, sorted, leaves blank rows out, and takes an end of 00:00 as midnight", () => {
    const parsed = HostSettingsSchema.parse(
      values({ hours: week([{ from: "13:00", until: "17:30" }, { from: "", until: "" }, { from: "08:00", until: "12:00" }, { from: "20:00", until: "00:00" }]) }),
    );
    expect(parsed.weeklyHours["1"]).toEqual([[480, 720], [780, 1050], [1200, 1440]]);
    expect(hostSettingsFormValues(parsed).hours["1"]!.at(-1)).toEqual({ from: "20:00", until: "00:00" });
  });

  it("refuses overlapping ranges, an end before its start and half-filled rows, each at its own field, with every other error at once", () => {
    const errors = errorsOf(
      values({
        hours: week([{ from: "09:00", until: "12:00" }, { from: "11:00", until: "13:00" }, { from: "15:00", until: "14:00" }, { from: "16:00", until: "" }]),
        bufferBefore: "121",
        dailyMax: "0",
        meetingUrl: "http://meet.example.com/room",
        meetingKinds: [],
        timeZone: "Mars/Olympus",
      }),
    );
    expect(errors).toEqual({
      meetingKinds: "Choose at least one kind of meeting to take meetings.",
      timeZone: "Choose a time zone from the list.",
      "hours.1.1.from": "This range overlaps another one of the same day.",
      "hours.1.2.until": "The end must be after the start.",
      "hours.1.3.until": "Enter a time such as 09:00.",
      bufferBefore: "Enter whole minutes from 0 to 120.",
      dailyMax: "Leave it blank for no maximum, or enter a number from 1 to 50.",
      meetingUrl: "Enter the room's address starting with https://.",
    });
  });

  it("takes a meeting link at an https address only, without credentials in it", () => {
    for (const meetingUrl of ["webcal://meet.example.com/room", "https://user:pw@meet.example.com/room", "javascript:alert(1)", "meet.example.com/room"]) {
      expect(errorsOf(values({ meetingUrl })), meetingUrl).toEqual({ meetingUrl: "Enter the room's address starting with https://." });
    }
    expect(errorsOf(values({ meetingUrl: " https://meet.example.com/room?pwd=1 " }))).toEqual({});
  });

  it("needs a kind and some hours only from a host who takes meetings", () => {
    const empty = Object.fromEntries(Object.keys(values().hours).map((day) => [day, []])) as unknown as HostSettingsValues["hours"];
    expect(errorsOf(values({ meetingKinds: [], hours: empty }))).toEqual({
      meetingKinds: "Choose at least one kind of meeting to take meetings.",
      hours: "Add working hours to at least one day to take meetings.",
    });
    expect(errorsOf(values({ takesMeetings: false, meetingKinds: [], hours: empty }))).toEqual({});
  });

  it("takes a blank daily maximum as none, a known zone only, and kinds it knows", () => {
    const parsed = HostSettingsSchema.parse(values({ dailyMax: "", meetingKinds: ["discovery", "webinar"], timeZone: "Europe/Berlin", displayName: "  Dana  " }));
    expect(parsed).toMatchObject({ dailyMax: null, meetingKinds: ["discovery"], timeZone: "Europe/Berlin", displayName: "Dana" });
    expect(errorsOf(values({ timeZone: "Mars/Olympus" }))).toEqual({ timeZone: "Choose a time zone from the list." });
    expect(errorsOf(values({ timeZone: "+02:00" }))).toEqual({ timeZone: "Choose a time zone from the list." });
  });

  it("reads the form's fields, ranges by their position, a gap left by a removed one closed", () => {
    const form = new FormData();
    form.set("displayName", "Dana");
    form.set("takesMeetings", "on");
    form.append("meetingKinds", "demo");
    form.set("timeZone", "America/Chicago");
    form.set("hours.2.3.from", "14:00");
    form.set("hours.2.3.until", "16:00");
    form.set("hours.2.0.from", "09:00");
    form.set("hours.2.0.until", "12:00");
    form.set("hours.9.0.from", "09:00");
    form.set("bufferBefore", "5");
    form.set("bufferAfter", "10");
    form.set("dailyMax", "4");
    form.set("meetingUrl", "https://meet.example.com/dana");
    const read = hostSettingsValues(form);
    expect(read.hours["2"]).toEqual([{ from: "09:00", until: "12:00" }, { from: "14:00", until: "16:00" }]);
    expect(read.hours["1"]).toEqual([]);
    expect(HostSettingsSchema.parse(read)).toMatchObject({
      meetingKinds: ["demo"],
      weeklyHours: { "2": [[540, 720], [840, 960]] },
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      dailyMax: 4,
      meetingUrl: "https://meet.example.com/dana",
    });
  });

  it("reads clock times as a time input writes them", () => {
    expect(clockMinutes("09:30")).toBe(570);
    expect(clockMinutes("09:30:15")).toBe(570);
    expect(clockMinutes("24:00")).toBeNull();
    expect(clockMinutes("9:30")).toBeNull();
    expect(clockMinutes("00:00")).toBe(0);
    expect(clockMinutes("00:00", true)).toBe(1440);
  });
});

describe("days off and calendars", () => {
  it("takes a single day or a run of days, in order, at most a year", () => {
    expect(DayOffSchema.parse({ firstDay: "2030-07-04", lastDay: "" })).toEqual({ firstDay: "2030-07-04", lastDay: "2030-07-04" });
    expect(DayOffSchema.parse({ firstDay: "2030-07-01", lastDay: "2030-07-05" })).toEqual({ firstDay: "2030-07-01", lastDay: "2030-07-05" });
    const refused = (input: { firstDay: string; lastDay: string }) => {
      const parsed = DayOffSchema.safeParse(input);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(refused({ firstDay: "2030-07-05", lastDay: "2030-07-01" })).toEqual({ lastDay: "The last day must be on or after the first." });
    expect(refused({ firstDay: "2030-01-01", lastDay: "2031-01-02" })).toEqual({ lastDay: "Enter at most 366 days at once." });
    expect(refused({ firstDay: "2030-02-30", lastDay: "" })).toEqual({ firstDay: "Enter a date." });
    expect(refused({ firstDay: "", lastDay: "July" })).toEqual({ firstDay: "Enter a date.", lastDay: "Enter a date." });
  });
});

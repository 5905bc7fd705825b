// A host's settings as the Availability page edits them: one schema for the browser's check before
// sending and the server's re-check, with the limits it names. The form's values are the text it
// shows, so a refused save comes back exactly as typed; parsing turns them into the rules
// hosts.server.ts reads (minutes, numbers, nulls).
import { z } from "#app/lib/zod.ts";
import { addDays, parseCalendarDate, toIsoDate } from "./calendar-date.ts";
import { ISO_WEEKDAYS, MEETING_KINDS, type MeetingKind, type WeeklyHours } from "./host-rules.ts";
import { canonicalTimeZone } from "./visitor-zone.ts";

const DEFAULT_HOST_TIME_ZONE = "America/New_York";
export const DISPLAY_NAME_MAX = 80;
export const BUFFER_MAX_MINUTES = 120;
export const DAILY_MAX_LIMIT = 50;
/** More ranges than this in one day is a typo, not a working day. */
export const MAX_RANGES_PER_DAY = 6;
export const URL_MAX = 500;
/** A run of days off longer than a year is a mistake; a sabbatical is two entries. */
export const MAX_DAYS_OFF_SPAN = 366;

export const meetingKindLabels: Record<MeetingKind, string> = { demo: "Demo", discovery: "Discovery call" };

export type IsoWeekday = (typeof ISO_WEEKDAYS)[number]["key"];
export type RangeValues = { from: string; until: string };

/** What the settings form shows and sends, as text. */
export type HostSettingsValues = {
  displayName: string;
  takesMeetings: boolean;
  meetingKinds: string[];
  timeZone: string;
  hours: Record<IsoWeekday, RangeValues[]>;
  bufferBefore: string;
  bufferAfter: string;
  dailyMax: string;
  meetingUrl: string;
};

/** A host's settings as stored (the hosts row without its bookkeeping). */
export type HostSettings = {
  displayName: string | null;
  takesMeetings: boolean;
  meetingKinds: MeetingKind[];
  timeZone: string;
  weeklyHours: WeeklyHours;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  dailyMax: number | null;
  meetingUrl: string | null;
};

export const hostSettingsMessages = {
  displayName: `Use at most ${DISPLAY_NAME_MAX} characters.`,
  kinds: "Choose at least one kind of meeting to take meetings.",
  timeZone: "Choose a time zone from the list.",
  time: "Enter a time such as 09:00.",
  order: "The end must be after the start.",
  overlap: "This range overlaps another one of the same day.",
  tooManyRanges: `Use at most ${MAX_RANGES_PER_DAY} ranges a day.`,
  noHours: "Add working hours to at least one day to take meetings.",
  buffer: `Enter whole minutes from 0 to ${BUFFER_MAX_MINUTES}.`,
  dailyMax: `Leave it blank for no maximum, or enter a number from 1 to ${DAILY_MAX_LIMIT}.`,
  meetingUrl: "Enter the room's address starting with https://.",
  day: "Enter a date.",
  lastDay: "The last day must be on or after the first.",
  daysOffSpan: `Enter at most ${MAX_DAYS_OFF_SPAN} days at once.`,
} as const;

/** "09:30" → 570. An end of "00:00" means midnight, the end of the day (a time input has no 24:00). */
export function clockMinutes(text: string, end = false): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return end && minutes === 0 ? 1440 : minutes;
}

/** 570 → "09:30", 1440 → "00:00" (midnight as an end), as a time input takes it. */
const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A whole number within bounds, written as text; blank is refused unless `blank` says what it means. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message });

/** An https address. */
const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX, { message })
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
      } catch {
        return false;
      }
    }, { message });

/** One weekday's ranges: blank rows left out, each start before its end, none overlapping. */
const dayHours = z
  .array(z.object({ from: z.string(), until: z.string() }))
  .max(MAX_RANGES_PER_DAY, { message: hostSettingsMessages.tooManyRanges })
  .transform((ranges, ctx) => {
    const read: Array<{ start: number; end: number; index: number }> = [];
    ranges.forEach((range, index) => {
      if (range.from === "" && range.until === "") return;
      const start = clockMinutes(range.from);
      const end = clockMinutes(range.until, true);
      if (start === null) ctx.addIssue({ code: "custom", message: hostSettingsMessages.time, path: [index, "from"] });
      if (end === null) ctx.addIssue({ code: "custom", message: hostSettingsMessages.time, path: [index, "until"] });
      if (start === null || end === null) return;
      if (start >= end) ctx.addIssue({ code: "custom", message: hostSettingsMessages.order, path: [index, "until"] });
      else read.push({ start, end, index });
    });
    read.sort((a, b) => a.start - b.start);
    read.forEach((range, at) => {
      const before = read[at - 1];
      if (before && range.start < before.end) {
        ctx.addIssue({ code: "custom", message: hostSettingsMessages.overlap, path: [Math.max(range.index, before.index), "from"] });
      }
    });
    return read.map(({ start, end }): [number, number] => [start, end]);
  });

const weekdayHours = z.object(Object.fromEntries(ISO_WEEKDAYS.map(({ key }) => [key, dayHours])) as Record<IsoWeekday, typeof dayHours>);

const always = () => true;

export const HostSettingsSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .max(DISPLAY_NAME_MAX, { message: hostSettingsMessages.displayName })
      .transform((value) => value || null),
    takesMeetings: z.boolean(),
    meetingKinds: z.array(z.string()).transform((values) => MEETING_KINDS.filter((kind) => values.includes(kind))),
    timeZone: z.string().transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (!zone) ctx.addIssue({ code: "custom", message: hostSettingsMessages.timeZone });
      return zone ?? z.NEVER;
    }),
    hours: weekdayHours,
    bufferBefore: wholeNumber(0, BUFFER_MAX_MINUTES, hostSettingsMessages.buffer),
    bufferAfter: wholeNumber(0, BUFFER_MAX_MINUTES, hostSettingsMessages.buffer),
    dailyMax: z.union([z.literal("").transform(() => null), wholeNumber(1, DAILY_MAX_LIMIT, hostSettingsMessages.dailyMax)], {
      message: hostSettingsMessages.dailyMax,
    }),
    meetingUrl: z.union([z.literal("").transform(() => null), httpsUrl(hostSettingsMessages.meetingUrl)], { message: hostSettingsMessages.meetingUrl }),
  })
  // A host who takes meetings with no kind or no hours would never be offered: said at once, not
  // found out when no visitor books them. Checked even when another field failed (`when`), so
  // every error comes back in one answer; a day whose ranges failed has ranges, so it counts.
  .refine((value) => !value.takesMeetings || value.meetingKinds.length > 0, { message: hostSettingsMessages.kinds, path: ["meetingKinds"], when: always })
  .refine((value) => !value.takesMeetings || !Object.values(value.hours ?? {}).every((ranges) => Array.isArray(ranges) && ranges.length === 0), {
    message: hostSettingsMessages.noHours,
    path: ["hours"],
    when: always,
  })
  .transform(
    (value): HostSettings => ({
      displayName: value.displayName,
      takesMeetings: value.takesMeetings,
      meetingKinds: value.meetingKinds,
      timeZone: value.timeZone,
      weeklyHours: Object.fromEntries(Object.entries(value.hours).filter(([, ranges]) => ranges.length > 0)),
      bufferBeforeMinutes: value.bufferBefore,
      bufferAfterMinutes: value.bufferAfter,
      dailyMax: value.dailyMax,
      meetingUrl: value.meetingUrl,
    }),
  );

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The weekday, position and end a range's field is named by: `hours.1.0.from`. */
export const rangeFieldName = (weekday: IsoWeekday, index: number, end: keyof RangeValues) => `hours.${weekday}.${index}.${end}`;
const RANGE_FIELD = /^hours\.([1-7])\.(\d{1,2})\.(from|until)$/;

/** The settings form's values from a post (the browser's FormData or the server's). */
export function hostSettingsValues(form: FormData): HostSettingsValues {
  const hours = Object.fromEntries(ISO_WEEKDAYS.map(({ key }) => [key, [] as RangeValues[]])) as Record<IsoWeekday, RangeValues[]>;
  // Ranges by their position in the name: a range removed without JavaScript leaves a gap, closed here.
  const byIndex = new Map<string, RangeValues>();
  for (const [name, value] of form.entries()) {
    const match = RANGE_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const key = `${match[1]}.${match[2]!.padStart(2, "0")}`;
    const range = byIndex.get(key) ?? { from: "", until: "" };
    range[match[3] as keyof RangeValues] = value;
    byIndex.set(key, range);
  }
  for (const key of [...byIndex.keys()].sort()) hours[key.slice(0, 1) as IsoWeekday].push(byIndex.get(key)!);
  return {
    displayName: text(form, "displayName"),
    takesMeetings: form.get("takesMeetings") === "on",
    meetingKinds: form.getAll("meetingKinds").filter((value): value is string => typeof value === "string"),
    timeZone: text(form, "timeZone"),
    hours,
    bufferBefore: text(form, "bufferBefore"),
    bufferAfter: text(form, "bufferAfter"),
    dailyMax: text(form, "dailyMax"),
    meetingUrl: text(form, "meetingUrl"),
  };
}

/** The form's values for stored settings. */
export function hostSettingsFormValues(settings: HostSettings): HostSettingsValues {
  const hours = Object.fromEntries(
    ISO_WEEKDAYS.map(({ key }) => [key, (settings.weeklyHours[key] ?? []).map(([start, end]) => ({ from: clockText(start), until: clockText(end) }))]),
  ) as Record<IsoWeekday, RangeValues[]>;
  return {
    displayName: settings.displayName ?? "",
    takesMeetings: settings.takesMeetings,
    meetingKinds: [...settings.meetingKinds],
    timeZone: settings.timeZone,
    hours,
    bufferBefore: String(settings.bufferBeforeMinutes),
    bufferAfter: String(settings.bufferAfterMinutes),
    dailyMax: settings.dailyMax === null ? "" : String(settings.dailyMax),
    meetingUrl: settings.meetingUrl ?? "",
  };
}

/**
 * What a member who was never set up starts from: not taking meetings, both kinds, Eastern time,
 * weekdays 9:00 to 17:00 (a suggestion in the form; nothing is stored until they save).
 */
export const NEW_HOST_SETTINGS: HostSettings = {
  displayName: null,
  takesMeetings: false,
  meetingKinds: [...MEETING_KINDS],
  timeZone: DEFAULT_HOST_TIME_ZONE,
  weeklyHours: Object.fromEntries(["1", "2", "3", "4", "5"].map((key) => [key, [[540, 1020]]])),
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyMax: null,
  meetingUrl: null,
};

const isoDay = z.string().transform((value, ctx) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null;
  if (!date || date.year < 2000 || date.year > 2100) {
    ctx.addIssue({ code: "custom", message: hostSettingsMessages.day });
    return z.NEVER;
  }
  return toIsoDate(date);
});

/** A day off, or a run of them (the last day blank: one day). */
export const DayOffSchema = z
  .object({ firstDay: isoDay, lastDay: z.union([z.literal(""), isoDay], { message: hostSettingsMessages.day }) })
  .transform((value) => ({ firstDay: value.firstDay, lastDay: value.lastDay || value.firstDay }))
  .superRefine((value, ctx) => {
    if (value.lastDay < value.firstDay) ctx.addIssue({ code: "custom", message: hostSettingsMessages.lastDay, path: ["lastDay"] });
    else if (toIsoDate(addDays(parseCalendarDate(value.firstDay)!, MAX_DAYS_OFF_SPAN)) <= value.lastDay) {
      ctx.addIssue({ code: "custom", message: hostSettingsMessages.daysOffSpan, path: ["lastDay"] });
    }
  });

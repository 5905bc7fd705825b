// The Insights page's date range: whole days in Eastern time (as the inbox's date filter reads
// them), chosen by a preset or by from/to, and the previous range of equal length it is compared
// with. Charts count per day up to a month, per week (from Monday) beyond. Pure: page and server.
import { addDays, parseCalendarDate, toIsoDate, todayInNewYork, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { isWorkingYear } from "#app/lib/dates.ts";

export const RANGE_PRESETS = ["7d", "30d", "90d", "year"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const rangePresetLabels: Record<RangePreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  year: "This year",
};
const DEFAULT_PRESET: RangePreset = "30d";

/** The longest range one page shows: three years. */
export const MAX_RANGE_DAYS = 3 * 366;
/** Up to this many days a chart has a bar per day; beyond, per week. */
const DAILY_UP_TO_DAYS = 31;

/** What a chart's bar counts, named as captions say it ("Leads per week") and as date_trunc takes it. */
export type Bucket = "day" | "week";

export type InsightRange = {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  days: number;
  /** The preset it equals, if any (the preset links mark it as current). */
  preset: RangePreset | null;
  /** The range of equal length that ends the day before `from`. */
  previous: { from: string; to: string };
  bucket: Bucket;
};

const dayNumber = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / 86_400_000;
const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);

function presetStart(preset: RangePreset, today: CalendarDate): CalendarDate {
  if (preset === "year") return { year: today.year, month: 1, day: 1 };
  return addDays(today, -(Number.parseInt(preset, 10) - 1));
}

function calendarDay(value: string | null): CalendarDate | null {
  const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null;
  return date && isWorkingYear(date.year) ? date : null;
}

/** The range from a preset, or from whole days; the other way round is swapped, too long is cut from the start. */
function rangeOf(from: CalendarDate, to: CalendarDate, today: CalendarDate): InsightRange {
  if (daysBetween(from, to) < 0) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) from = addDays(to, -(MAX_RANGE_DAYS - 1));
  const days = daysBetween(from, to) + 1;
  const iso = { from: toIsoDate(from), to: toIsoDate(to) };
  const preset = RANGE_PRESETS.find((candidate) => toIsoDate(presetStart(candidate, today)) === iso.from && toIsoDate(today) === iso.to) ?? null;
  return {
    ...iso,
    days,
    preset,
    previous: { from: toIsoDate(addDays(from, -days)), to: toIsoDate(addDays(from, -1)) },
    bucket: days <= DAILY_UP_TO_DAYS ? "day" : "week",
  };
}

/** The range a URL asks for: `range` (a preset), else `from` and `to`; the last 30 days otherwise. */
export function readInsightRange(params: URLSearchParams, now = new Date()): InsightRange {
  const today = todayInNewYork(now);
  const preset = params.get("range");
  if (RANGE_PRESETS.includes(preset as RangePreset)) return rangeOf(presetStart(preset as RangePreset, today), today, today);
  const from = calendarDay(params.get("from"));
  const to = calendarDay(params.get("to"));
  if (from && to) return rangeOf(from, to, today);
  if (from) return rangeOf(from, today, today);
  return rangeOf(presetStart(DEFAULT_PRESET, today), today, today);
}

/** The first day of each day or week the range covers (a week from its Monday), in order. */
export function bucketStarts(range: Pick<InsightRange, "from" | "to" | "bucket">): string[] {
  const to = parseCalendarDate(range.to)!;
  let at = parseCalendarDate(range.from)!;
  if (range.bucket === "week") at = addDays(at, -((new Date(Date.UTC(at.year, at.month - 1, at.day)).getUTCDay() + 6) % 7));
  const step = range.bucket === "week" ? 7 : 1;
  const starts: string[] = [];
  for (; daysBetween(at, to) >= 0; at = addDays(at, step)) starts.push(toIsoDate(at));
  return starts;
}

/** The days of a bucket that lie inside the range (a week's ends are cut to the range's). */
export function bucketDays(start: string, range: Pick<InsightRange, "from" | "to" | "bucket">): { from: string; to: string } {
  const last = toIsoDate(addDays(parseCalendarDate(start)!, range.bucket === "week" ? 6 : 0));
  return { from: start < range.from ? range.from : start, to: last > range.to ? range.to : last };
}

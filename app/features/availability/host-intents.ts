// The intents the host settings page posts, shared by its forms and its action. Adding or removing a
// range of hours is an intent too: without JavaScript it is a round trip that saves nothing and
// comes back with the form as typed and one range more or less; with it, the page does it in place.
import { ISO_WEEKDAYS } from "#app/features/scheduling/host-rules.ts";
import type { IsoWeekday } from "#app/features/scheduling/host-settings.schema.ts";

export const HOST_INTENTS = {
  save: "save-settings",
  addDayOff: "add-day-off",
  removeDayOff: "remove-day-off",
  saveIcal: "save-ical",
  saveCaldav: "save-caldav",
  readCalendar: "read-calendar",
  removeCalendar: "remove-calendar",
} as const;

export const addRangeIntent = (weekday: IsoWeekday) => `add-range:${weekday}`;
export const removeRangeIntent = (weekday: IsoWeekday, index: number) => `remove-range:${weekday}:${index}`;

type RangeEdit = { add: true; weekday: IsoWeekday } | { add: false; weekday: IsoWeekday; index: number };

/** An add or remove of a range named by the intent, or null when the intent is another one. */
export function rangeEdit(intent: string): RangeEdit | null {
  const match = /^(add|remove)-range:([1-7])(?::(\d{1,2}))?$/.exec(intent);
  if (!match || !ISO_WEEKDAYS.some(({ key }) => key === match[2])) return null;
  const weekday = match[2] as IsoWeekday;
  if (match[1] === "add") return match[3] === undefined ? { add: true, weekday } : null;
  return match[3] === undefined ? null : { add: false, weekday, index: Number(match[3]) };
}

// Meeting instants shown to people: always in Eastern time, whatever the server's own zone.
import { meetings } from "#app/config/site.ts";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: meetings.timeZone,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: meetings.timeZone,
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Monday, November 30, 2026" */
export function easternDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** "2:30 PM EST" (EDT in summer) */
export function easternTime(instant: Date): string {
  return timeFormat.format(instant).replace(/\u202f/g, " ");
}

/** "Monday, November 30, 2026 at 2:30 PM EST" */
export function easternDateTime(instant: Date): string {
  return `${easternDate(instant)} at ${easternTime(instant)}`;
}

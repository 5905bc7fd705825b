import { meetings } from "#app/config/site.ts";

// One fixed zone so the server's rendering and the browser's hydration agree on the day.
const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: meetings.timeZone,
});
const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: meetings.timeZone,
});

/** "September 24, 2025": the blog and post pages. */
export const formatLongDate = (date: Date | string) => longDate.format(new Date(date));
/** "Sep 24, 2025": the admin lists. */
export const formatShortDate = (date: Date | string) => shortDate.format(new Date(date));

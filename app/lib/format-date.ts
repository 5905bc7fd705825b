// Dates the spec shows in US English: "September 24, 2025" (long) and "Sep 24, 2025" (short).
// ISO calendar dates are formatted in UTC so the day never shifts with the viewer's time zone.

const longFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthYearFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-09-24" → "September 24, 2025". */
export function formatLongDate(isoDate: string): string {
  return longFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The month and year of an instant as seen in a time zone: "June 2025". */
export function formatMonthYear(instant: Date, timeZone = "UTC"): string {
  return timeZone === "UTC"
    ? monthYearFormat.format(instant)
    : new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone }).format(instant);
}

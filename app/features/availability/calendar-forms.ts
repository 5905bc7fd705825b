// The calendar forms' fields and their check, the same in the browser before sending and in the
// action before saving: the calendars module's rules (calendar-settings.schema.ts), one message
// per field. Whether a password is needed (none saved yet, or another server) only the server
// knows; the calendars module says so when it saves.
import type { CalendarKind } from "#app/features/scheduling/calendars/calendar-settings.server.ts";
import { calendarFieldErrors, CaldavAccountSchema, IcalFeedUrlSchema } from "#app/features/scheduling/calendars/calendar-settings.schema.ts";
import type { CalendarInput } from "#app/features/scheduling/host-settings.server.ts";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What the calendar form of this kind sends, as the calendars module takes it. */
export function calendarFormInput(kind: CalendarKind, form: FormData): CalendarInput {
  if (kind === "ical") return { kind, url: text(form, "url") };
  return { kind, account: { url: text(form, "url"), username: text(form, "username"), password: text(form, "password") } };
}

/** What was typed, to give back with a refusal: never the password. */
export const typedFields = (input: CalendarInput): Record<string, string> =>
  input.kind === "ical" ? { url: input.url } : { url: input.account.url, username: input.account.username };

/** The form's errors by field name (url, username, password); empty when it may be sent. */
export function calendarFormErrors(input: CalendarInput): Record<string, string> {
  const parsed = input.kind === "ical" ? IcalFeedUrlSchema.safeParse(input.url) : CaldavAccountSchema.safeParse(input.account);
  return parsed.success ? {} : calendarFieldErrors(parsed.error.issues);
}

// The rules of a host's calendar settings, for the Availability page's form and the server alike:
// an iCal feed's address, and a CalDAV account (server address, user name, app password).
//
// Addresses are https. Plain http is accepted only to this machine (localhost, 127.0.0.0/8, ::1),
// where a developer's or a test's calendar server runs: anywhere else it would carry a feed's
// secret path or a password in clear. webcal:// (what calendar apps publish) is read as https://.
// A user name or password inside an address is refused: they belong in their own fields, where
// the password is encrypted. Only staff enter these addresses, and of what the server fetches
// there they see no more than the outcome in words.
import { z } from "#app/lib/zod.ts";
import { feedAddress, isLoopbackHost } from "./calendar-address.ts";

export const CALENDAR_URL_MAX_LENGTH = 2048;
export const CALDAV_USERNAME_MAX_LENGTH = 256;
export const CALDAV_PASSWORD_MAX_LENGTH = 1024;

type AddressKind = { what: string; webcal: boolean };

const startWith = ({ what, webcal }: AddressKind) => `Enter the ${what}'s full address, starting with ${webcal ? "https:// or webcal://" : "https://"}.`;

/** Why an address is refused, or null when it is fine. */
function addressProblem(value: string, kind: AddressKind): string | null {
  let url: URL;
  try {
    url = kind.webcal ? feedAddress(value) : new URL(value);
  } catch {
    return startWith(kind);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return startWith(kind);
  if (url.username || url.password) return "Leave the user name and password out of the address.";
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) return "Use the https:// address: over http:// it would cross the network unencrypted.";
  return null;
}

const address = (kind: AddressKind) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${kind.what}'s address.`)
    .max(CALENDAR_URL_MAX_LENGTH, `An address of at most ${CALENDAR_URL_MAX_LENGTH} characters, please.`)
    .superRefine((value, ctx) => {
      const problem = addressProblem(value, kind);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** The secret address Google Calendar, Outlook or iCloud publishes (https:// or webcal://). */
export const IcalFeedUrlSchema = address({ what: "calendar feed", webcal: true });

export const CaldavAccountSchema = z.object({
  url: address({ what: "CalDAV server", webcal: false }),
  username: z
    .string()
    .trim()
    .min(1, "Enter the user name you sign in to the calendar server with.")
    .max(CALDAV_USERNAME_MAX_LENGTH, `A user name of at most ${CALDAV_USERNAME_MAX_LENGTH} characters, please.`),
  /** Blank keeps the saved password (the page never shows it again). */
  password: z.string().max(CALDAV_PASSWORD_MAX_LENGTH, `An app password of at most ${CALDAV_PASSWORD_MAX_LENGTH} characters, please.`).optional(),
});
export type CaldavAccountInput = z.input<typeof CaldavAccountSchema>;

export type CalendarField = "url" | "username" | "password";

/** The first problem of each field, as the forms show them (a bare address's problems are its `url`'s). */
export function calendarFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Partial<Record<CalendarField, string>> {
  const errors: Partial<Record<CalendarField, string>> = {};
  for (const issue of issues) errors[(issue.path[0] ?? "url") as CalendarField] ??= issue.message;
  return errors;
}

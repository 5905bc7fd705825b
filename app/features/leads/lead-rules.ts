// The lead forms' rules without zod: refused domains, fixed values, the UTM keys, the spec's
// messages and the e-mail checks. Browser code that needs only these imports them from here so
// zod stays out of the first load; lead.schema.ts builds the schemas from them and re-exports them.
import type { Campaign } from "#app/content/solutions/types.ts";

/** Free providers refused by the pricing tier e-mail field (13). */
export const PRICING_FREE_DOMAINS = [
  "gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "aol.com", "icloud.com", "mail.com",
  "protonmail.com", "yandex.com", "live.com", "msn.com", "gmx.com", "zoho.com",
] as const;

/** Free consumer providers refused by Book a Meeting (9). */
export const MEETING_FREE_DOMAINS = [
  "gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "aol.com", "icloud.com", "mail.com",
  "protonmail.com", "yandex.com",
] as const;

/** Disposable providers refused by the landing form (8). */
export const DISPOSABLE_DOMAINS = [
  "mailinator.com", "guerrillamail.com", "10minutemail.com", "tempmail.com", "temp-mail.org",
  "maildrop.cc", "yopmail.com", "throwaway.email",
] as const;

/** The campaign parameters a lead keeps from the page's address. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The longest UTM value a lead keeps (lead.schema.ts). */
export const UTM_VALUE_MAX = 200;

// Control characters (line breaks included) never belong in a single-line field.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * A UTM value as a lead stores it (lead.schema.ts's single line): trimmed, its case kept; "" for
 * none; null for one a lead form refuses (too long, a control character, not well-formed text).
 * Page views are counted under the same value, so a campaign's visits and leads share one key.
 */
export function utmValueOf(raw: string): string | null {
  const value = raw.trim();
  return value.length > UTM_VALUE_MAX || CONTROL_CHARS.test(value) || !isWellFormedText(value) ? null : value;
}

/** The UTM parameters present in a query string; undefined when there are none. */
export function utmFrom(params: URLSearchParams): Partial<Record<UtmKey, string>> | undefined {
  const utm = Object.fromEntries(UTM_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  return Object.keys(utm).length > 0 ? utm : undefined;
}

export const MEETING_TYPES = ["demo", "discovery"] as const;

/** The landing page's referral partner, sent as a fixed value. */
export const LANDING_REFERRAL_SOURCE = "redport";
/** Book a Meeting's demo tab sends this fixed company. */
export const MEETING_COMPANY_PLACEHOLDER = "Not provided";

export const messages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  corporateEmail: "Please use your corporate email address",
  workEmail: "Please enter your work email address",
  disposableEmail: "Please use a business email address (temporary email services not allowed)",
  dateRequired: "Please select a date",
  isoDate: "Use a calendar date in the form YYYY-MM-DD",
  dateNotBookable: "Please select a weekday that is not in the past",
  dateBeyondHorizon: (days: number) => `Meetings can be booked up to ${days} days ahead. Please select an earlier date.`,
  bookingsPerEmail: (max: number) =>
    `This email address already has ${max} upcoming meeting${max === 1 ? "" : "s"} booked, the most one address can hold. Please contact us to arrange another.`,
  timeRequired: "Please select a time",
  timeNotOffered: "Please select one of the available times",
  timePassed: "That time has already passed. Please select a later time.",
  slotFull: "That time was just booked by someone else. Please select another time.",
  tooSoon: (notice: string) => `Please select a time at least ${notice} from now.`,
  timeZoneUnknown: "Unknown time zone: send an IANA name such as Europe/Berlin",
  messageRequired: "Message is required",
  required: "Please fill in all required fields.",
  companyRequired: "Company is required",
  lineBreaks: "Must be a single line of text",
  notText: "Must be text",
  notAllowed: "Contains characters that are not allowed",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

// A real address, and nothing an address could smuggle: the local part is dot-separated runs of
// letters, digits and . _ + - ' (no ?, &, %, quotes, brackets or separators, so it can never become a
// mailto query, a second recipient or a display name); the domain is DNS labels (letters, digits and
// inner hyphens, at most 63 each) ending in a top-level domain of letters (or its xn-- form).
const LOCAL_PART = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** RFC 5321's limits: 64 characters before the @, 253 after, 254 in all. */
export const EMAIL_LIMITS = { total: 254, local: 64, domain: 253 } as const;

// A lone UTF-16 surrogate is not text: PostgreSQL refuses it in jsonb and mail can't encode it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

const emailDomain = (email: string) => email.trim().split("@").pop()?.toLowerCase() ?? "";

/** The one e-mail rule, for every form, the pricing tier field and the landing page's live check. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  if (email.length > EMAIL_LIMITS.total) return false;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || local.length > EMAIL_LIMITS.local || domain.length > EMAIL_LIMITS.domain) return false;
  if (!LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels.at(-1)!);
}
export const isDomainIn = (email: string, domains: readonly string[]) => domains.includes(emailDomain(email));

/** Which form a campaign path belongs to: the spec's rule for solution pages. */
export function campaignFromPath(pathname: string): Campaign {
  if (pathname.includes("legal-ai-governance")) return "legal";
  if (pathname.includes("telecom-ai-governance")) return "telecom";
  if (pathname.includes("financial-services-ai-governance")) return "finserv";
  return "msp";
}

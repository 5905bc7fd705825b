// One zod schema per public form, imported by the browser form and re-checked by the server.
// Messages are the spec's own (leads-and-booking.md §5 and §8).
import { z } from "#app/lib/zod.ts";
import {
  bookableDayRefusal,
  parseCalendarDate,
  todayInNewYork,
  toIsoDate,
  type CalendarDate,
} from "#app/features/scheduling/calendar-date.ts";
import { HONEYPOT_FIELD } from "#app/config/site.ts";
import { COMPANY_SIZES, USE_CASES } from "#app/content/landing-demo.ts";
import { CAMPAIGNS } from "#app/content/solutions/types.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { canonicalTimeZone, TIME_ZONE_MAX_LENGTH } from "#app/features/scheduling/visitor-zone.ts";
import {
  CONTROL_CHARS,
  DISPOSABLE_DOMAINS,
  isDomainIn,
  EMAIL_LIMITS,
  isEmailAddress,
  isWellFormedText,
  MEETING_FREE_DOMAINS,
  MEETING_TYPES,
  messages,
  UTM_KEYS,
  UTM_VALUE_MAX,
  type UtmKey,
} from "./lead-rules.ts";

// The constants, messages and e-mail checks live in lead-rules.ts (no zod), so pages that only
// need them do not load zod; everything stays importable from here.
export * from "./lead-rules.ts";

// Multi-line text may keep line breaks and tabs, nothing else below space.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string field: a missing value reads as "required", a number or object as "not text". */
function text(requiredMessage?: string) {
  return z.string({
    error: (issue) => (issue.input === undefined && requiredMessage ? requiredMessage : messages.notText),
  });
}

/** A trimmed single-line string: required (with its message) or optional. */
function line(max: number, requiredMessage?: string) {
  const base = text(requiredMessage)
    .trim()
    .max(max, messages.tooLong(max))
    .refine((value) => !CONTROL_CHARS.test(value), messages.lineBreaks)
    .refine(isWellFormedText, messages.notAllowed);
  return requiredMessage ? base.refine((value) => value.length > 0, requiredMessage) : base;
}

/** A trimmed multi-line string. */
export function paragraph(max: number, requiredMessage?: string) {
  const base = text(requiredMessage)
    .trim()
    .max(max, messages.tooLong(max))
    .refine((value) => !CONTROL_CHARS_EXCEPT_LINES.test(value) && isWellFormedText(value), messages.notAllowed);
  return requiredMessage ? base.refine((value) => value.length > 0, requiredMessage) : base;
}

const optionalLine = (max: number) => line(max).optional().default("");
const optionalParagraph = (max: number) => paragraph(max).optional().default("");

const utmValue = () => line(UTM_VALUE_MAX).optional();

/** Everything a form sends besides its own fields: de-duplication, honeypot and attribution. */
export const SubmissionMetaSchema = z.object({
  idempotencyKey: z.uuid().optional(),
  /** Honeypot: hidden from people; anything in it marks a bot. */
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  sourcePage: line(500).optional(),
  referrer: line(2000).optional(),
  utm: z.object(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue()])) as Record<UtmKey, ReturnType<typeof utmValue>>).optional(),
});
export type SubmissionMeta = z.infer<typeof SubmissionMetaSchema>;

/** What a date/time check needs to know: the offered slots, the horizon and today's date in New York. */
export type BookingRules = {
  slotMinutes: readonly number[];
  /** Days ahead a meeting may be booked (BOOKING_HORIZON_DAYS). */
  horizonDays: number;
  /** A fixed "today" (tests); otherwise today in New York by `now` (default: the real clock). */
  today?: CalendarDate;
  now?: () => Date;
};

/** A meeting date: present, readable, a weekday, not in the past, within the horizon (New York calendar). */
export function meetingDate(rules: BookingRules, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((text, ctx) => {
      const date = parseCalendarDate(text);
      const today = rules.today ?? todayInNewYork(rules.now?.());
      const refusal = date ? bookableDayRefusal(date, { today, horizonDays: rules.horizonDays }) : "unreadable";
      if (!date || refusal) {
        const message = refusal === "beyond-horizon" ? messages.dateBeyondHorizon(rules.horizonDays) : messages.dateNotBookable;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return toIsoDate(date);
    });
}

/** A slot label such as "11:00 AM" from the configured list; yields minutes after midnight. */
export function meetingTime(rules: BookingRules, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((label, ctx) => {
      const minutes = parseSlotLabel(label);
      if (minutes === null || !rules.slotMinutes.includes(minutes)) {
        ctx.addIssue({ code: "custom", message: messages.timeNotOffered });
        return z.NEVER;
      }
      return minutes;
    });
}

/**
 * The visitor's time zone as the browser names it ("Europe/Berlin"), sent with a booking so the
 * e-mails can show their own clock too. Optional; an unknown name is refused, a known one is kept
 * as the runtime spells it; yields null when none was sent.
 */
function visitorTimeZone() {
  return text()
    .trim()
    .max(TIME_ZONE_MAX_LENGTH, messages.timeZoneUnknown)
    .optional()
    .transform((name, ctx) => {
      if (!name) return null;
      const zone = canonicalTimeZone(name);
      if (!zone) {
        ctx.addIssue({ code: "custom", message: messages.timeZoneUnknown });
        return z.NEVER;
      }
      return zone;
    });
}

type EmailRules = {
  /** The message for a missing or blank address. */
  required: string;
  /** Domains refused, and what to say about them. */
  refuse?: { domains: readonly string[]; message: string };
};

/** The one e-mail field: required, at most 254 characters, a real address, maybe some domains refused. */
function email({ required, refuse }: EmailRules) {
  const address = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_LIMITS.total, messages.tooLong(EMAIL_LIMITS.total))
    .refine(isEmailAddress, messages.emailInvalid);
  return refuse ? address.refine((value) => !isDomainIn(value, refuse.domains), refuse.message) : address;
}

/** Book a Meeting, demo tab (send-demo-confirmation) and discovery tab (send-discovery-confirmation). */
export function createMeetingSchema(rules: BookingRules) {
  return z.object({
    firstName: line(100, messages.firstNameRequired),
    lastName: line(100, messages.lastNameRequired),
    email: email({ required: messages.emailRequired, refuse: { domains: MEETING_FREE_DOMAINS, message: messages.corporateEmail } }),
    phone: optionalLine(40),
    date: meetingDate(rules, messages.dateRequired),
    time: meetingTime(rules, messages.timeRequired),
    comments: optionalParagraph(2000),
    company: optionalLine(200),
    timeZone: visitorTimeZone(),
  });
}

/** The demo landing page's long form (send-demo-confirmation with the landing body). */
export function createLandingDemoSchema(rules: BookingRules) {
  return z.object({
    firstName: line(100, messages.firstNameRequired),
    lastName: line(100, messages.lastNameRequired),
    email: email({
      required: messages.emailRequired,
      refuse: { domains: DISPOSABLE_DOMAINS, message: messages.disposableEmail },
    }),
    company: line(200, messages.companyRequired),
    role: optionalLine(200),
    phone: optionalLine(40),
    employees: z.enum(COMPANY_SIZES, { error: "Please choose a company size" }).optional().or(z.literal("")),
    useCase: z.enum(USE_CASES, { error: "Please choose a use case" }).optional().or(z.literal("")),
    message: optionalParagraph(4000),
    date: meetingDate(rules, messages.dateRequired),
    time: meetingTime(rules, messages.timeRequired),
    referralSource: optionalLine(100),
    timeZone: visitorTimeZone(),
  });
}

/** Solution pages' shared form (send-msp-demo-request). */
export function createSolutionRequestSchema(rules: BookingRules) {
  return z.object({
    firstName: line(100, messages.firstNameRequired),
    lastName: line(100, messages.lastNameRequired),
    email: email({ required: messages.emailRequired }),
    phone: optionalLine(40),
    date: meetingDate(rules, messages.dateRequired),
    time: meetingTime(rules, messages.timeRequired),
    comments: optionalParagraph(2000),
    type: z.enum(MEETING_TYPES, { error: "Type must be demo or discovery" }).default("demo"),
    campaign: z.enum(CAMPAIGNS, { error: "Unknown campaign" }).default("msp"),
    timeZone: visitorTimeZone(),
  });
}

/** Contact form (send-contact-email). */
export const ContactSchema = z.object({
  firstName: line(100, messages.firstNameRequired),
  lastName: line(100, messages.lastNameRequired),
  workEmail: email({ required: messages.emailInvalid }),
  phoneNumber: optionalLine(40),
  message: paragraph(5000, messages.messageRequired),
});

/** Datasheet dialog (send-*-datasheet-email). */
export const DatasheetRequestSchema = z.object({
  firstName: line(100, messages.required),
  lastName: line(100, messages.required),
  email: email({ required: messages.required }),
});

export type DatasheetRequestInput = z.input<typeof DatasheetRequestSchema>;

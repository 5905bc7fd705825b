// What each booking and contact form sends: the zod check of what the visitor typed, and the body
// in the shape the spec gives for its function (dates long, medium or ISO; times as slot labels).
// Pure functions, so the integration tests send exactly what the forms send.
import { formatLongDate, formatMediumDate } from "~/features/booking/booking-dates";
import {
  ContactSchema,
  createLandingDemoSchema,
  createMeetingSchema,
  createSolutionRequestSchema,
  fieldErrors,
  LANDING_REFERRAL_SOURCE,
  MEETING_COMPANY_PLACEHOLDER,
  type CAMPAIGNS,
} from "./lead.schema";
import type { Checked } from "./use-lead-form";

const fieldsOf = <const T extends readonly string[]>(names: T) => names;
export const emptyValues = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, ""])) as Record<K, string>;

export const MEETING_FIELDS = fieldsOf(["firstName", "lastName", "email", "phone", "date", "time", "comments"]);
export type MeetingField = (typeof MEETING_FIELDS)[number];

/** Book a Meeting: the demo tab also sends company 'Not provided'; the date goes out with its weekday. */
export function checkMeetingRequest(
  values: Record<MeetingField, string>,
  { tab, slots }: { tab: "demo" | "discovery"; slots: readonly number[] },
): Checked<MeetingField> {
  const result = createMeetingSchema({ slotMinutes: slots }).safeParse(values);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const data = result.data;
  return {
    ok: true,
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      date: formatLongDate(values.date),
      time: values.time.trim(),
      comments: data.comments,
      ...(tab === "demo" ? { company: MEETING_COMPANY_PLACEHOLDER } : {}),
    },
  };
}

export const LANDING_FIELDS = fieldsOf([
  "firstName", "lastName", "email", "company", "role", "phone", "employees", "useCase", "message", "date", "time",
]);
export type LandingField = (typeof LANDING_FIELDS)[number];
export const LANDING_REQUIRED: LandingField[] = ["firstName", "lastName", "email", "company", "date", "time"];

/** The landing page's long form: medium date, the referral partner as a fixed source. */
export function checkLandingRequest(values: Record<LandingField, string>, slots: readonly number[]): Checked<LandingField> {
  const input = { ...values, referralSource: LANDING_REFERRAL_SOURCE };
  const result = createLandingDemoSchema({ slotMinutes: slots }).safeParse(input);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const data = result.data;
  return {
    ok: true,
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      company: data.company,
      role: data.role,
      phone: data.phone,
      employees: data.employees ?? "",
      useCase: data.useCase ?? "",
      message: data.message,
      date: formatMediumDate(values.date),
      time: values.time.trim(),
      referralSource: LANDING_REFERRAL_SOURCE,
    },
  };
}

export const SOLUTION_FIELDS = MEETING_FIELDS;
export type SolutionField = MeetingField;
export const SOLUTION_REQUIRED: SolutionField[] = ["firstName", "lastName", "email", "date", "time"];

/** The solution pages' form: ISO date, the mode and the page's campaign. */
export function checkSolutionRequest(
  values: Record<SolutionField, string>,
  { mode, campaign, slots }: { mode: "demo" | "discovery"; campaign: (typeof CAMPAIGNS)[number]; slots: readonly number[] },
): Checked<SolutionField> {
  const result = createSolutionRequestSchema({ slotMinutes: slots }).safeParse({ ...values, type: mode, campaign });
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const data = result.data;
  return {
    ok: true,
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      date: data.date,
      time: values.time.trim(),
      comments: data.comments,
      type: mode,
      campaign,
    },
  };
}

export const CONTACT_FIELDS = fieldsOf(["firstName", "lastName", "workEmail", "phoneNumber", "message"]);
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function checkContactMessage(values: Record<ContactField, string>): Checked<ContactField> {
  const result = ContactSchema.safeParse(values);
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

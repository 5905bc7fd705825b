// What each booking and contact form sends: the zod check of what the visitor typed, and the body
// in the shape the spec gives for its function (dates long, medium or ISO; times as slot labels).
// Pure functions, so the integration tests send exactly what the forms send.
import { formatLongDate, formatMediumDate } from "#app/features/booking/booking-dates.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import {
  ContactSchema,
  createLandingDemoSchema,
  createMeetingSchema,
  createSolutionRequestSchema,
  LANDING_REFERRAL_SOURCE,
  MEETING_COMPANY_PLACEHOLDER,
  type CAMPAIGNS,
} from "./lead.schema.ts";
import type { ContactField, LandingField, MeetingField, SolutionField } from "./form-fields.ts";
import type { Checked } from "./use-lead-form.ts";

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

export function checkContactMessage(values: Record<ContactField, string>): Checked<ContactField> {
  const result = ContactSchema.safeParse(values);
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

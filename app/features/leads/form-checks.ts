// What each booking and contact form sends: the zod check of what the visitor typed, and the body
// in the shape the spec gives for its function (dates long, medium or ISO; times as slot labels).
// Pure functions, so the integration tests send exactly what the forms send.
import { formatBookingDay } from "#app/features/scheduling/booking-dates.ts";
import { sendableSlots } from "#app/features/scheduling/slots.ts";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import {
  ContactSchema,
  createLandingDemoSchema,
  createMeetingSchema,
  createSolutionRequestSchema,
  LANDING_REFERRAL_SOURCE,
  MEETING_COMPANY_PLACEHOLDER,
} from "./lead.schema.ts";
import type { ContactField, LandingField, MeetingField, SolutionField } from "./form-fields.ts";
import type { z } from "zod";
import type { Campaign } from "#app/content/solutions/types.ts";
import type { Checked, FieldErrors } from "./use-lead-form.ts";

/** The fields a schema requires: those an empty answer fails. */
const requiredBy = <K extends string>(schema: z.ZodObject) =>
  Object.entries(schema.shape).flatMap(([name, field]) => (field.safeParse("").success ? [] : [name as K]));

/**
 * The date and time rules of a booking schema, from what the server told the form. Any time the
 * server may offer passes (with hosts, their hours decide); whether it is open is the server's word.
 */
const bookingRules = ({ slots, horizonDays }: BookingSchedule) => ({ slotMinutes: sendableSlots(slots), horizonDays });

/** A refused check: one message per bad field. */
function refused<K extends string>(schema: z.ZodObject, error: z.ZodError): Checked<K> {
  return { ok: false, errors: fieldErrors(error) as FieldErrors<K>, required: requiredBy(schema) };
}

/** Book a Meeting: the demo tab also sends company 'Not provided'; the date goes out with its weekday. */
export function checkMeetingRequest(
  values: Record<MeetingField, string>,
  { tab, schedule }: { tab: "demo" | "discovery"; schedule: BookingSchedule },
): Checked<MeetingField> {
  const schema = createMeetingSchema(bookingRules(schedule));
  const result = schema.safeParse(values);
  if (!result.success) return refused(schema, result.error);
  const data = result.data;
  return {
    ok: true,
    required: requiredBy(schema),
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      date: formatBookingDay(values.date),
      time: values.time.trim(),
      comments: data.comments,
      ...(tab === "demo" ? { company: MEETING_COMPANY_PLACEHOLDER } : {}),
    },
  };
}

/** The landing page's long form: medium date, the referral partner as a fixed source (none on campaign pages). */
export function checkLandingRequest(
  values: Record<LandingField, string>,
  schedule: BookingSchedule,
  referralSource: string = LANDING_REFERRAL_SOURCE,
): Checked<LandingField> {
  const input = { ...values, referralSource };
  const schema = createLandingDemoSchema(bookingRules(schedule));
  const result = schema.safeParse(input);
  if (!result.success) return refused(schema, result.error);
  const data = result.data;
  return {
    ok: true,
    required: requiredBy(schema),
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
      date: formatBookingDay(values.date, "medium"),
      time: values.time.trim(),
      referralSource,
    },
  };
}

/** The solution pages' form: ISO date, the mode and the page's campaign. */
export function checkSolutionRequest(
  values: Record<SolutionField, string>,
  { mode, campaign, schedule }: { mode: "demo" | "discovery"; campaign: Campaign; schedule: BookingSchedule },
): Checked<SolutionField> {
  const schema = createSolutionRequestSchema(bookingRules(schedule));
  const result = schema.safeParse({ ...values, type: mode, campaign });
  if (!result.success) return refused(schema, result.error);
  const data = result.data;
  return {
    ok: true,
    required: requiredBy(schema),
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
  return result.success
    ? { ok: true, body: result.data, required: requiredBy(ContactSchema) }
    : refused(ContactSchema, result.error);
}

// What a reschedule and a cancellation accept (POST /api/bookings/<token>/reschedule and /cancel,
// and the admin's lead detail): the booking forms' own date and time rules (a weekday, not past,
// within the horizon, a slot on the list), the date written YYYY-MM-DD, and an optional reason.
import { z } from "#app/lib/zod.ts";
import { meetingDate, meetingTime, messages, paragraph, type BookingRules } from "#app/features/leads/lead.schema.ts";
import { REASON_MAX_LENGTH } from "./booking-view.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createRescheduleSchema(rules: BookingRules) {
  return z.object({
    date: z
      .string({ error: messages.dateRequired })
      .trim()
      .refine((value) => value === "" || ISO_DATE.test(value), messages.isoDate)
      .pipe(meetingDate(rules, messages.dateRequired)),
    time: meetingTime(rules, messages.timeRequired),
    reason: paragraph(REASON_MAX_LENGTH).optional().default(""),
  });
}

export const CancelSchema = z.object({
  reason: paragraph(REASON_MAX_LENGTH).optional().default(""),
});

export const staffReasonMessage = "Say why: the reason is kept with the booking";

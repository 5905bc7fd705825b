// useLeadForm plus what every booking form adds: the chosen day's availability, refusing a slot
// already known to be full, and the answer to losing the race for a slot's last place (409).
import { useState } from "react";
import { toastError } from "#app/lib/toast.ts";
import { useLeadForm, type FieldErrors, type LeadFormOptions } from "#app/features/leads/use-lead-form.ts";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { useSlotAvailability, type MeetingShape } from "./slot-availability.ts";
import type { BookedReceipt } from "./booked-meeting.tsx";
import { rememberBooking } from "./last-booking.ts";
import { browserTimeZone } from "#app/features/scheduling/visitor-zone.ts";

const FULL_SLOT_MESSAGE = "That time is fully booked. Please select another time.";

type BookingFields = "date" | "time";

type BookingFormOptions<K extends string> = LeadFormOptions<K | BookingFields> & {
  schedule: BookingSchedule;
  /** What is being booked: the offer differs by kind and length. */
  meeting: MeetingShape;
};

export function useBookingForm<K extends string>({ schedule, meeting, ...options }: BookingFormOptions<K>) {
  // The booking just made, for the confirmation's "Add to calendar" and manage link.
  const [booked, setBooked] = useState<BookedReceipt | null>(null);
  const form = useLeadForm<K | BookingFields>({
    ...options,
    check: async (values) => {
      const checked = await options.check(values);
      if (availability.full.has(values.time)) {
        const errors: FieldErrors<K | BookingFields> = checked.ok ? {} : checked.errors;
        return { ok: false, errors: { ...errors, time: errors.time ?? FULL_SLOT_MESSAGE }, required: checked.required };
      }
      // The browser's zone travels with the booking, so the e-mails can show the visitor's clock.
      const zone = browserTimeZone();
      return checked.ok && zone ? { ...checked, body: { ...checked.body, timeZone: zone } } : checked;
    },
    onSuccess: (sent) => {
      if (sent.receipt.booking) {
        setBooked(sent.receipt.booking);
        rememberBooking(sent.receipt.booking);
      }
      options.onSuccess?.(sent);
    },
    onFailure: (failure, helpers) => {
      // Too many bookings (from this network today, or too fast): the server says which and when.
      if (failure.status === 429) return void toastError({ title: "Booking limit reached", description: failure.message });
      if (failure.status !== 409) return options.onFailure?.(failure, helpers);
      // Someone took the last place between loading the list and sending: show it as full now.
      availability.refresh();
      helpers.showErrors({ time: failure.fields.time ?? FULL_SLOT_MESSAGE } as FieldErrors<K | BookingFields>);
      void toastError({ title: "That time was just taken", description: "Please choose another time." });
    },
  });
  const availability = useSlotAvailability(form.values.date, meeting);
  // What DateTimeFields needs from the form besides its labels.
  const dateTime = {
    schedule,
    date: form.field("date"),
    time: form.field("time"),
    onDateChange: (iso: string) => form.setValue("date", iso),
    onTimeChange: (label: string) => form.setValue("time", label),
    availability,
    meeting,
  };
  return { form, dateTime, booked, clearBooked: () => setBooked(null) };
}

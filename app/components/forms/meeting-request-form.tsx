import type { ReactNode } from "react";
import { Textarea } from "~/components/ui/textarea";
import type { useBookingForm } from "~/features/booking/use-booking-form";
import type { MeetingField } from "~/features/leads/form-fields";
import { DateTimeFields } from "./date-time-fields";
import { FormAnnouncer } from "./form-announcer";
import { FormField } from "./form-field";
import { HoneypotField } from "./honeypot-field";
import { PersonFields } from "./person-fields";
import { SubmitButton } from "./submit-button";

type Props = {
  /** What useBookingForm returned for the meeting fields. */
  booking: ReturnType<typeof useBookingForm<MeetingField>>;
  /** Prefix of the honeypot field's id. */
  formId: string;
  slots: readonly number[];
  commentsLabel: string;
  submitLabel: ReactNode;
  className: string;
};

/**
 * The form behind Book a Meeting and the solution pages: name, work e-mail and phone, a weekday
 * and a time, optional comments, and the submit button. Each page keeps its own texts and outcome.
 */
export function MeetingRequestForm({ booking: { form, dateTime }, formId, slots, commentsLabel, submitLabel, className }: Props) {
  return (
    <form {...form.formProps} className={className}>
      <HoneypotField formId={formId} />
      <PersonFields
        firstName={form.field("firstName")}
        lastName={form.field("lastName")}
        email={form.field("email")}
        phone={form.field("phone")}
      />
      <DateTimeFields {...dateTime} slots={slots} />
      <FormField field={form.field("comments")} label={commentsLabel}>
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormAnnouncer message={form.announcement} />
      <SubmitButton pending={form.submitting} pendingLabel="Scheduling..." size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

import type { ReactNode } from "react";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { useBookingForm } from "./use-booking-form.ts";
import type { MeetingField } from "#app/features/leads/form-fields.ts";
import { DateTimeFields } from "./date-time-fields.tsx";
import { FormAnnouncer } from "#app/components/forms/form-announcer.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";

type Props = {
  /** What useBookingForm returned for the meeting fields. */
  booking: ReturnType<typeof useBookingForm<MeetingField>>;
  /** Prefix of the honeypot field's id. */
  formId: string;
  commentsLabel: string;
  submitLabel: ReactNode;
  className: string;
};

/**
 * The form behind Book a Meeting and the solution pages: name, work e-mail and phone, a weekday
 * and a time, optional comments, and the submit button. Each page keeps its own texts and outcome.
 */
export function MeetingRequestForm({ booking: { form, dateTime }, formId, commentsLabel, submitLabel, className }: Props) {
  return (
    <form {...form.formProps} className={className}>
      <HoneypotField formId={formId} />
      <PersonFields
        firstName={form.field("firstName")}
        lastName={form.field("lastName")}
        email={form.field("email")}
        phone={form.field("phone")}
      />
      <DateTimeFields {...dateTime} />
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

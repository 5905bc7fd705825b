// The demo landing page's long form: company details, the shared date/time picker, the live
// e-mail check and the spec's toasts. A success clears the form, the date and the time.
import { useState } from "react";
import { FormAnnouncer } from "#app/components/forms/form-announcer.tsx";
import { DateTimeFields } from "./date-time-fields.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { meetings } from "#app/config/site.ts";
import { COMPANY_SIZES, companySizeLabels, USE_CASES, useCaseLabels } from "#app/content/landing-demo.ts";
import { formatBookingDay } from "#app/features/scheduling/booking-dates.ts";
import { useBookingForm } from "./use-booking-form.ts";
import { BookingConfirmedPanel } from "./booked-meeting.tsx";
import { browserTimeZone, meetingTimeLine } from "#app/features/scheduling/visitor-zone.ts";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { landingEmailError } from "#app/features/leads/landing-email.ts";
import { emptyValues, LANDING_FIELDS, type LandingField } from "#app/features/leads/form-fields.ts";
import { loadFormChecks } from "#app/features/leads/load-form-checks.ts";
import type { FieldErrors } from "#app/features/leads/use-lead-form.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";

type Field = LandingField;
const EMPTY = emptyValues(LANDING_FIELDS);

/** The spec's two submit toasts: a bad e-mail first, then anything missing. */
function invalidToast(errors: FieldErrors<Field>, values: Record<Field, string>, required: readonly Field[]) {
  if (values.email.trim() && errors.email) return { title: "Invalid Email", description: errors.email };
  if (required.some((name) => !values[name].trim()) || required.some((name) => errors[name])) {
    return { title: "Missing Information", description: "Please fill in all required fields and select a date/time." };
  }
  return { title: "Please check the form", description: Object.values(errors).find(Boolean) ?? "" };
}

export type LandingDemoFormProps = {
  schedule: BookingSchedule;
  /** The referral partner recorded with each booking: /demo/redport's own unless a campaign page names none (""). */
  referralSource?: string;
};

export function LandingDemoForm({ schedule, referralSource }: LandingDemoFormProps) {
  const [emailTouched, setEmailTouched] = useState(false);
  const { form, dateTime, booked, clearBooked } = useBookingForm<Field>({
    id: "landing",
    initialValues: EMPTY,
    functionName: "send-demo-confirmation",
    schedule,
    meeting: { kind: "demo", minutes: meetings.landingDemoMinutes },
    check: async (values) => (await loadFormChecks()).checkLandingRequest(values, schedule, referralSource),
    prepare: loadFormChecks,
    onInvalid: (errors, values, required) => void toastError(invalidToast(errors, values, required)),
    onSuccess: ({ values, reset, receipt }) => {
      const when = receipt.booking ? meetingTimeLine(receipt.booking.startsAt, browserTimeZone()) : `${values.time} Eastern Time`;
      void toastSuccess({
        title: "Demo Scheduled!",
        description: `Your ${meetings.landingDemoMinutes}-minute demo is booked for ${formatBookingDay(values.date)} at ${when}. Calendar invites have been sent to ${values.email.trim()} and to our sales team.`,
      });
      setEmailTouched(false);
      reset();
    },
    onFailure: () =>
      void toastError({ title: "Booking Failed", description: "There was an error scheduling your demo. Please try again." }),
  });

  const email = form.field("email");
  return (
    <>
      {booked && <BookingConfirmedPanel booking={booked} onDismiss={clearBooked} />}
      <form {...form.formProps} className="relative grid gap-4">
        <HoneypotField formId="landing" />
        <PersonFields
          firstName={form.field("firstName")}
          lastName={form.field("lastName")}
          email={{
            ...email,
            onChange: (event) => {
              form.setValue("email", event.target.value);
              if (emailTouched) form.setFieldError("email", landingEmailError(event.target.value));
            },
          }}
          emailLabel="Business email"
          onEmailBlur={() => {
            setEmailTouched(true);
            form.setFieldError("email", landingEmailError(form.values.email));
          }}
          phone={form.field("phone")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={form.field("company")} label="Company" required>
            {(control) => <Input {...control} autoComplete="organization" />}
          </FormField>
          <FormField field={form.field("role")} label="Job title (optional)">
            {(control) => <Input {...control} autoComplete="organization-title" />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={form.field("employees")} label="Company size (optional)">
            {(control) => (
              <NativeSelect {...control}>
                <option value="">Select company size</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {companySizeLabels[size]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField field={form.field("useCase")} label="Primary use case (optional)">
            {(control) => (
              <NativeSelect {...control}>
                <option value="">Select a use case</option>
                {USE_CASES.map((useCase) => (
                  <option key={useCase} value={useCase}>
                    {useCaseLabels[useCase]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <DateTimeFields {...dateTime} />
        <FormField field={form.field("message")} label="What would you like to see in the demo? (optional)">
          {(control) => <Textarea {...control} rows={4} />}
        </FormField>
        <FormAnnouncer message={form.announcement} />
        <SubmitButton pending={form.submitting} pendingLabel="Scheduling Demo..." size="lg" className="w-full">
          Schedule My Demo
        </SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          We use your details only to arrange the demo and your audit. See our{" "}
          {/* A plain link: the form is an island on a page without React Router. */}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
      </form>
    </>
  );
}

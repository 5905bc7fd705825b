// The solution pages' shared form (#msp-demo-form): a demo or, with ?type=discovery, a 15-minute
// discovery call, sent as send-msp-demo-request with the page's campaign.
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { MeetingRequestForm } from "./meeting-request-form.tsx";
import { CAMPAIGN_SOLUTION_NAMES, type Campaign } from "#app/content/solutions/types.ts";
import { formatBookingDay } from "#app/features/scheduling/booking-dates.ts";
import { useBookingForm } from "./use-booking-form.ts";
import { BookedMeeting, type BookedReceipt } from "./booked-meeting.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { emptyValues, SOLUTION_FIELDS, type SolutionField } from "#app/features/leads/form-fields.ts";
import { loadFormChecks } from "#app/features/leads/load-form-checks.ts";
import { brand, meetings } from "#app/config/site.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";

export type SolutionMode = "demo" | "discovery";

type Field = SolutionField;
const EMPTY = emptyValues(SOLUTION_FIELDS);

const TEXTS = {
  demo: {
    submit: "Request Demo",
    success: "Demo request submitted successfully!",
    failure: "Failed to submit demo request. Please try again.",
    cardTitle: "Demo Request Submitted!",
  },
  discovery: {
    submit: "Request Discovery Call",
    success: "Discovery call request submitted successfully!",
    failure: "Failed to submit discovery call request. Please try again.",
    cardTitle: "Discovery Call Request Submitted!",
  },
} as const;

type Submitted = { date: string; time: string };

type ConfirmationProps = { mode: SolutionMode; campaign: Campaign; submitted: Submitted; booked: BookedReceipt | null };

function Confirmation({ mode, campaign, submitted, booked }: ConfirmationProps) {
  return (
    <div role="status" className="py-6 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h3 className="mt-4 text-2xl font-bold tracking-tight">{TEXTS[mode].cardTitle}</h3>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">
        Thank you for your interest in {brand.name}&rsquo;s {CAMPAIGN_SOLUTION_NAMES[campaign]} solutions. Our team will be
        in touch shortly to confirm the details.
      </p>
      {booked ? (
        <BookedMeeting booking={booked} className="mx-auto mt-6 max-w-md" />
      ) : (
        <p className="mt-4 text-sm">
          You asked for <strong>{formatBookingDay(submitted.date)}</strong> at <strong>{submitted.time} Eastern Time</strong>.
        </p>
      )}
    </div>
  );
}

export type SolutionRequestFormProps = { mode: SolutionMode; campaign: Campaign; schedule: BookingSchedule };

export function SolutionRequestForm({ mode, campaign, schedule }: SolutionRequestFormProps) {
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const texts = TEXTS[mode];
  const booking = useBookingForm<Field>({
    id: "solution",
    initialValues: EMPTY,
    functionName: "send-msp-demo-request",
    schedule,
    meeting: mode === "demo" ? { kind: "demo", minutes: meetings.demoMinutes } : { kind: "discovery", minutes: meetings.discoveryMinutes },
    check: async (values) => (await loadFormChecks()).checkSolutionRequest(values, { mode, campaign, schedule }),
    prepare: loadFormChecks,
    onInvalid: (errors, values, required) => {
      const missing = required.some((name) => !values[name].trim());
      void toastError({ title: missing ? "Please fill in all required fields." : (Object.values(errors).find(Boolean) ?? "") });
    },
    onSuccess: ({ values }) => {
      setSubmitted({ date: values.date, time: values.time });
      void toastSuccess({ title: texts.success });
    },
    onFailure: () => void toastError({ title: texts.failure }),
  });

  if (submitted) return <Confirmation mode={mode} campaign={campaign} submitted={submitted} booked={booking.booked} />;

  return (
    <MeetingRequestForm
      booking={booking}
      formId="solution"
      commentsLabel="What would you like to cover? (optional)"
      submitLabel={texts.submit}
      className="relative grid gap-4"
    />
  );
}

// Book a Meeting (/book-demo and /schedule): a full-demo tab and a discovery-call tab sharing one
// form. The tab lives in the URL (hash, or ?type=discovery) and is replaced, never pushed. Both are
// one island (meeting-booking-page.tsx).
import { ArrowRight, CalendarCheck, Check } from "lucide-react";
import { useEffect, useState } from "react";
import { MeetingRequestForm } from "./meeting-request-form.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { meetings, timing } from "#app/config/site.ts";
import type { MeetingTab } from "./meeting-tabs.ts";
import { useMeetingTab } from "./use-meeting-tab.ts";
import { useBookingForm } from "./use-booking-form.ts";
import { emptyValues, MEETING_FIELDS, type MeetingField } from "#app/features/leads/form-fields.ts";
import { loadFormChecks } from "#app/features/leads/load-form-checks.ts";
import { takePrefillEmail } from "#app/features/leads/prefill-email.ts";
import { toastError } from "#app/lib/toast.ts";
import { ConfirmationOverlay } from "./confirmation-overlay.tsx";
import { BookedMeeting, BookingConfirmedPanel } from "./booked-meeting.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";

type Field = MeetingField;
const EMPTY = emptyValues(MEETING_FIELDS);

const INVALID_TOAST = { title: "Please fix the errors", description: "Check the required fields and try again." };

const TABS: Record<
  MeetingTab,
  {
    label: string;
    duration: string;
    title: string;
    intro: string;
    points: string[];
    formTitle: string;
    crossLink: { text: string; to: MeetingTab };
    overlay: { title: string; text: string };
  }
> = {
  demo: {
    label: "Full Demo",
    duration: `${meetings.demoMinutes} min`,
    title: "AI Trust Score in Action",
    intro: `A personalised ${meetings.demoMinutes}-minute walkthrough of the platform on your own AI use cases, including a free AI Security Risk Audit worth ${meetings.auditValue}.`,
    points: [
      "See your models and agents scored across the 9 AI Trust Score risk dimensions",
      "Watch guardrails stop jailbreaks, prompt injection and data leaks in real time, in under 50 ms",
      "Map your controls to the OWASP LLM Top 10, the EU AI Act and NIST AI RMF",
      `Leave with a complimentary AI Security Risk Audit (${meetings.auditValue} value)`,
    ],
    formTitle: "Schedule your demo",
    crossLink: { text: `Just exploring? Book a ${meetings.discoveryMinutes}-minute discovery call instead`, to: "discovery" },
    overlay: { title: "Demo Scheduled!", text: "Your AI Trust Score demo has been confirmed." },
  },
  discovery: {
    label: "Discovery Call",
    duration: `${meetings.discoveryMinutes} min`,
    title: "Book a Discovery Call",
    intro: `A quick, focused ${meetings.discoveryMinutes}-minute conversation about your GenAI plans and whether our platform fits them.`,
    points: [
      "Talk through how your teams use GenAI today and your security posture",
      "Check the fit for your AI risk, compliance and shadow-AI needs",
      "Get straight answers on integration, deployment and compliance",
      "Agree clear next steps, with no obligation",
    ],
    formTitle: "Schedule your discovery call",
    crossLink: { text: `Ready for the full walkthrough? Book a ${meetings.demoMinutes}-minute demo`, to: "demo" },
    overlay: { title: "Discovery Call Scheduled!", text: "Your discovery call has been confirmed." },
  },
};

function useMeetingForm(tab: MeetingTab, schedule: BookingSchedule, onBooked: (tab: MeetingTab, reset: () => void) => void) {
  return useBookingForm<Field>({
    id: "meeting",
    initialValues: EMPTY,
    functionName: tab === "demo" ? "send-demo-confirmation" : "send-discovery-confirmation",
    schedule,
    meeting: tab === "demo" ? { kind: "demo", minutes: meetings.demoMinutes } : { kind: "discovery", minutes: meetings.discoveryMinutes },
    check: async (values) => (await loadFormChecks()).checkMeetingRequest(values, { tab, schedule }),
    prepare: loadFormChecks,
    onInvalid: () => void toastError(INVALID_TOAST),
    onSuccess: ({ reset }) => onBooked(tab, reset),
    onFailure: (failure) =>
      void toastError(
        failure.status === 422 ? INVALID_TOAST : { title: "Something went wrong", description: "Please try again later." },
      ),
  });
}

export type MeetingBookingProps = {
  schedule: BookingSchedule;
  /** The address's query, which the server reads the tab from (?type=discovery). */
  search: string;
};

/** The two tabs with the form, the island of the page. */
export function MeetingBooking({ schedule, search }: MeetingBookingProps) {
  const [tab, chooseTab] = useMeetingTab(search);
  // The confirmation shown, and what clears the form once it goes.
  const [confirmed, setConfirmed] = useState<{ tab: MeetingTab; reset: () => void } | null>(null);
  const overlay = confirmed?.tab ?? null;
  const booking = useMeetingForm(tab, schedule, (bookedTab, reset) => setConfirmed({ tab: bookedTab, reset }));
  // Its seconds count from when it is on the screen, not from the answer: a busy phone may take a
  // moment to draw it.
  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => {
      setConfirmed(null);
      confirmed.reset();
    }, timing.confirmationOverlayMs);
    return () => window.clearTimeout(timer);
  }, [confirmed]);

  // A work e-mail carried over from pricing or contact fills the field once.
  const { setValue } = booking.form;
  useEffect(() => {
    const email = takePrefillEmail();
    if (email) setValue("email", email);
  }, [setValue]);

  const switchTab = (next: MeetingTab) => {
    if (next === tab) return;
    booking.form.reset();
    chooseTab(next);
  };

  const content = TABS[tab];
  return (
    <>
      <Tabs
        id="meeting"
        label="Meeting type"
        value={tab}
        onChange={switchTab}
        tabs={(Object.keys(TABS) as MeetingTab[]).map((key) => ({
          value: key,
          label: (
            <>
              {TABS[key].label} <span className="ml-1 text-xs font-normal">{TABS[key].duration}</span>
            </>
          ),
        }))}
        className="mx-auto max-w-6xl px-4 pb-8 sm:px-6"
        panelClassName="mt-10 grid gap-10 lg:grid-cols-[1fr_1.15fr]"
      >
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{content.title}</h2>
          <p className="mt-3 text-lg text-muted-foreground">{content.intro}</p>
          <ul className="mt-6 space-y-3">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => switchTab(content.crossLink.to)}
            className="mt-8 inline-flex items-center gap-2 rounded-sm text-left font-medium text-primary underline-offset-4 hover:underline"
          >
            {content.crossLink.text}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </button>
        </div>

        <div className="relative rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
            {content.formTitle}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Fields marked <span aria-hidden="true" className="text-destructive">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          {booking.booked && !overlay && <BookingConfirmedPanel booking={booking.booked} onDismiss={booking.clearBooked} />}
          <MeetingRequestForm
            booking={booking}
            formId="meeting"
            commentsLabel="Anything we should know? (optional)"
            submitLabel={tab === "demo" ? "Schedule Demo" : "Schedule Discovery Call"}
            className="mt-6 grid gap-4"
          />
        </div>
      </Tabs>

      {overlay && (
        <ConfirmationOverlay {...TABS[overlay].overlay}>{booking.booked && <BookedMeeting booking={booking.booked} />}</ConfirmationOverlay>
      )}
    </>
  );
}

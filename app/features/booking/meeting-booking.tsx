// Book a Meeting (/book-demo and /schedule): a full-demo tab and a discovery-call tab sharing one
// form. The tab lives in the URL (hash, or ?type=discovery) and is replaced, never pushed.
import { ArrowRight, CalendarCheck, Check } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { MeetingRequestForm } from "./meeting-request-form.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { meetings, timing } from "#app/config/site.ts";
import { meetingTabFrom, searchWithoutType, TAB_HASH, type MeetingTab } from "./meeting-tabs.ts";
import { useBookingForm } from "./use-booking-form.ts";
import { emptyValues, MEETING_FIELDS, type MeetingField } from "#app/features/leads/form-fields.ts";
import { loadFormChecks } from "#app/features/leads/load-form-checks.ts";
import { takePrefillEmail } from "#app/features/leads/prefill-email.ts";
import { toastError } from "#app/lib/toast.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ConfirmationOverlay } from "./confirmation-overlay.tsx";
import { BookedMeeting, BookingConfirmedPanel } from "./booked-meeting.tsx";
import type { BookingSchedule } from "./booking-schedule.ts";

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

export function MeetingBooking({ schedule }: { schedule: BookingSchedule }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The hash exists only in the browser: the server and hydration render what the query says.
  const hydrated = useHydrated();
  const tab = meetingTabFrom(hydrated ? location.hash : "", location.search);
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
    void navigate(
      { pathname: location.pathname, search: searchWithoutType(location.search), hash: TAB_HASH[next] },
      { replace: true, preventScrollReset: true },
    );
  };

  const content = TABS[tab];
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-8 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book a Meeting</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Talk to an AI security expert
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Choose a full AI Trust Score demo or a short discovery call. Pick a weekday and a time in Eastern Time; the
            calendar invite follows by e-mail.
          </p>
        </div>
      </section>

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

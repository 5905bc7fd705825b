// The booking's own page (/bookings/<token>): what was booked, in Eastern time and the visitor's
// zone, with Reschedule and Cancel. It changes the booking through the JSON API
// (/api/bookings/<token>/…), the same endpoints other clients use, and says clearly when the
// booking is cancelled or already past.
import { CalendarClock, CalendarX2, CircleCheck, Clock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormAnnouncer } from "#app/components/forms/form-announcer.tsx";
import { FormField, type BoundField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toastError, toastSuccess } from "#app/lib/toast.ts";
import { AddToCalendar, MeetingWhen } from "./booked-meeting.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { isChangeable, REASON_MAX_LENGTH, type BookingView } from "./booking-view.ts";
import { DateTimeFields } from "./date-time-fields.tsx";
import { meetingKindLabel } from "#app/features/scheduling/meeting-title.ts";
import { useSlotAvailability, type MeetingShape } from "./slot-availability.ts";
import { useVisitorZone } from "./use-visitor-zone.ts";

type ApiAnswer = { status: number; data: BookingView | null; message: string; fields: Record<string, string> };

async function postChange(token: string, action: "reschedule" | "cancel", body: Record<string, string>): Promise<ApiAnswer> {
  try {
    const response = await fetch(`/api/bookings/${encodeURIComponent(token)}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => null)) as {
      data: BookingView | null;
      error: { message: string; fields?: Record<string, string> } | null;
    } | null;
    return {
      status: response.status,
      data: response.ok ? (payload?.data ?? null) : null,
      message: payload?.error?.message ?? "Something went wrong. Please try again.",
      fields: payload?.error?.fields ?? {},
    };
  } catch {
    return { status: 0, data: null, message: "We could not reach the server. Check your connection and try again.", fields: {} };
  }
}

async function readBooking(token: string): Promise<BookingView | null> {
  try {
    const response = await fetch(`/api/bookings/${encodeURIComponent(token)}`, { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as { data: BookingView }).data : null;
  } catch {
    return null;
  }
}

/** A panel's heading that takes focus when the panel opens, so keyboard and screen-reader users land in it. */
function PanelHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}

type Panel = "none" | "reschedule" | "cancel";

function StatusNote({ booking }: { booking: BookingView }) {
  if (booking.status === "cancelled") {
    return (
      <div role="status" className="mt-6 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <p className="font-semibold">This booking is cancelled.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            The meeting no longer takes place and its time is free again. Want to talk after all?{" "}
            <a href="/book-demo" className="font-medium text-primary underline underline-offset-4">
              Book a new meeting
            </a>
            .
          </p>
        </div>
      </div>
    );
  }
  if (booking.past) {
    return (
      <div role="status" className="mt-6 flex gap-3 rounded-lg border bg-muted/60 p-4">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-semibold">This meeting has already taken place.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            It can no longer be moved or cancelled.{" "}
            <a href="/book-demo" className="font-medium text-primary underline underline-offset-4">
              Book another meeting
            </a>
            .
          </p>
        </div>
      </div>
    );
  }
  return (
    <p className="mt-6 flex items-center gap-2 font-medium text-emerald-700">
      <CircleCheck aria-hidden="true" className="size-5" />
      Confirmed
    </p>
  );
}

function RescheduleForm({
  token,
  schedule,
  meeting,
  onDone,
  onCancel,
}: {
  token: string;
  schedule: BookingSchedule;
  meeting: MeetingShape;
  onDone: (answer: ApiAnswer) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ date: "", time: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const availability = useSlotAvailability(values.date, meeting);
  const bound = (name: "date" | "time"): BoundField => ({
    id: `reschedule-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => set(name, event.target.value),
  });
  const set = (name: "date" | "time", value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing = {
      ...(values.date ? {} : { date: "Please select a date" }),
      ...(values.time ? {} : { time: "Please select a time" }),
    };
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setAnnouncement(Object.values(missing).join(". "));
      return;
    }
    setPending(true);
    setAnnouncement("Moving your meeting…");
    const answer = await postChange(token, "reschedule", values);
    setPending(false);
    if (answer.data) return onDone(answer);
    if (answer.status === 409 && answer.fields.time) availability.refresh();
    setErrors(answer.fields);
    setAnnouncement(answer.message);
    if (answer.status === 409 && !answer.fields.time) return onDone(answer);
    if (Object.keys(answer.fields).length === 0) void toastError({ title: "Not rescheduled", description: answer.message });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4" aria-labelledby="reschedule-title">
      <PanelHeading id="reschedule-title">Pick a new time</PanelHeading>
      <DateTimeFields
        date={bound("date")}
        time={bound("time")}
        onDateChange={(iso) => set("date", iso)}
        onTimeChange={(label) => set("time", label)}
        schedule={schedule}
        availability={availability}
        meeting={meeting}
      />
      <FormAnnouncer message={announcement} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel="Rescheduling...">
          Confirm new time
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Keep current time
        </Button>
      </div>
    </form>
  );
}

function CancelForm({ token, onDone, onCancel }: { token: string; onDone: (answer: ApiAnswer) => void; onCancel: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await postChange(token, "cancel", reason.trim() ? { reason } : {});
    setPending(false);
    if (answer.data || answer.status === 409) return onDone(answer);
    setError(answer.fields.reason);
    if (!answer.fields.reason) void toastError({ title: "Not cancelled", description: answer.message });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4" aria-labelledby="cancel-title">
      <PanelHeading id="cancel-title">Cancel this meeting?</PanelHeading>
      <p className="text-sm text-muted-foreground">The time is given back at once. You can always book a new meeting later.</p>
      <FormField
        field={{ id: "cancel-reason", name: "reason", value: reason, error, onChange: (event) => setReason(event.target.value) }}
        label="Reason (optional)"
        hint="Only our team sees this."
      >
        {(control) => <Textarea {...control} rows={3} maxLength={REASON_MAX_LENGTH} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel="Cancelling..." variant="destructive">
          Yes, cancel meeting
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Keep my booking
        </Button>
      </div>
    </form>
  );
}

export type ManageBookingProps = { token: string; initial: BookingView; schedule: BookingSchedule };

/**
 * A booking's own page: when it is, and its Reschedule and Cancel panels, which call the bookings
 * API. An island (manage-booking-island.tsx); the server paints the time in the zone the booking
 * was made from, and once live it shows the browser's.
 */
export function ManageBooking({ token, initial, schedule }: ManageBookingProps) {
  const [booking, setBooking] = useState(initial);
  const [panel, setPanel] = useState<Panel>("none");
  const heading = useRef<HTMLHeadingElement>(null);
  const zone = useVisitorZone(booking.visitorTimeZone);
  const changeable = isChangeable(booking);

  const finish = async (answer: ApiAnswer, done: string) => {
    setPanel("none");
    if (answer.data) {
      setBooking(answer.data);
      void toastSuccess({ title: done });
    } else {
      // Cancelled or started meanwhile (another tab, our team): show it as it is now.
      void toastError({ title: "This booking can no longer be changed", description: answer.message });
      const current = await readBooking(token);
      if (current) setBooking(current);
    }
    heading.current?.focus();
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your booking</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl">
        {booking.title}
      </h1>
      <StatusNote booking={booking} />

      <dl className="mt-6 grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[8rem_1fr] sm:p-6">
        <dt className="text-sm font-medium text-muted-foreground">Meeting</dt>
        <dd>
          {meetingKindLabel(booking.kind)}, {booking.durationMinutes} minutes
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">When</dt>
        <dd>
          <MeetingWhen start={booking.start} zone={zone} className={booking.status === "cancelled" ? "line-through" : undefined} />
        </dd>
        {booking.host && (
          <>
            <dt className="text-sm font-medium text-muted-foreground">With</dt>
            <dd>{booking.host.name}</dd>
          </>
        )}
        {booking.status === "confirmed" && !booking.ended && booking.host?.meetingUrl && (
          <>
            <dt className="text-sm font-medium text-muted-foreground">Join</dt>
            <dd className="break-all">
              <a href={booking.host.meetingUrl} className="font-medium text-primary underline underline-offset-4" rel="noopener noreferrer">
                {booking.host.meetingUrl}
              </a>
            </dd>
          </>
        )}
      </dl>

      {changeable && booking.calendar && <AddToCalendar calendar={booking.calendar} className="mt-6" />}

      {changeable && (
        <div className="mt-8 border-t pt-6">
          {panel === "none" && (
            <div className="flex flex-wrap gap-3">
              <Button type="button" onClick={() => setPanel("reschedule")}>
                <CalendarClock aria-hidden="true" />
                Reschedule
              </Button>
              <Button type="button" variant="outline" onClick={() => setPanel("cancel")}>
                <CalendarX2 aria-hidden="true" />
                Cancel
              </Button>
            </div>
          )}
          {panel === "reschedule" && (
            <RescheduleForm
              token={token}
              schedule={schedule}
              meeting={{ kind: booking.kind, minutes: booking.durationMinutes }}
              onDone={(answer) => void finish(answer, "Your meeting is rescheduled. An updated invite is on its way.")}
              onCancel={() => setPanel("none")}
            />
          )}
          {panel === "cancel" && (
            <CancelForm
              token={token}
              onDone={(answer) => void finish(answer, "Your meeting is cancelled. A cancellation is on its way to your calendar.")}
              onCancel={() => setPanel("none")}
            />
          )}
        </div>
      )}
    </div>
  );
}

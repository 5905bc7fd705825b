// The admin's part of a booking's life, in the lead detail: its status and history, the staff's
// Reschedule and Cancel (each with a reason, kept with the booking; the visitor gets the update),
// and once the meeting has ended whether it took place.
import { Form, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { REASON_MAX_LENGTH } from "#app/features/booking/booking-view.ts";
import type { StaffBooking } from "#app/features/booking/staff-booking.ts";
import { slotLabel } from "#app/features/scheduling/slots.ts";
import { meetingOutcomeLabels } from "#app/features/booking/meeting-outcome.ts";
import { MeetingOutcomeForm, OUTCOME_INTENT } from "./meeting-outcome-form.tsx";

export const STAFF_INTENTS = { reschedule: "reschedule-booking", cancel: "cancel-booking", reassign: "reassign-booking", outcome: OUTCOME_INTENT } as const;

/** What the action answers a refused staff change: the form it came from, a message, field messages. */
export type StaffChangeError = { intent: string; message: string; fields: Record<string, string> };

function History({ events }: { events: StaffBooking["events"] }) {
  if (events.length === 0) return null;
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold">Changes</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.createdAt}>{formatEastern(event.createdAt)}</time>:{" "}
            {event.action === "cancelled"
              ? `cancelled (was ${formatEastern(event.previousStartsAt)})`
              : event.action === "reassigned"
                ? "handed to another host"
                : `moved from ${formatEastern(event.previousStartsAt)} to ${event.startsAt ? formatEastern(event.startsAt) : "?"}`}{" "}
            by {event.actor === "staff" ? (event.staffEmail ?? "staff") : "the visitor"}
            {event.reason ? `; reason: ${event.reason}` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}

function ChangeRefused({ error }: { error: StaffChangeError | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {error.message}
    </p>
  );
}

function ReasonField({ id, error }: { id: string; error?: string }) {
  return (
    <FormField field={{ id, name: "reason", error }} label="Reason (kept with the booking)" required>
      {(control) => <Textarea {...control} rows={2} maxLength={REASON_MAX_LENGTH} />}
    </FormField>
  );
}

export function StaffBookingPanel({
  leadId,
  booking,
  slots,
  outcomeAllowed,
  csrfToken,
  error,
}: {
  leadId: string;
  booking: StaffBooking;
  slots: readonly number[];
  /** Whether the viewer may mark the outcome (the meeting's host, or an admin). */
  outcomeAllowed: boolean;
  csrfToken: string;
  error: StaffChangeError | null;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const changeable = booking.status === "confirmed" && !booking.past;
  const errorFor = (intent: string) => (error?.intent === intent ? error : null);
  const rescheduleError = errorFor(STAFF_INTENTS.reschedule);
  const cancelError = errorFor(STAFF_INTENTS.cancel);
  const reassignError = errorFor(STAFF_INTENTS.reassign);

  return (
    <section aria-labelledby="staff-booking-heading" className="mt-6 rounded-lg border p-4">
      <h3 id="staff-booking-heading" className="text-base font-semibold">
        Booking:{" "}
        {booking.status === "cancelled" ? (
          <span className="text-destructive">cancelled</span>
        ) : booking.past ? (
          // Whether it took place is the host's to say (the outcome); until then it is only past.
          booking.outcome ? meetingOutcomeLabels[booking.outcome.value].toLowerCase() : "past"
        ) : (
          <span className="text-emerald-700">confirmed</span>
        )}
      </h3>
      {booking.host && <p className="mt-1 text-sm">Host: {booking.host.name}</p>}
      <History events={booking.events} />
      {booking.status === "confirmed" && booking.ended && (
        <MeetingOutcomeForm
          leadId={leadId}
          outcome={booking.outcome}
          allowed={outcomeAllowed}
          csrfToken={csrfToken}
          error={errorFor(STAFF_INTENTS.outcome)?.message ?? null}
        />
      )}
      {changeable && (
        // Keyed by the meeting's time: once it moves, the forms start closed and empty again.
        <div key={booking.startsAt} className="mt-4 grid gap-3">
          <details open={Boolean(rescheduleError)} className="rounded-md border p-3">
            <summary className="cursor-pointer text-sm font-medium">Reschedule…</summary>
            <Form method="post" className="mt-3 grid gap-3">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="intent" value={STAFF_INTENTS.reschedule} />
              <input type="hidden" name="id" value={leadId} />
              <ChangeRefused error={rescheduleError} />
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField field={{ id: "staff-date", name: "date", error: rescheduleError?.fields.date }} label="New date (Eastern)" required>
                  {(control) => <Input {...control} type="date" />}
                </FormField>
                <FormField field={{ id: "staff-time", name: "time", error: rescheduleError?.fields.time }} label="New time (Eastern)" required>
                  {(control) => (
                    <NativeSelect {...control} defaultValue="">
                      <option value="">Select a time</option>
                      {slots.map((minutes) => (
                        <option key={minutes} value={slotLabel(minutes)}>
                          {slotLabel(minutes)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>
              <ReasonField id="staff-reschedule-reason" error={rescheduleError?.fields.reason} />
              <SubmitButton pending={busy(STAFF_INTENTS.reschedule)} pendingLabel="Rescheduling..." size="sm" className="justify-self-start">
                Reschedule and notify the visitor
              </SubmitButton>
            </Form>
          </details>
          {booking.host && (
            <details open={Boolean(reassignError)} className="rounded-md border p-3">
              <summary className="cursor-pointer text-sm font-medium">Hand to another host…</summary>
              {booking.handOverTo.length === 0 ? (
                <p className="mt-3 text-sm text-muted-foreground">No other host is free at this time.</p>
              ) : (
                <Form method="post" className="mt-3 grid gap-3">
                  <CsrfField token={csrfToken} />
                  <input type="hidden" name="intent" value={STAFF_INTENTS.reassign} />
                  <input type="hidden" name="id" value={leadId} />
                  <ChangeRefused error={reassignError} />
                  <FormField field={{ id: "staff-host", name: "hostId", error: reassignError?.fields.hostId }} label="New host" required>
                    {(control) => (
                      <NativeSelect {...control} defaultValue="">
                        <option value="">Select a host</option>
                        {booking.handOverTo.map((host) => (
                          <option key={host.id} value={host.id}>
                            {host.name}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FormField>
                  <ReasonField id="staff-reassign-reason" error={reassignError?.fields.reason} />
                  <SubmitButton pending={busy(STAFF_INTENTS.reassign)} pendingLabel="Handing over..." size="sm" className="justify-self-start">
                    Hand over and notify the visitor
                  </SubmitButton>
                </Form>
              )}
            </details>
          )}
          <details open={Boolean(cancelError)} className="rounded-md border p-3">
            <summary className="cursor-pointer text-sm font-medium">Cancel booking…</summary>
            <Form method="post" className="mt-3 grid gap-3">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="intent" value={STAFF_INTENTS.cancel} />
              <input type="hidden" name="id" value={leadId} />
              <ChangeRefused error={cancelError} />
              <ReasonField id="staff-cancel-reason" error={cancelError?.fields.reason} />
              <SubmitButton
                pending={busy(STAFF_INTENTS.cancel)}
                pendingLabel="Cancelling..."
                size="sm"
                variant="destructive"
                className="justify-self-start"
              >
                Cancel and notify the visitor
              </SubmitButton>
            </Form>
          </details>
        </div>
      )}
    </section>
  );
}

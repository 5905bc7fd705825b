// The lead page's record of whether an ended meeting took place: what was marked, by whom and when,
// and for its host or an admin the form to mark or correct it. Before the meeting ends nothing is
// shown: its outcome cannot be known.
import { Form, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { MEETING_OUTCOMES, meetingOutcomeLabels, type OutcomeView } from "#app/features/booking/meeting-outcome.ts";

export const OUTCOME_INTENT = "record-outcome";

/** "Held, marked by dana@… on Oct 13, 2025, 3:10 PM ET", or that nobody has yet. */
function Recorded({ outcome }: { outcome: OutcomeView | null }) {
  if (!outcome) return <p className="mt-1 text-sm text-muted-foreground">Not marked yet.</p>;
  return (
    <p className="mt-1 text-sm">
      <strong>{meetingOutcomeLabels[outcome.value]}</strong>, marked {outcome.by ? `by ${outcome.by} ` : ""}on{" "}
      <time dateTime={outcome.at}>{formatEastern(outcome.at)}</time>
    </p>
  );
}

export function MeetingOutcomeForm({
  leadId,
  outcome,
  allowed,
  csrfToken,
  error,
}: {
  leadId: string;
  outcome: OutcomeView | null;
  /** Whether the viewer may mark it: the meeting's host, or an admin. */
  allowed: boolean;
  csrfToken: string;
  /** Why the last marking was refused. */
  error: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === OUTCOME_INTENT;
  return (
    <section aria-labelledby="meeting-outcome-heading" className="mt-4 rounded-md border p-3">
      <h4 id="meeting-outcome-heading" className="text-sm font-semibold">
        Did the meeting take place?
      </h4>
      <Recorded outcome={outcome} />
      {allowed ? (
        // Keyed by what is stored: once saved, the form shows it.
        <Form method="post" key={outcome?.value ?? "none"} className="mt-3 flex flex-wrap items-end gap-2" preventScrollReset>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={OUTCOME_INTENT} />
          <input type="hidden" name="id" value={leadId} />
          <FormField field={{ id: "meeting-outcome", name: "outcome", error: error ?? undefined }} label="Outcome" required className="min-w-40 flex-1 sm:max-w-xs">
            {(control) => (
              <NativeSelect {...control} defaultValue={outcome?.value ?? ""}>
                <option value="">Select an outcome</option>
                {MEETING_OUTCOMES.map((value) => (
                  <option key={value} value={value}>
                    {meetingOutcomeLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton pending={busy} pendingLabel="Saving..." size="sm" variant="outline">
            {outcome ? "Correct the outcome" : "Save the outcome"}
          </SubmitButton>
        </Form>
      ) : (
        <>
          {/* A refusal still shows when the form no longer does (the meeting went to another host meanwhile). */}
          {error && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {error}
            </p>
          )}
          <p className="mt-2 text-sm text-muted-foreground">Only the meeting&apos;s host or an admin can mark it.</p>
        </>
      )}
    </section>
  );
}

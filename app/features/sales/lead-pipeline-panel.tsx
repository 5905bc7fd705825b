// Sales' side of a lead in its detail: where it stands (status), who works it (owner), the notes,
// and erasure on the person's request.
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import type { LeadNoteView } from "./inbox.ts";
import { ERASE_CONFIRMATION, LEAD_STATUSES, leadStatusLabels, NOTE_MAX_LENGTH } from "./lead-pipeline.ts";

export const PIPELINE_INTENTS = { status: "set-status", owner: "set-owner", note: "add-note", erase: "erase-lead" } as const;

/** A refused pipeline form: which one, a message, and field messages. */
export type PipelineError = { intent: string; message: string; fields: Record<string, string> };

/**
 * What a form shows under its field: the field's own error, or the refusal's message when it names
 * no field (the lead erased meanwhile, the database busy), so no refusal goes unseen.
 */
const messageFor = (error: PipelineError | null, field: string) => (error ? (error.fields[field] ?? error.message) : undefined);

type Props = {
  leadId: string;
  status: string;
  ownerId: string | null;
  owners: Array<{ id: string; email: string }>;
  notes: LeadNoteView[];
  hasUpcomingMeeting: boolean;
  /** The inbox searched for this lead's address: the person's other leads, each erased on its own. */
  sameAddressHref: string;
  csrfToken: string;
  error: PipelineError | null;
};

function Hidden({ intent, leadId, csrfToken }: { intent: string; leadId: string; csrfToken: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={leadId} />
    </>
  );
}

export function LeadPipelinePanel({ leadId, status, ownerId, owners, notes, hasUpcomingMeeting, sameAddressHref, csrfToken, error }: Props) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errorFor = (intent: string) => (error?.intent === intent ? error : null);
  const noteError = errorFor(PIPELINE_INTENTS.note);
  const eraseError = errorFor(PIPELINE_INTENTS.erase);
  const statusError = errorFor(PIPELINE_INTENTS.status);
  const ownerError = errorFor(PIPELINE_INTENTS.owner);

  return (
    <section aria-labelledby="pipeline-heading" className="mt-6 rounded-lg border p-4">
      <h3 id="pipeline-heading" className="text-base font-semibold">
        Pipeline
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {/* key: a saved change resets the form to what is stored. */}
        <Form method="post" key={`status-${status}`} className="flex flex-wrap items-end gap-2" preventScrollReset>
          <Hidden intent={PIPELINE_INTENTS.status} leadId={leadId} csrfToken={csrfToken} />
          <FormField field={{ id: "lead-status", name: "status", error: messageFor(statusError, "status") }} label="Status" className="min-w-40 flex-1">
            {(control) => (
              <NativeSelect {...control} defaultValue={status}>
                {LEAD_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {leadStatusLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton pending={busy(PIPELINE_INTENTS.status)} pendingLabel="Saving..." size="sm" variant="outline">
            Save status
          </SubmitButton>
        </Form>
        <Form method="post" key={`owner-${ownerId ?? ""}`} className="flex flex-wrap items-end gap-2" preventScrollReset>
          <Hidden intent={PIPELINE_INTENTS.owner} leadId={leadId} csrfToken={csrfToken} />
          <FormField field={{ id: "lead-owner", name: "owner", error: messageFor(ownerError, "owner") }} label="Owner" className="min-w-40 flex-1">
            {(control) => (
              <NativeSelect {...control} defaultValue={ownerId ?? ""}>
                <option value="">Nobody</option>
                {owners.map((owner) => (
                  <option key={owner.id} value={owner.id}>
                    {owner.email}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton pending={busy(PIPELINE_INTENTS.owner)} pendingLabel="Saving..." size="sm" variant="outline">
            Save owner
          </SubmitButton>
        </Form>
      </div>

      <h4 className="mt-6 text-sm font-semibold">Notes</h4>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No notes yet. Calls, e-mails and next steps belong here.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/50 p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                {note.authorEmail}, <time dateTime={note.createdAt}>{formatEastern(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" key={`note-${notes.length}`} className="mt-3 grid gap-2" preventScrollReset>
        <Hidden intent={PIPELINE_INTENTS.note} leadId={leadId} csrfToken={csrfToken} />
        <FormField field={{ id: "lead-note", name: "body", error: messageFor(noteError, "body") }} label="Add a note" required>
          {(control) => <Textarea {...control} rows={3} maxLength={NOTE_MAX_LENGTH} />}
        </FormField>
        <SubmitButton pending={busy(PIPELINE_INTENTS.note)} pendingLabel="Adding..." size="sm" className="justify-self-start">
          Add note
        </SubmitButton>
      </Form>

      <details open={Boolean(eraseError)} className="mt-6 rounded-md border border-destructive/40 p-3">
        <summary className="cursor-pointer text-sm font-medium text-destructive">Erase this lead…</summary>
        <Form method="post" className="mt-3 grid gap-3">
          <Hidden intent={PIPELINE_INTENTS.erase} leadId={leadId} csrfToken={csrfToken} />
          <p className="text-sm text-muted-foreground">
            For a request to delete someone&apos;s data. Their details, booking, notes, unsent e-mails and newsletter
            subscription are removed for good
            {hasUpcomingMeeting ? "; their meeting is cancelled and they get the cancellation" : ""}. The audit log keeps
            only that the lead was erased, by whom and when. Other leads from this address are erased one by one:{" "}
            <Link to={sameAddressHref} className="font-medium underline underline-offset-4">
              find them
            </Link>
            .
          </p>
          {eraseError && !eraseError.fields.confirm && (
            <p role="alert" className="text-sm text-destructive">
              {eraseError.message}
            </p>
          )}
          <FormField
            field={{ id: "erase-confirm", name: "confirm", error: eraseError?.fields.confirm }}
            label={`Type ${ERASE_CONFIRMATION} to confirm`}
            required
          >
            {(control) => <Input {...control} autoComplete="off" className="max-w-48" />}
          </FormField>
          <SubmitButton pending={busy(PIPELINE_INTENTS.erase)} pendingLabel="Erasing..." size="sm" variant="destructive" className="justify-self-start">
            Erase the lead
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}

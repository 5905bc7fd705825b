import { CalendarCheck, CircleAlert, RefreshCw, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import type { CalendarKind, CalendarStatus } from "#app/features/scheduling/calendars/calendar-settings.server.ts";
import { CALDAV_PASSWORD_MAX_LENGTH, CALDAV_USERNAME_MAX_LENGTH, CALENDAR_URL_MAX_LENGTH } from "#app/features/scheduling/calendars/calendar-settings.schema.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { calendarFormErrors, calendarFormInput } from "./calendar-forms.ts";
import { HOST_INTENTS } from "./host-intents.ts";
import { useCheckedForm } from "./use-checked-form.ts";

type Busy = (intent: string, id?: string) => boolean;

type Props = {
  statuses: readonly CalendarStatus[];
  csrfToken: string;
  /** The intent of the refused calendar form, its errors and what was typed (never a password). */
  refused: { intent: string; fields: Record<string, string>; typed: Record<string, string> } | null;
  busy: Busy;
};

const kindNames: Record<CalendarKind, string> = { ical: "iCal feed", caldav: "CalDAV account" };
const saveIntents: Record<CalendarKind, string> = { ical: HOST_INTENTS.saveIcal, caldav: HOST_INTENTS.saveCaldav };

/**
 * Where it reads from, its last good read, and while it fails, why in words and since when: its
 * last good read's busy times still count meanwhile.
 */
function CalendarState({ status }: { status: CalendarStatus }) {
  return (
    <div className="grid min-w-0 flex-1 basis-64 gap-1 rounded-lg bg-muted/50 px-3 py-2 text-sm" role="group" aria-label={`${kindNames[status.kind]} status`}>
      <p className="flex items-start gap-2 font-medium">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          Connected: {status.kind === "ical" ? "a feed at " : `${status.username ?? ""} at `}
          <span className="break-all">{status.urlShown}</span>
        </span>
      </p>
      {status.lastError ? (
        <>
          <p className="flex items-start gap-1.5 text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {status.failingSince ? `Failing since ${formatEastern(status.failingSince)}` : "The last read failed"}: {status.lastError}
            </span>
          </p>
          <p className="text-muted-foreground">
            {status.lastReadAt
              ? `Showing the busy times of the last good read from ${formatEastern(status.lastReadAt)}.`
              : "No busy times from it yet: no read has succeeded."}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">{status.lastReadAt ? `Last read ${formatEastern(status.lastReadAt)}.` : "Not read yet."}</p>
      )}
    </div>
  );
}

/** One of a saved calendar's buttons: read it now, or remove it. */
function CalendarButton({ kind, intent, csrfToken, busy, pendingLabel, children }: { kind: CalendarKind; intent: string; csrfToken: string; busy: Busy; pendingLabel: string; children: ReactNode }) {
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      <SubmitButton variant="outline" size="sm" pending={busy(intent, kind)} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </Form>
  );
}

function CalendarBlock({ kind, intro, status, csrfToken, busy, children }: { kind: CalendarKind; intro: ReactNode; status?: CalendarStatus; csrfToken: string; busy: Busy; children: ReactNode }) {
  const headingId = `calendar-${kind}-heading`;
  const hidden = <span className="sr-only"> the {kindNames[kind]}</span>;
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="font-semibold">
        {kindNames[kind]}
      </h3>
      <p className="text-sm text-muted-foreground">{intro}</p>
      {status && (
        <div className="flex flex-wrap items-start gap-2">
          <CalendarState status={status} />
          <div className="flex flex-wrap gap-2">
            <CalendarButton kind={kind} intent={HOST_INTENTS.readCalendar} csrfToken={csrfToken} busy={busy} pendingLabel="Reading...">
              <RefreshCw aria-hidden="true" />
              Read now{hidden}
            </CalendarButton>
            <CalendarButton kind={kind} intent={HOST_INTENTS.removeCalendar} csrfToken={csrfToken} busy={busy} pendingLabel="Removing...">
              <Trash2 aria-hidden="true" />
              Remove{hidden}
            </CalendarButton>
          </div>
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A calendar's form, checked in the browser with the calendars module's rules before it is sent
 * (the server checks again, and knows whether a password is needed); a save reads the calendar
 * once, so the page comes back with how that went.
 */
function CalendarForm({ kind, serverErrors, csrfToken, className, children }: { kind: CalendarKind; serverErrors: Record<string, string>; csrfToken: string; className: string; children: (errors: Record<string, string>) => ReactNode }) {
  const { formRef, errors, onSubmit } = useCheckedForm(serverErrors, (form) => calendarFormErrors(calendarFormInput(kind, form)));
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className={className}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={saveIntents[kind]} />
      {children(errors)}
    </Form>
  );
}

const NONE: Record<string, string> = {};

/**
 * The host's calendars, read for their busy times: an iCal feed and a CalDAV account. Neither
 * secret comes back to the page: a saved feed's address is shown masked, a saved password only as
 * saved.
 */
export function CalendarsSection({ statuses, csrfToken, refused, busy }: Props) {
  const ical = statuses.find((status) => status.kind === "ical");
  const caldav = statuses.find((status) => status.kind === "caldav");
  const errorsOf = (kind: CalendarKind) => (refused?.intent === saveIntents[kind] ? refused.fields : NONE);
  const typedOf = (kind: CalendarKind) => (refused?.intent === saveIntents[kind] ? refused.typed : NONE);
  const caldavTyped = typedOf("caldav");

  return (
    <section aria-labelledby="calendars-heading" className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="calendars-heading" className="text-lg font-semibold">
          Calendars
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Busy times in these calendars are not offered to visitors. Only whether a time is busy is read, never what the event is. They are read every few
          minutes, and once when saved.
        </p>
      </div>

      <CalendarBlock
        kind="ical"
        intro="The secret address in iCal format that Google Calendar, Outlook and iCloud publish. Keep it private: whoever has it can read the calendar."
        status={ical}
        csrfToken={csrfToken}
        busy={busy}
      >
        <CalendarForm kind="ical" key={ical?.urlShown ?? "none"} serverErrors={errorsOf("ical")} csrfToken={csrfToken} className="flex flex-wrap items-start gap-3">
          {(errors) => (
            <>
              <FormField
                field={{ id: "calendar-ical-url", name: "url", error: errors.url }}
                label="iCal feed URL"
                required
                hint={ical ? "A feed is saved. Enter a new address to replace it." : undefined}
                className="min-w-0 flex-1 basis-72"
              >
                {(control) => <Input {...control} type="url" inputMode="url" autoComplete="off" maxLength={CALENDAR_URL_MAX_LENGTH} defaultValue={typedOf("ical").url} />}
              </FormField>
              <SubmitButton variant="outline" className="sm:mt-7" pending={busy(HOST_INTENTS.saveIcal)} pendingLabel="Saving...">
                Save feed
              </SubmitButton>
            </>
          )}
        </CalendarForm>
      </CalendarBlock>

      <CalendarBlock
        kind="caldav"
        intro="A calendar server's address, your user name and an app password made for this site (iCloud, Fastmail, Nextcloud and others offer them). The password is stored encrypted and never shown again."
        status={caldav}
        csrfToken={csrfToken}
        busy={busy}
      >
        <CalendarForm kind="caldav" key={`${caldav?.urlShown}|${caldav?.username}`} serverErrors={errorsOf("caldav")} csrfToken={csrfToken} className="grid gap-3 sm:grid-cols-2">
          {(errors) => (
            <>
              <FormField field={{ id: "calendar-caldav-url", name: "url", error: errors.url }} label="CalDAV server URL" required className="sm:col-span-2">
                {(control) => (
                  <Input {...control} type="url" inputMode="url" autoComplete="off" maxLength={CALENDAR_URL_MAX_LENGTH} defaultValue={caldavTyped.url ?? caldav?.urlShown} />
                )}
              </FormField>
              <FormField field={{ id: "calendar-caldav-username", name: "username", error: errors.username }} label="CalDAV user name" required>
                {(control) => <Input {...control} autoComplete="off" maxLength={CALDAV_USERNAME_MAX_LENGTH} defaultValue={caldavTyped.username ?? caldav?.username ?? ""} />}
              </FormField>
              <FormField
                field={{ id: "calendar-caldav-password", name: "password", error: errors.password }}
                label="CalDAV app password"
                required={!caldav?.hasPassword}
                hint={caldav?.hasPassword ? "A password is saved. Leave this blank to keep it (on the same server)." : undefined}
              >
                {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={CALDAV_PASSWORD_MAX_LENGTH} />}
              </FormField>
              <div>
                <SubmitButton variant="outline" pending={busy(HOST_INTENTS.saveCaldav)} pendingLabel="Saving...">
                  Save account
                </SubmitButton>
              </div>
            </>
          )}
        </CalendarForm>
      </CalendarBlock>
    </section>
  );
}

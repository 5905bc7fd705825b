import { CalendarCheck, CircleAlert, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import type { CalendarKind, CalendarStatus } from "#app/features/scheduling/host-calendar-port.server.ts";
import { URL_MAX } from "#app/features/scheduling/host-settings.schema.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { HOST_INTENTS } from "./host-intents.ts";

type Props = {
  statuses: readonly CalendarStatus[];
  csrfToken: string;
  /** The intent of the refused calendar form, its errors and what was typed (never a password). */
  refused: { intent: string; fields: Record<string, string>; typed: Record<string, string> } | null;
  busy: (intent: string, id?: string) => boolean;
};

const kindNames: Record<CalendarKind, string> = { ical: "iCal feed", caldav: "CalDAV account" };

/** When it was last read, and its last failure in words (the busy times of the last good read still count). */
function CalendarState({ status }: { status: CalendarStatus }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/50 px-3 py-2 text-sm" role="group" aria-label={`${kindNames[status.kind]} status`}>
      <p className="flex items-center gap-2 font-medium">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        <span className="break-all">
          Connected: {status.kind === "ical" ? `a feed from ${status.shownUrl}` : `${status.username ?? ""} at ${status.shownUrl}`}
        </span>
      </p>
      <p className="text-muted-foreground">{status.lastReadAt ? `Last read ${formatEastern(status.lastReadAt)}.` : "Not read yet."}</p>
      {status.lastError && (
        <p className="flex items-start gap-1.5 text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Last read failed{status.lastErrorAt ? ` ${formatEastern(status.lastErrorAt)}` : ""}: {status.lastError}
            {status.lastReadAt ? " The busy times of the last good read still count." : ""}
          </span>
        </p>
      )}
    </div>
  );
}

function RemoveCalendar({ kind, csrfToken, busy }: { kind: CalendarKind; csrfToken: string; busy: boolean }) {
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={HOST_INTENTS.removeCalendar} />
      <input type="hidden" name="kind" value={kind} />
      <SubmitButton variant="outline" size="sm" pending={busy} pendingLabel="Removing...">
        <Trash2 aria-hidden="true" />
        Remove<span className="sr-only"> the {kindNames[kind]}</span>
      </SubmitButton>
    </Form>
  );
}

function CalendarBlock({ title, intro, status, remove, children }: { title: string; intro: ReactNode; status?: CalendarStatus; remove: ReactNode; children: ReactNode }) {
  const headingId = `calendar-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{intro}</p>
      {status && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CalendarState status={status} />
          {remove}
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * The host's calendars, read for their busy times: an iCal feed and a CalDAV account. Neither
 * secret comes back to the page: a saved feed shows its host only, a saved password only that one
 * is saved.
 */
export function CalendarsSection({ statuses, csrfToken, refused, busy }: Props) {
  const ical = statuses.find((status) => status.kind === "ical");
  const caldav = statuses.find((status) => status.kind === "caldav");
  const errorsOf = (intent: string) => (refused?.intent === intent ? refused.fields : {});
  const typedOf = (intent: string) => (refused?.intent === intent ? refused.typed : {});
  const icalErrors = errorsOf(HOST_INTENTS.saveIcal);
  const caldavErrors = errorsOf(HOST_INTENTS.saveCaldav);
  const caldavTyped = typedOf(HOST_INTENTS.saveCaldav);

  return (
    <section aria-labelledby="calendars-heading" className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="calendars-heading" className="text-lg font-semibold">
          Calendars
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Busy times in these calendars are not offered to visitors. Only whether a time is busy is read, never what the event is.
        </p>
      </div>

      <CalendarBlock
        title="iCal feed"
        intro="The secret address in iCal format that Google Calendar, Outlook and iCloud publish. Keep it private: whoever has it can read the calendar."
        status={ical}
        remove={<RemoveCalendar kind="ical" csrfToken={csrfToken} busy={busy(HOST_INTENTS.removeCalendar, "ical")} />}
      >
        <Form method="post" key={ical?.shownUrl ?? "none"} className="flex flex-wrap items-start gap-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={HOST_INTENTS.saveIcal} />
          <FormField
            field={{ id: "calendar-ical-url", name: "icalUrl", error: icalErrors.icalUrl }}
            label="iCal feed URL"
            required
            hint={ical ? "A feed is saved. Enter a new address to replace it." : undefined}
            className="min-w-0 flex-1 basis-72"
          >
            {(control) => <Input {...control} type="url" inputMode="url" autoComplete="off" maxLength={URL_MAX} defaultValue={typedOf(HOST_INTENTS.saveIcal).icalUrl} />}
          </FormField>
          <SubmitButton variant="outline" className="sm:mt-7" pending={busy(HOST_INTENTS.saveIcal)} pendingLabel="Saving...">
            Save feed
          </SubmitButton>
        </Form>
      </CalendarBlock>

      <CalendarBlock
        title="CalDAV account"
        intro="A calendar server's address, your user name and an app password made for this site (iCloud, Fastmail, Nextcloud and others offer them). The password is stored encrypted and never shown again."
        status={caldav}
        remove={<RemoveCalendar kind="caldav" csrfToken={csrfToken} busy={busy(HOST_INTENTS.removeCalendar, "caldav")} />}
      >
        <Form method="post" key={`${caldav?.shownUrl}|${caldav?.username}`} className="grid gap-3 sm:grid-cols-2">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={HOST_INTENTS.saveCaldav} />
          <FormField field={{ id: "calendar-caldav-url", name: "caldavUrl", error: caldavErrors.caldavUrl }} label="CalDAV server URL" required className="sm:col-span-2">
            {(control) => <Input {...control} type="url" inputMode="url" autoComplete="off" maxLength={URL_MAX} defaultValue={caldavTyped.caldavUrl ?? caldav?.shownUrl} />}
          </FormField>
          <FormField field={{ id: "calendar-caldav-username", name: "caldavUsername", error: caldavErrors.caldavUsername }} label="CalDAV user name" required>
            {(control) => <Input {...control} autoComplete="off" maxLength={200} defaultValue={caldavTyped.caldavUsername ?? caldav?.username ?? ""} />}
          </FormField>
          <FormField
            field={{ id: "calendar-caldav-password", name: "caldavPassword", error: caldavErrors.caldavPassword }}
            label="CalDAV app password"
            required={!caldav?.passwordSaved}
            hint={caldav?.passwordSaved ? "A password is saved. Leave this blank to keep it." : undefined}
          >
            {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={URL_MAX} />}
          </FormField>
          <div>
            <SubmitButton variant="outline" pending={busy(HOST_INTENTS.saveCaldav)} pendingLabel="Saving...">
              Save account
            </SubmitButton>
          </div>
        </Form>
      </CalendarBlock>
    </section>
  );
}

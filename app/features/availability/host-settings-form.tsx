import { CircleAlert, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { MEETING_KINDS } from "#app/features/scheduling/host-rules.ts";
import {
  BUFFER_MAX_MINUTES,
  DAILY_MAX_LIMIT,
  DISPLAY_NAME_MAX,
  HostSettingsSchema,
  hostSettingsValues,
  meetingKindLabels,
  URL_MAX,
  type HostSettingsValues,
} from "#app/features/scheduling/host-settings.schema.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { HOST_INTENTS } from "./host-intents.ts";
import { TimeZoneSelect } from "./time-zone-select.tsx";
import { useCheckedForm } from "./use-checked-form.ts";
import { WeeklyHoursFields } from "./weekly-hours-fields.tsx";

type Props = {
  values: HostSettingsValues;
  /** The server's answer to the last save (an error per field). */
  errors: Record<string, string>;
  csrfToken: string;
  zones: readonly string[];
  pending: boolean;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

const checkboxClass = "size-4 shrink-0 rounded border-input accent-primary";

/**
 * A host's settings in one form: what visitors see, which meetings they take and how many, and
 * their weekly hours in their own zone. The browser checks it with the server's schema before
 * sending (every error at once, the focus on the first); the server checks again.
 */
export function HostSettingsForm({ values, errors: serverErrors, csrfToken, zones, pending }: Props) {
  const { formRef, errors, setErrors, onSubmit } = useCheckedForm(serverErrors, (form) => {
    const parsed = HostSettingsSchema.safeParse(hostSettingsValues(form));
    return parsed.success ? {} : fieldErrors(parsed.error);
  });
  const forgetHoursErrors = () => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith("hours"))));
  const field = (name: keyof HostSettingsValues) => ({ id: `host-${name}`, name, error: errors[name] });

  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
      {/* Enter in a field saves: the first submit button is the form's default, ahead of the hours' Add and Remove. */}
      <button type="submit" name="intent" value={HOST_INTENTS.save} hidden />
      <CsrfField token={csrfToken} />

      <Section title="What visitors see">
        <FormField field={field("displayName")} label="Display name" hint="In the e-mails and the invite. Blank: the account's e-mail address.">
          {(control) => <Input {...control} defaultValue={values.displayName} maxLength={DISPLAY_NAME_MAX} autoComplete="name" />}
        </FormField>
        <FormField field={field("meetingUrl")} label="Meeting link" hint="The https:// address of the video room: the invite's location and the link in the e-mails.">
          {(control) => <Input {...control} type="url" inputMode="url" defaultValue={values.meetingUrl} maxLength={URL_MAX} placeholder="https://meet.example.com/your-room" />}
        </FormField>
      </Section>

      <Section title="Meetings">
        <div className="grid gap-1">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input type="checkbox" name="takesMeetings" defaultChecked={values.takesMeetings} aria-describedby="host-takesMeetings-hint" className={checkboxClass} />
            Takes meetings
          </label>
          <p id="host-takesMeetings-hint" className="text-xs text-muted-foreground">
            Visitors are offered this host&apos;s free times. Off pauses them; meetings already booked stay.
          </p>
        </div>
        <fieldset className="grid gap-2" aria-describedby={errors.meetingKinds ? "host-meetingKinds-error" : undefined}>
          <legend className="text-sm font-medium">Kinds of meetings</legend>
          {MEETING_KINDS.map((kind, index) => (
            <label key={kind} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="meetingKinds"
                value={kind}
                defaultChecked={values.meetingKinds.includes(kind)}
                aria-invalid={errors.meetingKinds ? true : undefined}
                data-field={index === 0 ? "meetingKinds" : undefined}
                className={checkboxClass}
              />
              {meetingKindLabels[kind]}
            </label>
          ))}
          <ErrorLine id="host-meetingKinds-error" message={errors.meetingKinds} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField field={field("bufferBefore")} label="Buffer before (minutes)" hint={`Free time kept before each meeting, 0 to ${BUFFER_MAX_MINUTES}.`}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={BUFFER_MAX_MINUTES} defaultValue={values.bufferBefore} />}
          </FormField>
          <FormField field={field("bufferAfter")} label="Buffer after (minutes)" hint={`Free time kept after each meeting, 0 to ${BUFFER_MAX_MINUTES}.`}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={BUFFER_MAX_MINUTES} defaultValue={values.bufferAfter} />}
          </FormField>
          <FormField field={field("dailyMax")} label="Meetings a day at most" hint={`Blank: no maximum. Up to ${DAILY_MAX_LIMIT}.`}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={DAILY_MAX_LIMIT} defaultValue={values.dailyMax} />}
          </FormField>
        </div>
      </Section>

      <Section title="Working hours">
        <FormField field={field("timeZone")} label="Time zone" hint="The hours below are read in this zone, through its daylight saving changes.">
          {(control) => <TimeZoneSelect {...control} zones={zones} defaultValue={values.timeZone} />}
        </FormField>
        <p className="text-sm text-muted-foreground">An end of 00:00 (12:00 AM) is midnight. A range left blank is left out.</p>
        {/* Focusable, so a save refused for want of any hours takes the focus here (focusFirstInvalid). */}
        {errors.hours && (
          <div data-field="hours" tabIndex={-1} className="outline-none">
            <ErrorLine id="host-hours-error" message={errors.hours} />
          </div>
        )}
        <WeeklyHoursFields hours={values.hours} errors={errors} onEdited={forgetHoursErrors} />
      </Section>

      <div>
        <SubmitButton name="intent" value={HOST_INTENTS.save} pending={pending} pendingLabel="Saving...">
          <Save aria-hidden="true" />
          Save settings
        </SubmitButton>
      </div>
    </Form>
  );
}

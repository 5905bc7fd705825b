import { CalendarPlus, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import type { DaysOff } from "#app/features/scheduling/host-rules.ts";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { HOST_INTENTS } from "./host-intents.ts";

type Props = {
  daysOff: ReadonlyArray<DaysOff & { id: string }>;
  csrfToken: string;
  /** The refused add's errors and what was typed. */
  errors: Record<string, string>;
  typed: Record<string, string>;
  busy: (intent: string, id?: string) => boolean;
};

/** "Friday, July 4, 2025", or "Jul 7, 2025 to Jul 11, 2025". */
const daysOffText = ({ firstDay, lastDay }: DaysOff) =>
  firstDay === lastDay ? formatCalendarDay(firstDay, "weekday") : `${formatCalendarDay(firstDay, "medium")} to ${formatCalendarDay(lastDay, "medium")}`;

/** The host's days off still to come, each removable, and a form to add a day or a run of days. */
export function DaysOffSection({ daysOff, csrfToken, errors, typed, busy }: Props) {
  return (
    <section aria-labelledby="days-off-heading" className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 id="days-off-heading" className="text-lg font-semibold">
          Days off
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Whole days in the host&apos;s time zone; no meeting is offered on them. Past ones are not listed.</p>
      </div>
      {daysOff.length === 0 ? (
        <p className="text-sm text-muted-foreground">No days off ahead.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {daysOff.map((off) => (
            <li key={off.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>{daysOffText(off)}</span>
              <Form method="post">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value={HOST_INTENTS.removeDayOff} />
                <input type="hidden" name="id" value={off.id} />
                <SubmitButton variant="outline" size="sm" pending={busy(HOST_INTENTS.removeDayOff, off.id)} pendingLabel="Removing...">
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> {daysOffText(off)}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {/* A new key after each change: the added days leave the fields empty for the next. */}
      <Form method="post" key={daysOff.map((off) => off.id).join()} className="flex flex-wrap items-start gap-3">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value={HOST_INTENTS.addDayOff} />
        <FormField field={{ id: "day-off-first", name: "firstDay", error: errors.firstDay }} label="First day off" required className="w-44">
          {(control) => <Input {...control} type="date" defaultValue={typed.firstDay} />}
        </FormField>
        <FormField field={{ id: "day-off-last", name: "lastDay", error: errors.lastDay }} label="Last day off" hint="Blank for a single day." className="w-44">
          {(control) => <Input {...control} type="date" defaultValue={typed.lastDay} />}
        </FormField>
        <SubmitButton variant="outline" className="sm:mt-7" pending={busy(HOST_INTENTS.addDayOff)} pendingLabel="Adding...">
          <CalendarPlus aria-hidden="true" />
          Add days off
        </SubmitButton>
      </Form>
    </section>
  );
}

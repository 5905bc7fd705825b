// The one date and time picker of the three booking forms (Book a Meeting, the demo landing page,
// the solution pages): a lazily loaded calendar that refuses past days and weekends, and the
// configured slot list in Eastern time with full slots shown but not choosable.
import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { meetings } from "~/config/site";
import { formatLongDate, fromPickerDate, toPickerDate } from "~/features/booking/booking-dates";
import type { BoundField } from "~/features/leads/use-lead-form";
import { parseCalendarDate, toIsoDate, todayInNewYork, type CalendarDate } from "~/lib/calendar-date";
import { slotLabel } from "~/lib/slots";
import { cn } from "~/lib/utils";
import { FormField, labelIdOf } from "./form-field";

const loadCalendar = () => import("./calendar");
const Calendar = lazy(loadCalendar);

/** How far ahead the calendar pages: a quarter is what sales can staff. */
const BOOKING_HORIZON_MONTHS = 6;

type Availability = { full: ReadonlySet<string>; loading: boolean };

type Props = {
  date: BoundField;
  time: BoundField;
  onDateChange: (isoDate: string) => void;
  onTimeChange: (label: string) => void;
  /** Offered slots, minutes after midnight Eastern (env BOOKING_SLOTS via the route loader). */
  slots: readonly number[];
  availability: Availability;
  dateLabel?: string;
  timeLabel?: string;
  required?: boolean;
};

/** Minutes after midnight in New York right now: today's earlier slots are gone. */
function nowInNewYorkMinutes(): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: meetings.timeZone,
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

function addMonths({ year, month }: CalendarDate, count: number): Date {
  return new Date(year, month - 1 + count, 1, 12);
}

export function DateTimeFields({
  date,
  time,
  onDateChange,
  onTimeChange,
  slots,
  availability,
  dateLabel = "Date",
  timeLabel = "Time (Eastern Time)",
  required = true,
}: Props) {
  const [open, setOpen] = useState(false);
  const chosen = parseCalendarDate(date.value);
  const today = todayInNewYork();
  const isToday = chosen !== null && toIsoDate(chosen) === toIsoDate(today);
  const passedUntil = isToday ? nowInNewYorkMinutes() : -1;
  const buttonTextId = `${date.id}-value`;
  const requiredId = `${date.id}-required`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField field={date} label={dateLabel} required={required}>
        {({ onChange: _ignored, value: _value, name: _name, required: isRequired, ...control }) => (
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Trigger asChild>
              <Button
                {...control}
                type="button"
                variant="outline"
                aria-labelledby={`${labelIdOf(date.id)} ${buttonTextId}${isRequired ? ` ${requiredId}` : ""}`}
                onPointerEnter={() => void loadCalendar()}
                onFocus={() => void loadCalendar()}
                className={cn("h-10 w-full justify-start font-normal", !chosen && "text-muted-foreground")}
              >
                <CalendarDays aria-hidden="true" />
                <span id={buttonTextId}>{chosen ? formatLongDate(date.value) : "Select a date"}</span>
                {/* Buttons take no aria-required; the name says it instead. */}
                {isRequired && (
                  <span id={requiredId} className="sr-only">
                    required
                  </span>
                )}
              </Button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                collisionPadding={12}
                aria-label="Choose a date"
                className="z-[60] rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
              >
                <Suspense fallback={<p className="w-[17.5rem] p-6 text-center text-sm text-muted-foreground">Loading calendar…</p>}>
                  <Calendar
                    selected={chosen ? toPickerDate(chosen) : undefined}
                    today={toPickerDate(today)}
                    endMonth={addMonths(today, BOOKING_HORIZON_MONTHS)}
                    onSelect={(picked) => {
                      onDateChange(toIsoDate(fromPickerDate(picked)));
                      setOpen(false);
                    }}
                  />
                </Suspense>
                <p className="mt-2 text-center text-xs text-muted-foreground">Meetings run Monday to Friday.</p>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        )}
      </FormField>

      <FormField
        field={time}
        label={timeLabel}
        required={required}
        hint={chosen && availability.loading ? "Checking availability…" : undefined}
      >
        {({ onChange: _ignored, ...control }) => (
          <NativeSelect {...control} onChange={(event) => onTimeChange(event.target.value)}>
            <option value="">Select a time</option>
            {slots.map((minutes) => {
              const label = slotLabel(minutes);
              const gone = minutes <= passedUntil;
              const full = availability.full.has(label);
              return (
                <option key={minutes} value={label} disabled={gone || full}>
                  {gone ? `${label} (passed)` : full ? `${label} (fully booked)` : label}
                </option>
              );
            })}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

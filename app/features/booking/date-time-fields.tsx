// The one date and time picker of the three booking forms (Book a Meeting, the demo landing page,
// the solution pages): a lazily loaded calendar that refuses past days and weekends, and the
// configured slot list in Eastern time with full slots shown but not choosable.
import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { formatBookingDay, fromPickerDate, toPickerDate } from "#app/features/scheduling/booking-dates.ts";
import type { BoundField } from "#app/components/forms/form-field.tsx";
import { newYorkInstant, parseCalendarDate, toIsoDate, todayInNewYork, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { wallClock } from "#app/lib/dates.ts";
import { parseSlotLabel, slotLabel } from "#app/features/scheduling/slots.ts";
import { useClosedDays, type MeetingShape } from "./slot-availability.ts";
import { useVisitorZone } from "./use-visitor-zone.ts";
import { meetingTimeLine } from "#app/features/scheduling/visitor-zone.ts";
import { cn } from "#app/lib/utils.ts";
import { FormField, labelIdOf, type ControlProps } from "#app/components/forms/form-field.tsx";

const loadCalendar = () => import("./calendar.tsx");
const Calendar = lazy(loadCalendar);

type Availability = { full: ReadonlySet<string>; listed: readonly string[] | null; loading: boolean };

type Props = {
  date: BoundField;
  time: BoundField;
  onDateChange: (isoDate: string) => void;
  onTimeChange: (label: string) => void;
  /** Offered slots and the booking horizon (the environment, via the route loader). */
  schedule: BookingSchedule;
  availability: Availability;
  /** What is being booked: the calendar greys out the days with nothing open for it. */
  meeting: MeetingShape;
  dateLabel?: string;
  timeLabel?: string;
  required?: boolean;
};

/** Minutes after midnight in New York right now: today's earlier slots are gone. */
function nowInNewYorkMinutes(): number {
  const { hour, minute } = wallClock();
  return hour * 60 + minute;
}

type DatePopupProps = {
  control: Omit<ControlProps, "onChange" | "value" | "name" | "required">;
  labelledBy: string;
  chosen: CalendarDate | null;
  onPick: (date: CalendarDate) => void;
  horizonDays: number;
  meeting: MeetingShape;
  children: ReactNode;
};

/**
 * The date button and the calendar it opens below it: a small non-modal dialog that Escape, an
 * outside click or tabbing away closes, returning focus to the button after a choice.
 */
function DatePopup({ control, labelledBy, chosen, onPick, horizonDays, meeting, children }: DatePopupProps) {
  const [open, setOpen] = useState(false);
  // Asked when the calendar first opens; until the answer comes, the weekday rule alone applies.
  const closedDays = useClosedDays(meeting, open);
  // Asked only when the calendar opens: the first time-zone lookup is a long task on a phone.
  const today = open ? todayInNewYork() : null;
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = `${control.id}-calendar`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the calendar closes it; a click on its empty parts does not.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapper.current?.contains(next)) setOpen(false);
      }}
    >
      <Button
        {...control}
        ref={trigger}
        type="button"
        variant="outline"
        aria-labelledby={labelledBy}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={cn("h-10 w-full justify-start font-normal", !chosen && "text-muted-foreground")}
      >
        {children}
      </Button>
      {today && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Choose a date"
          // Focusable, so a click on a disabled day or the caption keeps focus inside the calendar.
          tabIndex={-1}
          className="absolute top-full left-0 z-[60] mt-2 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg outline-none"
        >
          <Suspense fallback={<p className="w-[17.5rem] p-6 text-center text-sm text-muted-foreground">Loading calendar…</p>}>
            <Calendar
              selected={chosen ? toPickerDate(chosen) : undefined}
              bookingWindow={{ today, horizonDays }}
              closedDays={closedDays}
              onSelect={(picked) => {
                onPick(fromPickerDate(picked));
                close();
              }}
            />
          </Suspense>
          <p className="mt-2 text-center text-xs text-balance text-muted-foreground">Meetings run Monday to Friday, up to {horizonDays} days ahead.</p>
        </div>
      )}
    </div>
  );
}

export function DateTimeFields({
  date,
  time,
  onDateChange,
  onTimeChange,
  schedule,
  availability,
  meeting,
  dateLabel = "Date",
  timeLabel = "Time (Eastern Time)",
  required = true,
}: Props) {
  const chosen = parseCalendarDate(date.value);
  const isToday = chosen !== null && toIsoDate(chosen) === toIsoDate(todayInNewYork());
  const passedUntil = isToday ? nowInNewYorkMinutes() : -1;
  const buttonTextId = `${date.id}-value`;
  const requiredId = `${date.id}-required`;
  // With a day chosen, each slot also says what the visitor's own clock shows then.
  const zone = useVisitorZone();
  const slotText = (minutes: number, label: string) => (chosen ? meetingTimeLine(newYorkInstant(chosen, minutes), zone) : label);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField field={date} label={dateLabel} required={required}>
        {({ onChange: _ignored, value: _value, name: _name, required: isRequired, ...control }) => (
          <DatePopup
            control={control}
            labelledBy={`${labelIdOf(date.id)} ${buttonTextId}${isRequired ? ` ${requiredId}` : ""}`}
            chosen={chosen}
            horizonDays={schedule.horizonDays}
            meeting={meeting}
            onPick={(picked) => onDateChange(toIsoDate(picked))}
          >
            <CalendarDays aria-hidden="true" />
            <span id={buttonTextId}>{chosen ? formatBookingDay(date.value) : "Select a date"}</span>
            {/* Buttons take no aria-required; the name says it instead. */}
            {isRequired && (
              <span id={requiredId} className="sr-only">
                required
              </span>
            )}
          </DatePopup>
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
            {(availability.listed?.map((label) => parseSlotLabel(label)).filter((minutes) => minutes !== null) ?? schedule.slots).map((minutes) => {
              const label = slotLabel(minutes);
              const text = slotText(minutes, label);
              const gone = minutes <= passedUntil;
              const full = availability.full.has(label);
              return (
                <option key={minutes} value={label} disabled={gone || full}>
                  {gone ? `${text} (passed)` : full ? `${text} (fully booked)` : text}
                </option>
              );
            })}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

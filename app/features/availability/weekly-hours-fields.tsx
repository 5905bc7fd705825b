import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { FormField } from "#app/components/forms/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ISO_WEEKDAYS } from "#app/features/scheduling/host-rules.ts";
import { MAX_RANGES_PER_DAY, rangeFieldName, type IsoWeekday, type RangeValues } from "#app/features/scheduling/host-settings.schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { addRangeIntent, removeRangeIntent } from "./host-intents.ts";

type Row = RangeValues & { key: number };
type Rows = Record<IsoWeekday, Row[]>;

let nextKey = 0;
const keyed = (hours: Record<IsoWeekday, RangeValues[]>) =>
  Object.fromEntries(Object.entries(hours).map(([day, ranges]) => [day, ranges.map((range) => ({ ...range, key: nextKey++ }))])) as Rows;

const fieldId = (day: IsoWeekday, index: number, end: keyof RangeValues) => `hours-${day}-${index}-${end}`;
const addButtonId = (day: IsoWeekday) => `hours-${day}-add`;
/** "Monday from", then "Monday from, range 2": each label names its weekday, and no two are alike. */
const rangeLabel = (name: string, index: number, end: string) => `${name} ${end}${index > 0 ? `, range ${index + 1}` : ""}`;

/**
 * The weekly hours: a few ranges per weekday, each a pair of 24-hour time inputs labelled with the
 * weekday. Adding or removing a range is a submit button that posts its intent (the server answers
 * with the form as typed, one range more or less); once hydrated the buttons do it in place.
 * `onEdited` lets the form forget its hours' errors, whose positions an edit moves.
 */
export function WeeklyHoursFields({ hours, errors, onEdited }: { hours: Record<IsoWeekday, RangeValues[]>; errors: Record<string, string>; onEdited: () => void }) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => keyed(hours));
  // Where the focus goes after an edit: the new range's start, or the day's Add button.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const edit = (day: IsoWeekday, next: Row[], focus: string) => {
    setRows((current) => ({ ...current, [day]: next }));
    setFocusId(focus);
    onEdited();
  };
  const editButton = (intent: string, onClick: () => void) =>
    hydrated ? { type: "button" as const, onClick } : { type: "submit" as const, name: "intent", value: intent, formNoValidate: true };

  return (
    <div className="grid gap-4">
      {ISO_WEEKDAYS.map(({ key: day, name }) => {
        const ranges = rows[day];
        const headingId = `hours-${day}-heading`;
        return (
          <div key={day} role="group" aria-labelledby={headingId} className="grid gap-2 border-t pt-4 sm:grid-cols-[7rem_1fr]">
            <p id={headingId} className="text-sm font-semibold sm:pt-2">
              {name}
            </p>
            <div className="grid gap-3">
              {ranges.length === 0 && <p className="text-sm text-muted-foreground sm:pt-2">Not working</p>}
              {ranges.map((range, index) => (
                <div key={range.key} className="flex flex-wrap items-start gap-3">
                  {(["from", "until"] as const).map((end) => (
                    <FormField
                      key={end}
                      field={{ id: fieldId(day, index, end), name: rangeFieldName(day, index, end), error: errors[rangeFieldName(day, index, end)] }}
                      label={rangeLabel(name, index, end)}
                      className="w-36"
                    >
                      {(control) => <Input {...control} type="time" defaultValue={range[end]} />}
                    </FormField>
                  ))}
                  <Button
                    variant="outline"
                    size="sm"
                    className="sm:mt-7"
                    {...editButton(removeRangeIntent(day, index), () => edit(day, ranges.filter((row) => row.key !== range.key), addButtonId(day)))}
                  >
                    <X aria-hidden="true" />
                    Remove<span className="sr-only"> {name} range {index + 1}</span>
                  </Button>
                </div>
              ))}
              {ranges.length < MAX_RANGES_PER_DAY && (
                <Button
                  id={addButtonId(day)}
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  {...editButton(addRangeIntent(day), () => {
                    const row = { from: "", until: "", key: nextKey++ };
                    edit(day, [...ranges, row], fieldId(day, ranges.length, "from"));
                  })}
                >
                  <Plus aria-hidden="true" />
                  Add hours<span className="sr-only"> on {name}</span>
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { useHydrated } from "#app/lib/use-hydrated.ts";
import { viewerTimeZone } from "#app/lib/dates.ts";
import { Input } from "#app/components/ui/input.tsx";

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local input shows it, in this browser's zone ("2026-11-23T14:30"). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // Four digits for the year: while a year is typed the browser passes through 0002, 0020, 0202.
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a datetime-local input holds, read in this browser's zone, as an ISO instant ("" stays ""). */
export function fromLocalInput(local: string): string {
  if (!local) return "";
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/**
 * A moment (a post's publish time, when a site entry shows), typed and shown in the editor's own
 * zone; the form sends it as an ISO instant (the hidden input `name`), so the server never guesses a zone.
 */
export function InstantField({
  id,
  name,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  describedBy?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-muted-foreground">(optional{hydrated ? `, ${viewerTimeZone()}` : ""})</span>
      </label>
      <Input
        id={id}
        type="datetime-local"
        value={hydrated ? toLocalInput(value) : ""}
        disabled={!hydrated}
        aria-describedby={describedBy}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
        className="w-full sm:w-64"
      />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

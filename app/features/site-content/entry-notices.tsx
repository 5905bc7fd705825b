// What the entry editor says above its fields when the text on screen is not simply the saved
// entry: this editor's unsaved changes from before, or a save by someone else since it was opened.
import { TriangleAlert } from "lucide-react";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FieldDef } from "./collections.ts";
import type { EntryValues } from "./entry-form.ts";

type Choice = { label: string; onChoose: () => void };

/** Two ways on: the first one's button filled, the second outlined. */
function ChoicePair({ first, second }: { first: Choice; second: Choice }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button type="button" size="sm" onClick={first.onChoose}>
        {first.label}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={second.onChoose}>
        {second.label}
      </Button>
    </div>
  );
}

/** This editor's unsaved changes from an earlier visit, to take back or to discard. */
export function DraftOffer({ savedAt, onUse, onDiscard }: { savedAt: string; onUse: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-primary/40 bg-primary/5 p-4 text-sm">
      <p>
        You have unsaved changes from <LocalTime instant={savedAt} />.
      </p>
      <ChoicePair first={{ label: "Use my unsaved changes", onChoose: onUse }} second={{ label: "Discard them", onChoose: onDiscard }} />
    </div>
  );
}

/**
 * Someone saved the entry after this editor opened it. Refused (`theirs` given): their version beside
 * the text typed, which stays in the form; take theirs, or keep one's own to save over it. Only heard
 * of by the autosave: a warning before the save is tried.
 */
export function NewerVersionNotice({
  singular,
  savedBy,
  theirs,
  fields,
  onUseTheirs,
  onKeepMine,
}: {
  singular: string;
  savedBy: string | null;
  theirs: EntryValues | null;
  fields: readonly FieldDef[];
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div role="alert" className="rounded-md border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {theirs
          ? `Not saved: ${savedBy ?? "someone"} saved this ${singular} after you opened it. Your text is still in the form.`
          : `${savedBy ?? "Someone"} saved this ${singular} after you opened it; saving now would be refused.`}
      </p>
      {theirs && (
        <>
          <p className="mt-3">Their version:</p>
          <dl className="mt-1 grid gap-1">
            {fields.map((field) => (
              <div key={field.name} className="flex flex-wrap gap-x-2">
                <dt className="font-medium">{field.label}:</dt>
                <dd>{theirs[field.name] || "—"}</dd>
              </div>
            ))}
          </dl>
          <ChoicePair first={{ label: "Use their version", onChoose: onUseTheirs }} second={{ label: "Keep mine, to save over theirs", onChoose: onKeepMine }} />
        </>
      )}
    </div>
  );
}

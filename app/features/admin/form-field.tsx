import { Label } from "#app/components/ui/label.tsx";

/** Ids a control needs to be tied to its label, hint and error. */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

type Props = { id: string; label: string; error?: string; hint?: React.ReactNode; children: React.ReactNode };

/** Label, control, hint and error in one column. */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

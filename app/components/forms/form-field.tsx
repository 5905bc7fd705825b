import { CircleAlert } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";

/** One field of a form, as its form state hands it out: identity, value, error and change handler. */
export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/**
 * The field a FormField labels. A lead form's field also carries its value and onChange; a form
 * whose inputs hold their own values (the blog editor) gives only id, name and error.
 */
export type FieldBinding = Pick<BoundField, "id" | "name" | "error"> & Partial<Pick<BoundField, "value" | "onChange">>;

/** What a field hands its control: identity, value, and the ARIA that ties label, hint and error. */
export type ControlProps = Omit<FieldBinding, "error"> & {
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  /** Lets the form find the first invalid control in page order. */
  "data-field": string;
};

type FormFieldProps = {
  field: FieldBinding;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Renders the control; a text input by default. */
  children?: (control: ControlProps) => ReactNode;
};

export const labelIdOf = (fieldId: string) => `${fieldId}-label`;
const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * The one labelled form field of the site: label (with a required asterisk), control, hint and
 * error message. The control gets aria-invalid and aria-describedby so screen readers read the
 * message with the field.
 */
export function FormField({ field, label, required, hint, className, children }: FormFieldProps) {
  const { error, ...bound } = field;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errorId = error ? errorIdOf(field.id) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control: ControlProps = {
    ...bound,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "data-field": field.name,
  };

  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={field.id} id={labelIdOf(field.id)}>
        <span>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          )}
        </span>
      </Label>
      {children ? children(control) : <Input {...control} />}
      {hint && (
        <p id={hintId} className="text-xs wrap-anywhere text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm wrap-anywhere text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

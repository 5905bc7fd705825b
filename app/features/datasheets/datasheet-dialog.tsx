// The datasheet request dialog (leads-and-booking.md §4, §5, §7, §8). Loaded on demand by
// DatasheetButton, so neither this module nor the form schema is in a page's first load.
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { callLeadFunction } from "#app/features/leads/api-client.ts";
import { DatasheetRequestSchema, type DatasheetRequestInput } from "#app/features/leads/lead.schema.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import type { DatasheetDialogProps } from "./datasheet-button.tsx";
import { reserveTab } from "./pending-tab.ts";

export const datasheetMessages = {
  validationTitle: "Error",
  failureTitle: "Error",
  failure: "Something went wrong. Please try again.",
  successTitle: "Success!",
  success: "Your download will begin shortly. We'll also send you a copy via email.",
  preparing: "Preparing your datasheet…",
} as const;

type Field = keyof DatasheetRequestInput;
const EMPTY: Record<Field, string> = { firstName: "", lastName: "", email: "" };
const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email" },
];

type Props = DatasheetDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it lives outside the Radix root, so focus is returned by hand. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
};

export default function DatasheetDialog({ open, onOpenChange, returnFocusTo, title, description, functionName, pdfPath }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // One key per submission: kept across a retry of the same data, renewed when the data changes.
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    idempotencyKey.current = null;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;

    const parsed = DatasheetRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(fields);
      const first = FIELDS.find((field) => fields[field.name]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      await toastError({ title: datasheetMessages.validationTitle, description: first ? fields[first.name] : undefined });
      return;
    }

    // Reserved now, while the click still counts as the visitor's gesture.
    const tab = reserveTab(datasheetMessages.preparing);
    idempotencyKey.current ??= crypto.randomUUID();
    setSubmitting(true);
    const result = await callLeadFunction(functionName, parsed.data, {
      idempotencyKey: idempotencyKey.current,
      website: honeypot,
    });
    setSubmitting(false);

    if (!result.ok) {
      tab.cancel();
      console.warn(`datasheet request failed (${result.status}): ${result.message}`);
      await toastError({ title: datasheetMessages.failureTitle, description: datasheetMessages.failure });
      return;
    }

    tab.show(pdfPath);
    setValues(EMPTY);
    setErrors({});
    idempotencyKey.current = null;
    onOpenChange(false);
    await toastSuccess({ title: datasheetMessages.successTitle, description: datasheetMessages.success });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={submitting}>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => {
              const inputId = `${id}-${field.name}`;
              const error = errors[field.name];
              return (
                <div key={field.name} className={field.name === "email" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
                  <Label htmlFor={inputId}>
                    {field.label}
                    <span aria-hidden="true" className="text-destructive">
                      *
                    </span>
                  </Label>
                  <Input
                    id={inputId}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={values[field.name]}
                    onChange={(event) => update(field.name, event.target.value)}
                    aria-required="true"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    disabled={submitting}
                  />
                  {error && (
                    <p id={`${inputId}-error`} className="text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            We use your details to send the datasheet and occasional product news. See our{" "}
            <Link to="/privacy-policy" className="underline underline-offset-2">
              privacy policy
            </Link>
            .
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={submitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Processing..." : "Download Datasheet"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

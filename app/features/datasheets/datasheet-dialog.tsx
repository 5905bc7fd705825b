// The datasheet request dialog (leads-and-booking.md §4, §5, §7, §8). Loaded on demand by
// DatasheetButton, so neither this module nor the form schema is in a page's first load.
import { useRef } from "react";
import { FormAnnouncer } from "#app/components/forms/form-announcer.tsx";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
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
import { DatasheetRequestSchema, type DatasheetRequestInput } from "#app/features/leads/lead.schema.ts";
import { useLeadForm, type Checked } from "#app/features/leads/use-lead-form.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";
import type { DatasheetDialogProps } from "./datasheet-props.ts";
import { reserveTab, type PendingTab } from "./pending-tab.ts";
import { fieldErrors } from "#app/lib/zod.ts";

export const datasheetMessages = {
  validationTitle: "Error",
  failureTitle: "Error",
  failure: "Something went wrong. Please try again.",
  successTitle: "Success!",
  success: "Your download will begin shortly. We'll also send you a copy via email.",
  preparing: "Preparing your datasheet…",
} as const;

type Field = keyof DatasheetRequestInput;
const FIELDS: Field[] = ["firstName", "lastName", "email"];
const EMPTY: Record<Field, string> = { firstName: "", lastName: "", email: "" };
const REQUIRED: readonly Field[] = FIELDS;

function checkRequest(values: Record<Field, string>): Checked<Field> {
  const parsed = DatasheetRequestSchema.safeParse(values);
  return parsed.success
    ? { ok: true, body: parsed.data, required: REQUIRED }
    : { ok: false, errors: fieldErrors(parsed.error), required: REQUIRED };
}

type Props = DatasheetDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it lives outside the Radix root, so focus is returned by hand. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
};

export default function DatasheetDialog({ open, onOpenChange, returnFocusTo, title, description, functionName, pdfPath, thankYou }: Props) {
  const tab = useRef<PendingTab | null>(null);
  const form = useLeadForm<Field>({
    id: "datasheet",
    initialValues: EMPTY,
    functionName,
    check: checkRequest,
    onInvalid: (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      void toastError({ title: datasheetMessages.validationTitle, description: first ? errors[first] : undefined });
    },
    // Reserved now, while the click still counts as the visitor's gesture.
    onSend: () => (tab.current = reserveTab(datasheetMessages.preparing)),
    onSuccess: ({ reset }) => {
      tab.current?.show(pdfPath);
      reset();
      onOpenChange(false);
      void toastSuccess({ title: datasheetMessages.successTitle, description: datasheetMessages.success });
    },
    onFailure: (failure) => {
      tab.current?.cancel();
      console.warn(`datasheet request failed (${failure.status}): ${failure.message}`);
      void toastError({ title: datasheetMessages.failureTitle, description: datasheetMessages.failure });
    },
  });
  const { submitting } = form;

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        // The lead form hook follows the data-thank-you around the form (use-lead-form.ts).
        data-thank-you={thankYou || undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form {...form.formProps} className="relative grid gap-4" aria-busy={submitting}>
          <HoneypotField formId="datasheet" />
          <FormAnnouncer message={form.announcement} />
          <fieldset disabled={submitting} className="grid gap-4">
            <PersonFields firstName={form.field("firstName")} lastName={form.field("lastName")} email={form.field("email")} />
          </fieldset>
          <p className="text-xs text-muted-foreground">
            We use your details to send the datasheet and occasional product news. See our{" "}
            {/* A plain link: the dialog is an island on pages without React Router. */}
            <a href="/privacy-policy" className="underline underline-offset-2">
              privacy policy
            </a>
            .
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={submitting}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton pending={submitting} pendingLabel="Processing...">
              Download Datasheet
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

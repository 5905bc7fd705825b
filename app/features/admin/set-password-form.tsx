// The form that sets a new password from a one-time link (an invitation, a reset): the password
// twice, with the account named for password managers, and the page's message above it.
import { Form } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./staff-rules.ts";

type SetPasswordFormProps = {
  idPrefix: string;
  /** The account the password is for. */
  email: string;
  fields: Partial<Record<"password" | "confirm", string>>;
  message: string | null | undefined;
  submitting: boolean;
  submitLabel: string;
  pendingLabel: string;
};

export function SetPasswordForm({ idPrefix, email, fields, message, submitting, submitLabel, pendingLabel }: SetPasswordFormProps) {
  return (
    <>
      {message && (
        <p role="alert" className="mt-4 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {message}
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4">
        {/* For password managers: the account this password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormField
          field={{ id: `${idPrefix}-password`, name: "password", error: fields.password }}
          label="New password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words works well.`}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} maxLength={MAX_PASSWORD_LENGTH} autoFocus />}
        </FormField>
        <FormField field={{ id: `${idPrefix}-confirm`, name: "confirm", error: fields.confirm }} label="Repeat the password" required>
          {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />}
        </FormField>
        <Button type="submit" disabled={submitting} className="mt-2">
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </Form>
    </>
  );
}

// The "confirm it is you" fields of a form that changes how a member signs in (identity-check.server.ts
// reads them): a current code from their authenticator app when they have one, or their password.
import { FormField } from "#app/components/forms/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PROOF_FIELDS } from "./identity-proof.ts";

export function IdentityProofFields({ idPrefix, withAppCode, error }: { idPrefix: string; withAppCode: boolean; error?: string }) {
  return (
    <>
      {withAppCode && (
        <FormField field={{ id: `${idPrefix}-current-code`, name: PROOF_FIELDS.code, error: undefined }} label="Current code from your app">
          {(control) => <Input {...control} autoComplete="one-time-code" inputMode="numeric" maxLength={9} />}
        </FormField>
      )}
      <FormField field={{ id: `${idPrefix}-current-password`, name: PROOF_FIELDS.password, error }} label={withAppCode ? "Or your password" : "Your password"}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
    </>
  );
}

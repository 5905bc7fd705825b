import { Input } from "#app/components/ui/input.tsx";
import { FormField, type BoundField } from "./form-field.tsx";

type Props = {
  firstName: BoundField;
  lastName: BoundField;
  email: BoundField;
  phone?: BoundField;
  emailLabel?: string;
  /** Live checks some forms run when the e-mail field loses focus. */
  onEmailBlur?: () => void;
};

/** Name, e-mail and optional phone: the block every lead form starts with. */
export function PersonFields({ firstName, lastName, email, phone, emailLabel = "Work email", onEmailBlur }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={firstName} label="First name" required>
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormField>
        <FormField field={lastName} label="Last name" required>
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={email} label={emailLabel} required className={phone ? undefined : "sm:col-span-2"}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" onBlur={onEmailBlur} />
          )}
        </FormField>
        {phone && (
          <FormField field={phone} label="Phone (optional)">
            {(control) => <Input {...control} type="tel" autoComplete="tel" />}
          </FormField>
        )}
      </div>
    </>
  );
}

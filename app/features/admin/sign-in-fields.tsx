import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

/**
 * The sign-in form's fields, shared by the sign-in page and the in-place sign-in dialog: e-mail,
 * password (named for password managers) and the refusal, if any. The form around them posts to
 * the sign-in action.
 */
export function SignInFields({
  idPrefix,
  error,
  defaultEmail,
  autoFocus = "email",
}: {
  idPrefix: string;
  error?: string;
  defaultEmail?: string;
  autoFocus?: "email" | "password";
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={defaultEmail}
          autoFocus={autoFocus === "email"}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-password`}>Password</Label>
        <Input
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={autoFocus === "password"}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

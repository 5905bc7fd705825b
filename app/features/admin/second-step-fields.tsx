import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";

/**
 * The second step's field, shared by the verify page and the in-place sign-in dialog: the six-digit
 * code from the authenticator app, or a recovery code; and the refusal, if any. `recovery` is sent
 * with it so the action knows which it is.
 */
export function SecondStepFields({ idPrefix, recovery, error }: { idPrefix: string; recovery: boolean; error?: string }) {
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  return (
    <>
      <input type="hidden" name="recovery" value={recovery ? "1" : ""} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-code`}>{recovery ? "Recovery code" : "Authentication code"}</Label>
        <Input
          // A new field when the kind changes, so a half-typed code is not sent as the other kind.
          key={recovery ? "recovery" : "totp"}
          id={`${idPrefix}-code`}
          name="code"
          required
          autoFocus
          autoComplete={recovery ? "off" : "one-time-code"}
          inputMode={recovery ? "text" : "numeric"}
          maxLength={recovery ? 20 : 9}
          spellCheck={false}
          aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {recovery ? "One of the ten codes you saved when you set up two-step sign-in, like abcde-fghij." : "The 6-digit code your authenticator app shows now."}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

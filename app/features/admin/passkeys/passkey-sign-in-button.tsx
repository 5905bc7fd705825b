// "Sign in with a passkey" on the sign-in page: shown once the page has hydrated in a browser with
// WebAuthn (the password form above it stays as it is, and is all a page without JavaScript has).
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { adminFetch } from "#app/features/admin/admin-fetch.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { PASSKEY_SIGN_IN_OPTIONS_PATH, PASSKEY_SIGN_IN_PATH } from "./passkey-paths.ts";
import { SECOND_STEP_FIELD } from "./passkey-step-field.ts";
import { browserHasWebAuthn, ceremonyRefusal } from "./webauthn-errors.ts";

/**
 * Signs in with a passkey: the place to go once signed in, else why not. `secondStep`: after the
 * password, on the verify page (only that member's passkeys, and their sign-in halfway ends).
 */
async function signInWithPasskey(next: string, secondStep: boolean): Promise<{ location: string } | { message: string }> {
  const step = () => {
    const form = new FormData();
    if (secondStep) form.set(SECOND_STEP_FIELD, "1");
    return form;
  };
  const options = await adminFetch<{ options: PublicKeyCredentialRequestOptionsJSON }>(PASSKEY_SIGN_IN_OPTIONS_PATH, step());
  if (!options.ok) return { message: options.message };
  // Loaded on the click: the sign-in page's first load carries no WebAuthn library.
  const { startAuthentication } = await import("@simplewebauthn/browser");
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options.body.options });
  } catch (refusal) {
    return { message: ceremonyRefusal(refusal, { adding: false }) };
  }
  const form = step();
  form.set("credential", JSON.stringify(credential));
  form.set("next", next);
  const answer = await adminFetch<{ location: string }>(PASSKEY_SIGN_IN_PATH, form);
  return answer.ok ? answer.body : { message: answer.message };
}

export function PasskeySignInButton({ next, secondStep = false }: { next: string; secondStep?: boolean }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated || !browserHasWebAuthn()) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey(next, secondStep);
    if ("location" in result) {
      // A full load: the admin's shell is read with the new session.
      window.location.assign(result.location);
      return;
    }
    setError(result.message);
    setBusy(false);
  }

  return (
    <div className="mt-4 flex flex-col gap-2">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" onClick={() => void signIn()} disabled={busy} aria-describedby={error ? "passkey-error" : undefined}>
        <KeyRound aria-hidden="true" />
        {busy ? "Waiting for your passkey…" : secondStep ? "Use your passkey" : "Sign in with a passkey"}
      </Button>
      {error && (
        <p id="passkey-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

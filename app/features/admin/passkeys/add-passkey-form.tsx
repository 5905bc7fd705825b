// "Add a passkey": a name, then the browser's ceremony. It needs JavaScript (the WebAuthn API is a
// script's), so before hydration, or in a browser without WebAuthn, the form says so instead.
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { IdentityProofFields } from "#app/features/admin/identity-proof-fields.tsx";
import { PROOF_FIELDS } from "#app/features/admin/identity-proof.ts";
import { PASSKEY_REGISTRATION_PATH, PASSKEYS_PATH } from "./passkey-paths.ts";
import { PASSKEY_NAME_MAX, PasskeyNameSchema } from "./passkey.schema.ts";
import { browserHasWebAuthn, ceremonyRefusal } from "./webauthn-errors.ts";

/** The ceremony: options, the browser and device, the answer verified and stored. Null when added, else why not. */
async function addPasskey(csrf: string, name: string, proof: Record<string, string>, navigate: ReturnType<typeof useNavigate>): Promise<string | null> {
  const options = await adminFetch<{ options: PublicKeyCredentialCreationOptionsJSON }>(PASSKEY_REGISTRATION_PATH, adminForm(csrf, { intent: "options", ...proof }));
  if (!options.ok) return options.message;
  // Loaded on the click: no other admin page carries the WebAuthn library.
  const { startRegistration } = await import("@simplewebauthn/browser");
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: options.body.options });
  } catch (refusal) {
    return ceremonyRefusal(refusal, { adding: true });
  }
  const saved = await adminFetch(PASSKEY_REGISTRATION_PATH, adminForm(csrf, { intent: "verify", name, credential: JSON.stringify(credential) }));
  if (!saved.ok) return saved.message;
  await navigate(`${PASSKEYS_PATH}?notice=added`, { replace: true });
  return null;
}

export function AddPasskeyForm({ csrfToken, withAppCode }: { csrfToken: string; withAppCode: boolean }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const supported = hydrated && browserHasWebAuthn();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = PasskeyNameSchema.safeParse(fields.get("name"));
    const proof = Object.fromEntries(Object.values(PROOF_FIELDS).map((field) => [field, String(fields.get(field) ?? "")]));
    if (!name.success) return setError(name.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    try {
      const refusal = await addPasskey(csrfToken, name.data, proof, navigate);
      setError(refusal);
      // Added: the list shows it, and the form is ready for the next device.
      if (!refusal) form.reset();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 max-w-3xl rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Add a passkey
      </h2>
      {hydrated && !supported ? (
        <p className="mt-2 text-sm text-muted-foreground">This browser cannot make passkeys. Use a current browser on a device with a screen lock.</p>
      ) : (
        <form onSubmit={add} className="mt-3 flex max-w-sm flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} name="name" required maxLength={PASSKEY_NAME_MAX} placeholder="Work laptop" aria-invalid={error ? true : undefined} />
          </div>
          <IdentityProofFields idPrefix={id} withAppCode={withAppCode} />
          <Button type="submit" disabled={!supported || busy} className="self-start">
            {busy ? "Waiting for your device…" : "Add a passkey"}
          </Button>
        </form>
      )}
      {!hydrated && (
        <p className="mt-2 text-sm text-muted-foreground">
          Adding a passkey needs JavaScript: your browser talks to your device through it. Turn JavaScript on to add one; renaming
          and removing work without it.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}

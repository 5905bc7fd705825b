// The member's passkeys, each with a rename form and a removal that asks first. The question is a
// page of its own (?remove=<id>), so both work without JavaScript.
import { Form, Link, useNavigation } from "react-router";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { PASSKEYS_PATH, type PasskeysActionData } from "./passkey-paths.ts";
import { PASSKEY_NAME_MAX } from "./passkey.schema.ts";

export type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export function PasskeyList({
  passkeys,
  csrfToken,
  removing,
  refused,
}: {
  passkeys: PasskeyRow[];
  csrfToken: string;
  removing: string | null;
  refused: PasskeysActionData | undefined;
}) {
  if (passkeys.length === 0) {
    return <p className="mt-6 rounded-md border border-dashed px-4 py-6 text-sm text-muted-foreground">You have no passkeys yet.</p>;
  }
  return (
    <ul className="mt-6 flex max-w-3xl flex-col gap-3" aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="rounded-lg border p-4">
          <PasskeyItem passkey={passkey} csrfToken={csrfToken} removing={removing === passkey.id} refused={refused?.id === passkey.id ? refused : undefined} />
        </li>
      ))}
    </ul>
  );
}

function PasskeyItem({ passkey, csrfToken, removing, refused }: { passkey: PasskeyRow; csrfToken: string; removing: boolean; refused?: PasskeysActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === passkey.id;
  const fieldId = `passkey-name-${passkey.id}`;
  const errorId = `${fieldId}-error`;
  return (
    <>
      <h2 className="text-lg font-semibold wrap-anywhere">{passkey.name}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Added <LocalTime instant={passkey.createdAt} />
        {" · "}
        {passkey.lastUsedAt ? (
          <>
            Last used <LocalTime instant={passkey.lastUsedAt} />
          </>
        ) : (
          "Not used yet"
        )}
      </p>
      {removing ? (
        <Form method="post" action={PASSKEYS_PATH} className="mt-4 rounded-md bg-destructive/10 p-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={passkey.id} />
          <p className="text-sm font-medium">Remove “{passkey.name}”? It will no longer sign you in, and your other sessions will be signed out.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={busy}>
              {busy ? "Removing…" : "Remove passkey"}
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={PASSKEYS_PATH} preventScrollReset>
                Cancel
              </Link>
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <Form method="post" action={PASSKEYS_PATH} className="flex flex-wrap items-end gap-2">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={passkey.id} />
            <div className="grid gap-1.5">
              <Label htmlFor={fieldId}>
                Name<span className="sr-only"> of “{passkey.name}”</span>
              </Label>
              <Input
                id={fieldId}
                name="name"
                defaultValue={passkey.name}
                required
                maxLength={PASSKEY_NAME_MAX}
                className="w-56"
                aria-invalid={refused?.intent === "rename" || undefined}
                aria-describedby={refused ? errorId : undefined}
              />
            </div>
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Rename
            </Button>
          </Form>
          <Button asChild variant="ghost" size="sm" className="text-destructive hover:text-destructive">
            <Link to={`${PASSKEYS_PATH}?remove=${encodeURIComponent(passkey.id)}`} preventScrollReset>
              Remove<span className="sr-only"> “{passkey.name}”</span>
            </Link>
          </Button>
        </div>
      )}
      {refused && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-destructive">
          {refused.message}
        </p>
      )}
    </>
  );
}

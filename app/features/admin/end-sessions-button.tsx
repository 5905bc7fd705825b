import { LogOut } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CsrfField } from "./admin-shell.tsx";

export const END_SESSIONS_INTENT = "end-sessions";

/**
 * An admin signs a member out everywhere (the Staff page). It asks first once the page runs its
 * scripts; before that (or without them) the button posts straight away, so it works either way.
 */
export function EndSessionsButton({ memberId, email, csrfToken, busy }: { memberId: string; email: string; csrfToken: string; busy: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const label = (
    <>
      <LogOut aria-hidden="true" />
      End all sessions<span className="sr-only"> of {email}</span>
    </>
  );
  return (
    <Form method="post" ref={form}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={END_SESSIONS_INTENT} />
      <input type="hidden" name="id" value={memberId} />
      {hydrated ? (
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="outline" disabled={busy}>
              {label}
            </Button>
          }
          title="End all of this member's sessions?"
          description={<>{email} is signed out on every device at their next click, and can sign in again with their password.</>}
          confirmLabel="End all sessions"
          onConfirm={() => form.current?.requestSubmit()}
        />
      ) : (
        <SubmitButton pending={busy} pendingLabel="Ending..." size="sm" variant="outline">
          {label}
        </SubmitButton>
      )}
    </Form>
  );
}

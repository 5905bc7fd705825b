import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { SignedInAdmin } from "./admin-shell.tsx";
import { SignInFields } from "./sign-in-fields.tsx";

/**
 * Signing in again without leaving the page, when the session ended under an open form. It posts
 * to the sign-in action like the sign-in page, with this page as `next`: on success React Router
 * follows the redirect back here, the loaders run again with the new session, and the page gets
 * the new session's CSRF token while its form keeps everything typed. A refusal (wrong password,
 * too many attempts) shows in the dialog.
 */
export function SignInAgainDialog({
  open,
  onOpenChange,
  description,
  submitLabel = "Sign in",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What signing in lets them do, e.g. "Sign in again to save your post. …" */
  description: string;
  submitLabel?: string;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const { pathname, search } = useLocation();
  // The layout's data still names who was signed in: the e-mail is filled in for them.
  const email = useRouteLoaderData<{ admin: SignedInAdmin | null }>("routes/admin.layout")?.admin?.email;
  const busy = fetcher.state !== "idle";
  const error = busy ? undefined : fetcher.data?.error;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your session has ended</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/admin/login" className="flex flex-col gap-4">
          <input type="hidden" name="next" value={pathname + search} />
          <SignInFields idPrefix="reauth" error={error} defaultEmail={email} autoFocus={email ? "password" : "email"} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Signing in…" : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

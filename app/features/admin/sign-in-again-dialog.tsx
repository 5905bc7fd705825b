import { useState } from "react";
import { useFetcher, useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { SignedInAdmin } from "./admin-shell.tsx";
import { SecondStepFields } from "./second-step-fields.tsx";
import { SignInFields } from "./sign-in-fields.tsx";
import { SIGN_IN_IN_PLACE_FIELD } from "./sign-in-in-place.ts";
import { ENROL_PATH, VERIFY_PATH, type SecondStepNeeded } from "./sign-in-steps.ts";

type Answer = { error?: string; restart?: true } | SecondStepNeeded;
type Step = "password" | SecondStepNeeded["secondStep"];

/**
 * Signing in again without leaving the page, when the session ended under an open form. It posts
 * to the sign-in action like the sign-in page, with this page as `next`: on success React Router
 * follows the redirect back here, the loaders run again with the new session, and the page gets
 * the new session's CSRF token while its form keeps everything typed. A refusal (wrong password,
 * too many attempts) shows in the dialog. A member with two-step sign-in is asked for the code in
 * the dialog too (the sign-in action answers it with a 401 naming the step); one who must first set
 * up a factor (STAFF_MFA=required) does so in a new tab, and this page carries on once they have.
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
  const password = useFetcher<Answer>();
  const code = useFetcher<Answer>();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>("password");
  const [recovery, setRecovery] = useState(false);
  const { pathname, search } = useLocation();
  // The layout's data still names who was signed in: the e-mail is filled in for them.
  const email = useRouteLoaderData<{ admin: SignedInAdmin | null }>("routes/admin.layout")?.admin?.email;
  const next = pathname + search;

  // Each new answer moves the step on, judged while rendering (React's way for state derived from
  // what changed): a right password that needs a second step, or a code refused for good (too many
  // wrong codes, the ten minutes up), which asks for the password again.
  const [answered, setAnswered] = useState<{ password?: Answer; code?: Answer; error?: string }>({});
  if (password.data !== answered.password || code.data !== answered.code) {
    const latest = code.data !== answered.code ? code.data : password.data;
    setAnswered({ password: password.data, code: code.data, error: latest && "error" in latest ? latest.error : undefined });
    if (latest && "secondStep" in latest) setStep(latest.secondStep);
    if (latest && "restart" in latest) setStep("password");
  }

  const busy = password.state !== "idle" || code.state !== "idle";
  const error = busy ? undefined : answered.error;
  const notNow = (
    <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
      Not now
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your session has ended</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {step === "password" && (
          <password.Form method="post" action="/admin/login" className="flex flex-col gap-4">
            <input type="hidden" name="next" value={next} />
            <input type="hidden" name={SIGN_IN_IN_PLACE_FIELD} value="1" />
            <SignInFields idPrefix="reauth" error={error} defaultEmail={email} autoFocus={email ? "password" : "email"} />
            <DialogFooter>
              {notNow}
              <Button type="submit" disabled={busy}>
                {busy ? "Signing in…" : submitLabel}
              </Button>
            </DialogFooter>
          </password.Form>
        )}
        {step === "verify" && (
          <code.Form method="post" action={VERIFY_PATH} className="flex flex-col gap-4">
            <SecondStepFields idPrefix="reauth-step" recovery={recovery} error={error} />
            <Button type="button" variant="link" className="self-start px-0" onClick={() => setRecovery(!recovery)}>
              {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
            </Button>
            <DialogFooter>
              {notNow}
              <Button type="submit" disabled={busy}>
                {busy ? "Checking…" : "Verify"}
              </Button>
            </DialogFooter>
          </code.Form>
        )}
        {step === "enrol" && (
          <div className="flex flex-col gap-4 text-sm">
            <p>
              Your account must set up two-step sign-in first.{" "}
              <a href={ENROL_PATH} target="_blank" rel="noopener" className="font-medium underline underline-offset-4">
                Set it up in a new tab
              </a>
              , then come back here: this page keeps what you typed.
            </p>
            <DialogFooter>
              {notNow}
              <Button
                type="button"
                onClick={() => {
                  // Signed in by the other tab: the page's data (and CSRF token) is read again.
                  void revalidator.revalidate();
                  setStep("password");
                  onOpenChange(false);
                }}
              >
                I have set it up, continue
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

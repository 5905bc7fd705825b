import { ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { PasskeySignInButton } from "#app/features/admin/passkeys/passkey-sign-in-button.tsx";
import { adminHeaders, isSameOrigin } from "#app/features/admin/guard.server.ts";
import { answerSecondStep, restartSignIn, secondStepExpired } from "#app/features/admin/second-step.server.ts";
import { SecondStepFields } from "#app/features/admin/second-step-fields.tsx";
import { readSignInStep } from "#app/features/admin/sign-in-steps.server.ts";
import { ENROL_PATH } from "#app/features/admin/sign-in-steps.ts";
import { memberFactors } from "#app/features/admin/factors.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login.verify";

/**
 * The sign-in's second step: the password was right (a short cookie says so, staff_sign_ins keeps
 * it) and a code from the authenticator app, one of the member's passkeys, or a recovery code opens
 * the admin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await readSignInStep(context.db, request);
  if (!pending) throw restartSignIn(context.secure);
  if (pending.stage === "enrol") throw redirect(ENROL_PATH);
  const { totp, passkeys } = await memberFactors(context.db, pending.member.adminId);
  // Without an app (passkeys only), the form takes a recovery code; the passkey button is beside it.
  const recovery = !totp || new URL(request.url).searchParams.has("recovery");
  return data({ email: pending.member.email, next: pending.next, totp, passkeys: passkeys > 0, recovery }, { headers: adminHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data({ error: "This request could not be verified. Reload the page and try again." }, { status: 403 });
  }
  const form = await readFormBody(request);
  const pending = await readSignInStep(context.db, request);
  if (!pending || pending.stage !== "verify") return secondStepExpired(context.secure);
  return answerSecondStep(context, request, pending, form.get("code"), form.get("recovery") === "1");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Two-step sign in | ${brand.name}`, description: "Confirm your sign-in with a second factor.", path: "/admin/login/verify", noindex: true });

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/login/verify");
  const error = actionData?.error;
  const restart = actionData && "restart" in actionData;
  return (
    <AccountCard icon={ShieldCheck} title="Two-step sign in">
      <p className="mt-1 text-sm text-muted-foreground">
        Signing in as <strong className="break-all text-foreground">{loaderData.email}</strong>.{" "}
        {loaderData.totp
          ? loaderData.recovery
            ? "Enter one of your recovery codes."
            : "Enter the code from your authenticator app."
          : "Use your passkey, or enter one of your recovery codes."}
      </p>
      {restart ? (
        <>
          <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
          <Button asChild className="mt-4 w-full">
            <Link to="/admin/login">Sign in again</Link>
          </Button>
        </>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4">
          <SecondStepFields idPrefix="verify" recovery={loaderData.recovery} error={error} />
          <Button type="submit" disabled={submitting} className="mt-2">
            {submitting ? "Checking…" : "Verify"}
          </Button>
        </Form>
      )}
      {loaderData.passkeys && !restart && <PasskeySignInButton next={loaderData.next} secondStep />}
      {loaderData.totp && !restart && (
        <p className="mt-4 text-sm">
          <Link className="underline underline-offset-4" to={loaderData.recovery ? "?" : "?recovery"} replace>
            {loaderData.recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
          </Link>
        </p>
      )}
    </AccountCard>
  );
}

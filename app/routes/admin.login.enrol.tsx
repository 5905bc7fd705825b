import { ShieldPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { enrolTotp } from "#app/features/admin/factors.server.ts";
import { adminHeaders, isSameOrigin, landingFor } from "#app/features/admin/guard.server.ts";
import { roleHome } from "#app/features/admin/roles.ts";
import { getSession, readSessionToken } from "#app/features/admin/session.server.ts";
import { restartSignIn, secondStepExpired, withCookies } from "#app/features/admin/second-step.server.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { clearedSignInStepCookie, dropSignInStep, finishSignInStep, readSignInStep, setSignInStage, takeSignInTry } from "#app/features/admin/sign-in-steps.server.ts";
import { VERIFY_PATH } from "#app/features/admin/sign-in-steps.ts";
import { normalizeTotpCode, pendingTotpSetup } from "#app/features/admin/totp.server.ts";
import { RecoveryCodesList, TotpSetupFields } from "#app/features/admin/two-factor-setup.tsx";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login.enrol";

/**
 * STAFF_MFA=required and the member has no second factor: the password was right, and setting up
 * an authenticator app comes before anything in the admin opens. Its first code confirms it, the
 * recovery codes are shown once, and the session starts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await readSignInStep(context.db, request);
  if (!pending) {
    // Enrolment just finished (the page is rendered again with the recovery codes the action
    // returned, by the script or as a document without one): the session it started is live.
    const session = await getSession(context.db, readSessionToken(request));
    if (session) return data({ email: session.email, setup: null, next: roleHome(session.role) }, { headers: adminHeaders() });
    throw restartSignIn(context.secure);
  }
  if (pending.stage === "verify") throw redirect(VERIFY_PATH);
  const setup = await pendingTotpSetup(context.db, context.env, pending.member);
  if (!setup) {
    // Set up meanwhile (another tab): proving it is what is left.
    await setSignInStage(context.db, pending.tokenHash, "verify");
    throw redirect(VERIFY_PATH);
  }
  return data({ email: pending.member.email, setup: { secret: setup.secret, qrSvg: setup.qrSvg }, next: null }, { headers: adminHeaders() });
}

type EnrolAnswer = { error?: string; restart?: true; codes?: string[]; next?: string };

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data<EnrolAnswer>({ error: "This request could not be verified. Reload the page and try again." }, { status: 403 });
  }
  const form = await readFormBody(request);
  const pending = await readSignInStep(context.db, request);
  if (!pending || pending.stage !== "enrol") return secondStepExpired(context.secure);
  const tooManyWrongCodes = () =>
    data<EnrolAnswer>({ error: "Too many wrong codes. Please sign in again.", restart: true }, {
      status: 401,
      headers: { "Set-Cookie": clearedSignInStepCookie(context.secure) },
    });
  // The try is taken before the code is checked, as in the verify step.
  const triesLeft = await takeSignInTry(context.db, pending.tokenHash);
  if (triesLeft === null) return tooManyWrongCodes();
  const code = normalizeTotpCode(String(form.get("code") ?? "").slice(0, 64));
  const codes = code ? await enrolTotp(context.db, context.env, pending.member, code, null) : null;
  if (!codes) {
    if (triesLeft === 0) {
      await dropSignInStep(context.db, pending.tokenHash);
      return tooManyWrongCodes();
    }
    return data<EnrolAnswer>({ error: "That code is not valid. Check the app's clock, then enter the code it shows now." }, { status: 422 });
  }
  if (!(await finishSignInStep(context.db, pending.tokenHash))) return secondStepExpired(context.secure);
  const session = await startSession(context, request, pending.member, "password+totp");
  const next = landingFor(pending.member.role, pending.next);
  return data<EnrolAnswer>({ codes, next }, { headers: withCookies(session, clearedSignInStepCookie(context.secure)) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Set up two-step sign in | ${brand.name}`, description: "Add an authenticator app to your admin account.", path: "/admin/login/enrol", noindex: true });

export default function EnrolPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData: EnrolAnswer | undefined = answer;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/login/enrol");
  if (actionData?.codes || !loaderData.setup) {
    return (
      <AccountCard icon={ShieldPlus} title="Your recovery codes">
        <p className="mt-1 mb-4 text-sm text-muted-foreground">Two-step sign-in is on. If you lose your phone, one of these codes signs you in instead.</p>
        {actionData?.codes && <RecoveryCodesList codes={actionData.codes} />}
        <Button asChild className="mt-6 w-full">
          <Link to={actionData?.next ?? loaderData.next ?? "/admin"}>I have saved them, continue</Link>
        </Button>
      </AccountCard>
    );
  }
  if (actionData?.restart) {
    return (
      <AccountCard icon={ShieldPlus} title="Set up two-step sign in">
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {actionData.error}
        </p>
        <Button asChild className="mt-4 w-full">
          <Link to="/admin/login">Sign in again</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard icon={ShieldPlus} title="Set up two-step sign in">
      <p className="mt-1 text-sm text-muted-foreground">
        Every {brand.name} staff account signs in with a second step. Add an authenticator app for{" "}
        <strong className="break-all text-foreground">{loaderData.email}</strong> to continue.
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        <TotpSetupFields setup={loaderData.setup} error={actionData?.error} />
        <Button type="submit" disabled={submitting} className="mt-2">
          {submitting ? "Checking…" : "Turn on two-step sign in"}
        </Button>
      </Form>
    </AccountCard>
  );
}

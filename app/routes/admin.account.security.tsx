import { Fingerprint, KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { enrolTotp, memberFactors, regenerateRecoveryCodes, removeTotpFactor } from "#app/features/admin/factors.server.ts";
import { refuseUnlessConfirmed } from "#app/features/admin/identity-check.server.ts";
import { IdentityProofFields } from "#app/features/admin/identity-proof-fields.tsx";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { PASSKEYS_PATH } from "#app/features/admin/passkeys/passkey-paths.ts";
import { normalizeTotpCode, pendingTotpSetup } from "#app/features/admin/totp.server.ts";
import { RecoveryCodesList, TotpSetupFields } from "#app/features/admin/two-factor-setup.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { BackLink } from "#app/features/admin/back-link.tsx";
import type { Route } from "./+types/admin.account.security";

const PATH = "/admin/account/security";

/** Each signed-in member's own sign-in factors: the authenticator app and the recovery codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  const factors = await memberFactors(context.db, session.adminId);
  const settingUp = !factors.totp && new URL(request.url).searchParams.get("setup") === "totp";
  const setup = settingUp ? await pendingTotpSetup(context.db, context.env, session) : null;
  return {
    csrfToken: session.csrfToken,
    email: session.email,
    factors,
    setup: setup && { secret: setup.secret, qrSvg: setup.qrSvg },
    staffMfa: context.env.STAFF_MFA,
  };
}

const INTENTS = { confirm: "confirm-totp", remove: "remove-totp", codes: "new-recovery-codes" } as const;

type Answer = { intent: string; error?: string; codes?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "account" });
  const intent = String(form.get("intent") ?? "");
  const refuse = (status: number, error: string) => data<Answer>({ intent, error }, { status });
  switch (intent) {
    case INTENTS.confirm: {
      const unconfirmed = await refuseUnlessConfirmed(context, session, form);
      if (unconfirmed) return refuse(unconfirmed.status, unconfirmed.error);
      const code = normalizeTotpCode(String(form.get("code") ?? "").slice(0, 64));
      const codes = code ? await enrolTotp(context.db, context.env, session, code, session.tokenHash) : null;
      if (!codes) return refuse(422, "That code is not valid. Check the app's clock, then enter the code it shows now.");
      context.logger.info({ adminId: session.adminId }, "authenticator app added");
      return data<Answer>({ intent, codes });
    }
    case INTENTS.remove: {
      const unconfirmed = await refuseUnlessConfirmed(context, session, form);
      if (unconfirmed) return refuse(unconfirmed.status, unconfirmed.error);
      if (!(await removeTotpFactor(context.db, session))) return refuse(409, "No authenticator app is set up.");
      context.logger.info({ adminId: session.adminId }, "authenticator app removed");
      return redirect(`${PATH}?notice=removed`);
    }
    case INTENTS.codes: {
      const unconfirmed = await refuseUnlessConfirmed(context, session, form);
      if (unconfirmed) return refuse(unconfirmed.status, unconfirmed.error);
      const codes = await regenerateRecoveryCodes(context.db, session);
      if (!codes) return refuse(409, "Set up an authenticator app first: recovery codes stand in for it.");
      return data<Answer>({ intent, codes });
    }
    default:
      return refuse(400, "Unknown action.");
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Sign-in security | ${brand.name} Admin`, description: "Your two-step sign-in: authenticator app and recovery codes.", path: PATH, noindex: true });

const notices = {
  removed: { title: "Removed", description: "The authenticator app is removed, and your other sessions are signed out." },
} as const;

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { factors, setup, csrfToken, staffMfa } = loaderData;
  const notice = useNoticeToast(notices);
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const answer = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const enrolled = answer(INTENTS.confirm)?.codes;
  const newCodes = answer(INTENTS.codes)?.codes;
  return (
    <>
      <BackLink to="/admin/account">Your account</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sign-in security</h1>
      <p className="mt-1 text-muted-foreground">
        How <span className="break-all">{loaderData.email}</span> signs in. With two-step sign-in, your password alone no longer opens the admin.
        {staffMfa === "required" && " Two-step sign-in is required for every staff account."}
      </p>
      <NoticeLine notice={notice} />

      <section aria-labelledby="app-heading" className="mt-8 rounded-xl border p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="app-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Smartphone aria-hidden="true" className="size-5" />
            Authenticator app
          </h2>
          {factors.totp ? <Badge>On</Badge> : <Badge variant="secondary">Not set up</Badge>}
        </div>
        {enrolled ? (
          <div className="mt-4 max-w-xl">
            <p className="mb-3 text-sm">Your authenticator app is set up, and your other sessions are signed out.</p>
            <RecoveryCodesList codes={enrolled} />
          </div>
        ) : factors.totp ? (
          <>
            <p className="mt-1 text-sm text-muted-foreground">Each sign-in asks for the 6-digit code your app shows.</p>
            <details className="mt-4 max-w-xl" open={answer(INTENTS.remove) ? true : undefined}>
              <summary className="cursor-pointer text-sm font-medium">Remove the authenticator app</summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value={INTENTS.remove} />
                <p className="text-sm text-muted-foreground">Confirm it is you with a current code from the app, or with your password if the app is gone.</p>
                <IdentityProofFields idPrefix="remove" withAppCode error={answer(INTENTS.remove)?.error} />
                <SubmitButton pending={busy(INTENTS.remove)} pendingLabel="Removing..." variant="destructive" className="self-start">
                  Remove authenticator app
                </SubmitButton>
              </Form>
            </details>
          </>
        ) : setup ? (
          <Form method="post" className="mt-4 flex max-w-sm flex-col gap-4">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value={INTENTS.confirm} />
            <TotpSetupFields setup={setup} error={answer(INTENTS.confirm)?.error} />
            <IdentityProofFields idPrefix="setup" withAppCode={false} />
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={busy(INTENTS.confirm)} pendingLabel="Checking...">
                Turn on
              </SubmitButton>
              <Link to={PATH} className={buttonVariants({ variant: "outline" })}>
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">Use an app on your phone to make a new code every 30 seconds, asked for at each sign-in.</p>
            <Link to={`${PATH}?setup=totp`} className={buttonVariants({ className: "mt-4" })}>
              <ShieldCheck aria-hidden="true" />
              Set up an authenticator app
            </Link>
          </>
        )}
      </section>

      <section aria-labelledby="passkeys-heading" className="mt-8 rounded-xl border p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="passkeys-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Fingerprint aria-hidden="true" className="size-5" />
            Passkeys
          </h2>
          {factors.passkeys > 0 ? <Badge>{factors.passkeys === 1 ? "1 passkey" : `${factors.passkeys} passkeys`}</Badge> : <Badge variant="secondary">None</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          A passkey signs you in with your device&apos;s fingerprint, face or PIN instead of a password and code, and works only on this site.
        </p>
        <Link to={PASSKEYS_PATH} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          {factors.passkeys > 0 ? "Manage passkeys" : "Add a passkey"}
        </Link>
      </section>

      <section aria-labelledby="codes-heading" className="mt-8 rounded-xl border p-4 sm:p-6">
        <h2 id="codes-heading" className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden="true" className="size-5" />
          Recovery codes
        </h2>
        {newCodes ? (
          <div className="mt-4 max-w-xl">
            <p className="mb-3 text-sm">New codes are made; the old ones no longer work.</p>
            <RecoveryCodesList codes={newCodes} />
          </div>
        ) : factors.totp || factors.passkeys > 0 ? (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              <strong className="text-foreground">
                {factors.recoveryCodesLeft} {factors.recoveryCodesLeft === 1 ? "code" : "codes"} left
              </strong>{" "}
              of ten. Each signs you in once instead of a code from your app.
            </p>
            <details className="mt-4 max-w-xl" open={answer(INTENTS.codes) ? true : undefined}>
              <summary className="cursor-pointer text-sm font-medium">Make new recovery codes</summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value={INTENTS.codes} />
                <p className="text-sm text-muted-foreground">The old codes stop working. Confirm it is you first.</p>
                <IdentityProofFields idPrefix="codes" withAppCode={factors.totp} error={answer(INTENTS.codes)?.error} />
                <SubmitButton pending={busy(INTENTS.codes)} pendingLabel="Making codes..." variant="outline" className="self-start">
                  Make new recovery codes
                </SubmitButton>
              </Form>
            </details>
          </>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Ten one-time codes are made when you set up two-step sign-in.</p>
        )}
      </section>
    </>
  );
}

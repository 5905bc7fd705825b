import { LockKeyhole } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { isSameOrigin, landingFor, safeAdminPath } from "#app/features/admin/guard.server.ts";
import { attemptLogin, tooManyAttemptsMessage } from "#app/features/admin/login.server.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { PasskeySignInButton } from "#app/features/admin/passkeys/passkey-sign-in-button.tsx";
import { SignInFields } from "#app/features/admin/sign-in-fields.tsx";
import { getSession, readSessionToken } from "#app/features/admin/session.server.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { beginOwedSecondStep } from "#app/features/admin/second-step.server.ts";
import { SIGN_IN_IN_PLACE_FIELD } from "#app/features/admin/sign-in-in-place.ts";
import type { SecondStepNeeded } from "#app/features/admin/sign-in-steps.ts";
import { ssoEnabled } from "#app/features/admin/sso.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  const session = await getSession(context.db, readSessionToken(request));
  if (session) throw redirect(landingFor(session.role, next));
  // After a reset of an account with a second factor, which still signs in through this page.
  const passwordChanged = new URL(request.url).searchParams.get("notice") === "password-changed";
  return { next, passwordChanged, sso: ssoEnabled(context.env) };
}

const INVALID = "Invalid email or password.";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data({ error: "This request could not be verified. Reload the page and try again." }, { status: 403 });
  }
  const form = await readFormBody(request);
  const email = String(form.get("email") ?? "").slice(0, 320);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const next = safeAdminPath(String(form.get("next") ?? ""));
  if (!email.trim() || !password) return data({ error: INVALID }, { status: 401 });

  const result = await attemptLogin(context.db, { email, password, ip: context.clientIp });
  if (!result.ok) {
    context.logger.warn({ ip: context.clientIp, reason: result.reason }, "admin sign-in refused");
    if (result.reason === "limited") {
      return data(
        { error: tooManyAttemptsMessage(result.retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return data({ error: INVALID }, { status: 401 });
  }

  const owed = await beginOwedSecondStep(context, result.adminId, next);
  if (owed) {
    // The in-place dialog stays on its page and asks for the code itself (SignInAgainDialog).
    if (form.get(SIGN_IN_IN_PLACE_FIELD) === "1") return data({ secondStep: owed.stage } satisfies SecondStepNeeded, { status: 401, headers: owed.headers });
    return redirect(owed.path, { headers: owed.headers });
  }
  const cookie = await startSession(context, request, result, "password");
  return redirect(landingFor(result.role, next), { headers: { "Set-Cookie": cookie } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Admin sign in | ${brand.name}`,
    description: `Sign in to manage the ${brand.name} blog and leads.`,
    path: "/admin/login",
    noindex: true,
  });

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin/login");
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AccountCard icon={LockKeyhole} title="Admin sign in">
      <p className="mt-1 text-sm text-muted-foreground">For {brand.name} staff who manage the blog and leads.</p>
      {loaderData.passwordChanged && (
        <p role="status" className="mt-4 rounded-md bg-primary/10 px-3 py-2 text-sm text-primary">
          Your password has been changed. Sign in with it.
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4" aria-describedby={error ? "login-error" : undefined}>
        <input type="hidden" name="next" value={loaderData.next} />
        <SignInFields idPrefix="login" error={error} />
        <Button type="submit" disabled={submitting} className="mt-2">
          {submitting ? "Signing in…" : "Sign in"}
        </Button>
      </Form>
      <PasskeySignInButton next={loaderData.next} />
      <p className="mt-4 text-sm">
        <Link to="/admin/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
      {loaderData.sso && (
        <div className="mt-4 border-t pt-4">
          <Button asChild variant="outline" className="w-full">
            {/* A whole-page visit: the answer sends the browser on to the identity provider. */}
            <a href={`/admin/login/sso?next=${encodeURIComponent(loaderData.next)}`}>Sign in with single sign-on</a>
          </Button>
        </div>
      )}
    </AccountCard>
  );
}

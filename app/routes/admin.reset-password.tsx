import { KeyRound } from "lucide-react";
import { data, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { adminHeaders, isSameOrigin, LOGIN_PATH } from "#app/features/admin/guard.server.ts";
import { completePasswordReset, findPasswordReset } from "#app/features/admin/password-reset.server.ts";
import { roleHome } from "#app/features/admin/roles.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { SetPasswordForm } from "#app/features/admin/set-password-form.tsx";
import { SetPasswordSchema } from "#app/features/admin/staff.schema.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { secondStepFor } from "#app/features/admin/factors.server.ts";
import type { Route } from "./+types/admin.reset-password";

type Problem = "not-found" | "expired" | "used";
const statusOf = (problem: Problem) => (problem === "not-found" ? 404 : 410);

/** A reset link: no session needed, the token is the credential. A link that no longer works says so and offers a new one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findPasswordReset(context.db, params.token);
  const headers = adminHeaders();
  if (found.status !== "open") return data({ email: null, problem: found.status as Problem }, { status: statusOf(found.status), headers });
  return data({ email: found.email, problem: null }, { headers });
}

const problems: Record<Problem, string> = {
  "not-found": "This link is not valid. Check that the whole link was copied, or ask for a new one.",
  expired: "This link has expired: reset links work for 30 minutes. Ask for a new one.",
  used: "This link was already used to set a new password. Sign in with it, or ask for a new link.",
};

type Answer = { fields: Record<string, string>; problem: Problem | null; message: string | null };
const noFields: Record<string, string> = {};

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data({ fields: noFields, problem: null, message: "This request could not be verified. Reload the page and try again." } satisfies Answer, { status: 403 });
  }
  const form = await readFormBody(request);
  const parsed = SetPasswordSchema.safeParse({ password: form.get("password") ?? "", confirm: form.get("confirm") ?? "" });
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), problem: null, message: null } satisfies Answer, { status: 422 });
  const result = await completePasswordReset(context.db, params.token, parsed.data.password);
  if (!result.ok) return data({ fields: noFields, problem: result.reason, message: null } satisfies Answer, { status: statusOf(result.reason) });
  context.logger.info({ adminId: result.adminId }, "admin password reset");
  // A member with a second factor still has to show it, and under STAFF_MFA=required one without
  // sets one up first: the new password alone signs nobody in.
  if (await secondStepFor(context.db, context.env, result.adminId)) return redirect(`${LOGIN_PATH}?notice=password-changed`);
  const cookie = await startSession(context, request, result, "reset");
  return redirect(roleHome(result.role), { headers: { "Set-Cookie": cookie } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Choose a new password | ${brand.name} Admin`,
    description: `Choose a new password for your ${brand.name} staff account.`,
    path: "/admin/reset-password",
    noindex: true,
  });

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  const problem = actionData?.problem ?? loaderData.problem;
  const fields = actionData?.fields ?? {};
  return (
    <AccountCard icon={KeyRound} title={problem ? "Link not usable" : "Choose a new password"}>
      {problem || !loaderData.email ? (
        <>
          <p role="alert" className="mt-3 text-sm text-muted-foreground">
            {problems[problem ?? "not-found"]}
          </p>
          <Button asChild className="mt-6">
            <Link to="/admin/forgot-password">Ask for a new link</Link>
          </Button>
          <p className="mt-4 text-sm">
            <Link to="/admin/login" className="text-primary underline-offset-4 hover:underline">
              Go to sign in
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            For <strong className="break-all">{loaderData.email}</strong>. Setting it signs your account out everywhere.
          </p>
          <SetPasswordForm
            idPrefix="reset"
            email={loaderData.email}
            fields={fields}
            message={actionData?.message}
            submitting={submitting}
            submitLabel="Set new password"
            pendingLabel="Saving…"
          />
        </>
      )}
    </AccountCard>
  );
}

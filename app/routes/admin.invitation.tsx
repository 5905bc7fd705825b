import { KeyRound } from "lucide-react";
import { data, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { adminHeaders, isSameOrigin } from "#app/features/admin/guard.server.ts";
import { roleHome, staffRoleDescriptions, staffRoleLabels } from "#app/features/admin/roles.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { SetPasswordForm } from "#app/features/admin/set-password-form.tsx";
import { SetPasswordSchema } from "#app/features/admin/staff.schema.ts";
import { acceptInvitation, findInvitation } from "#app/features/admin/staff.server.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { beginOwedSecondStep } from "#app/features/admin/second-step.server.ts";
import type { Route } from "./+types/admin.invitation";

/**
 * A staff invitation's one-time link: no session needed, the token is the credential. The page
 * says plainly when a link has expired or was used, so the invitee knows to ask for a new one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findInvitation(context.db, params.token);
  const headers = adminHeaders();
  if (found.status !== "open") return data({ invitation: null, problem: found.status }, { status: found.status === "not-found" ? 404 : 410, headers });
  return data(
    {
      invitation: { email: found.email, role: found.role, expiresAt: found.expiresAt.toISOString() },
      problem: null,
    },
    { headers },
  );
}

const problems = {
  "not-found": "This invitation link is not valid. Check that the whole link was copied, or ask an admin for a new invitation.",
  expired: "This invitation has expired. Ask an admin to invite you again.",
  used: "This invitation was already used to set a password. Sign in instead.",
  exists: "An account with this address already exists. Sign in instead.",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data({ fields: {} as Record<string, string>, problem: null, message: "This request could not be verified. Reload the page and try again." }, { status: 403 });
  }
  const form = await readFormBody(request);
  const parsed = SetPasswordSchema.safeParse({ password: form.get("password") ?? "", confirm: form.get("confirm") ?? "" });
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), problem: null, message: null }, { status: 422 });
  const result = await acceptInvitation(context.db, params.token, parsed.data.password);
  if (!result.ok) {
    return data({ fields: {} as Record<string, string>, problem: result.reason, message: null }, { status: result.reason === "not-found" ? 404 : 410 });
  }
  context.logger.info({ adminId: result.adminId }, "staff invitation accepted");
  // With STAFF_MFA=required, the new member sets up a factor before the admin opens.
  const owed = await beginOwedSecondStep(context, result.adminId, roleHome(result.role));
  if (owed) return redirect(owed.path, { headers: owed.headers });
  // Signed in as the new account: whoever was signed in in this browser before is signed out.
  const cookie = await startSession(context, request, result, "invitation");
  return redirect(roleHome(result.role), { headers: { "Set-Cookie": cookie } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Set your password | ${brand.name} Admin`,
    description: `Finish setting up your ${brand.name} staff account.`,
    path: "/admin/invitation",
    noindex: true,
  });

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  const problem = actionData?.problem ?? loaderData.problem;
  const invitation = loaderData.invitation;
  const fields = actionData?.fields ?? {};
  return (
    <AccountCard icon={KeyRound} title={problem ? "Invitation not usable" : "Set your password"}>
      {problem || !invitation ? (
        <>
          <p role="alert" className="mt-3 text-sm text-muted-foreground">
            {problems[problem ?? "not-found"]}
          </p>
          <Button asChild className="mt-6">
            <Link to="/admin/login">Go to sign in</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            You are joining the {brand.name} admin as <strong>{invitation.email}</strong>, with the{" "}
            {staffRoleLabels[invitation.role].toLowerCase()} role ({staffRoleDescriptions[invitation.role].toLowerCase()}).
            This link works once, until {formatEastern(invitation.expiresAt)}.
          </p>
          <SetPasswordForm
            idPrefix="invite"
            email={invitation.email}
            fields={fields}
            message={actionData?.message}
            submitting={submitting}
            submitLabel="Set password and sign in"
            pendingLabel="Setting up your account…"
          />
        </>
      )}
    </AccountCard>
  );
}

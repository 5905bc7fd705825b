import { ChevronRight, KeyRound, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { brand } from "#app/config/site.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { changePassword } from "#app/features/admin/password-change.server.ts";
import { staffRoleDescriptions, staffRoleLabels } from "#app/features/admin/roles.ts";
import { ChangePasswordSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, staffMessages } from "#app/features/admin/staff.schema.ts";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import type { Route } from "./+types/admin.account";

/** Every role's own account: who they are signed in as, their password, and where their sessions and factors are. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  return { email: session.email, role: session.role, csrfToken: session.csrfToken };
}

type ActionAnswer = { message: string; fields: Record<string, string> };
const refuse = (status: number, message: string, fields: Record<string, string> = {}, headers?: HeadersInit) =>
  data({ message, fields } satisfies ActionAnswer, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "account" });
  if (form.get("intent") !== "change-password") return refuse(400, "Unknown action.");
  const parsed = ChangePasswordSchema.safeParse({ current: form.get("current") ?? "", password: form.get("password") ?? "", confirm: form.get("confirm") ?? "" });
  if (!parsed.success) return refuse(422, "Check the highlighted fields.", fieldErrors(parsed.error));
  const result = await changePassword(context.db, session, parsed.data);
  if (!result.ok) {
    if (result.reason === "wrong-current") return refuse(422, "Check the highlighted fields.", { current: staffMessages.wrongCurrent });
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return refuse(429, `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {}, { "Retry-After": String(result.retryAfterSeconds) });
  }
  context.logger.info({ adminId: session.adminId, sessionsEnded: result.sessionsEnded }, "admin changed their password");
  return redirect("/admin/account?notice=password-changed");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Your account | ${brand.name} Admin`, description: "Your staff account: password, sessions and security.", path: "/admin/account", noindex: true });

const notices = {
  "password-changed": { title: "Password changed", description: "Your password is changed. Every other session of your account is signed out." },
} as const;

const links = [
  { href: "/admin/account/sessions", icon: MonitorSmartphone, label: "Sessions", text: "Where your account is signed in; sign out any of them." },
  { href: "/admin/account/security", icon: ShieldCheck, label: "Security", text: "Two-step sign-in: an authenticator app, passkeys and recovery codes." },
] as const;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, csrfToken } = loaderData;
  const notice = useNoticeToast(notices);
  const navigation = useNavigation();
  const fields = actionData?.fields ?? {};
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
        <span className="font-medium break-all text-foreground">{email}</span>
        <Badge variant="outline">{staffRoleLabels[role]}</Badge>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{staffRoleDescriptions[role]}.</p>
      <NoticeLine notice={notice} />

      <nav aria-label="Account" className="mt-8">
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map(({ href, icon: Icon, label, text }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex items-center gap-3 rounded-xl border p-4 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="password-heading" className="mt-8 max-w-lg rounded-xl border p-4 sm:p-6">
        <h2 id="password-heading" className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden="true" className="size-5" />
          Change password
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Your other sessions are signed out; this one stays signed in.</p>
        {actionData?.message && (
          <p role="alert" className="mt-4 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {actionData.message}
          </p>
        )}
        <Form method="post" key={notice ? "changed" : "form"} className="mt-4 flex flex-col gap-4">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="change-password" />
          {/* For password managers: the account this password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <FormField field={{ id: "current-password", name: "current", error: fields.current }} label="Current password" required>
            {(control) => <Input {...control} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} />}
          </FormField>
          <FormField
            field={{ id: "new-password", name: "password", error: fields.password }}
            label="New password"
            required
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words works well.`}
          >
            {(control) => <Input {...control} type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} maxLength={MAX_PASSWORD_LENGTH} />}
          </FormField>
          <FormField field={{ id: "confirm-password", name: "confirm", error: fields.confirm }} label="Repeat the new password" required>
            {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />}
          </FormField>
          <SubmitButton pending={navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password"} pendingLabel="Changing..." className="self-start">
            Change password
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}

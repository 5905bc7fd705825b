import { MailQuestion } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "#app/features/admin/account-card.tsx";
import { adminHeaders, isSameOrigin } from "#app/features/admin/guard.server.ts";
import { requestPasswordReset } from "#app/features/admin/password-reset.server.ts";
import { ForgotPasswordSchema } from "#app/features/admin/staff.schema.ts";
import { staffMessages } from "#app/features/admin/staff-rules.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import type { Route } from "./+types/admin.forgot-password";

export const loader = () => data(null, { headers: adminHeaders() });

type Answer = { sent: boolean; message: string | null; fields: Record<string, string> };
const noFields: Record<string, string> = {};

/**
 * Asks for a reset link. Every address gets the same answer in about the same time; the limits
 * count every request alike, so a 429 says nothing about an account either.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.SITE_URL)) {
    return data({ sent: false, message: "This request could not be verified. Reload the page and try again.", fields: noFields } satisfies Answer, { status: 403 });
  }
  const form = await readFormBody(request);
  const parsed = ForgotPasswordSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return data({ sent: false, message: null, fields: fieldErrors(parsed.error) } satisfies Answer, { status: 422 });
  const result = await requestPasswordReset(context.db, context.env, { email: parsed.data.email, ip: context.clientIp });
  if (result.limited) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    context.logger.warn({ ip: context.clientIp }, "password reset requests limited");
    return data(
      { sent: false, message: `Too many reset requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, fields: noFields } satisfies Answer,
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ sent: true, message: null, fields: noFields } satisfies Answer);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Forgot your password? | ${brand.name} Admin`,
    description: `Get a link to choose a new password for your ${brand.name} staff account.`,
    path: "/admin/forgot-password",
    noindex: true,
  });

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  return (
    <AccountCard icon={MailQuestion} title="Forgot your password?">
      {actionData?.sent ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {staffMessages.resetSent}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">Enter your work e-mail address and we'll send you a link to choose a new password.</p>
          {actionData?.message && (
            <p role="alert" className="mt-4 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {actionData.message}
            </p>
          )}
          <Form method="post" className="mt-6 flex flex-col gap-4">
            <FormField field={{ id: "forgot-email", name: "email", error: actionData?.fields.email }} label="Email" required>
              {(control) => <Input {...control} type="email" autoComplete="username" maxLength={254} autoFocus />}
            </FormField>
            <Button type="submit" disabled={submitting} className="mt-2">
              {submitting ? "Sending…" : "Send reset link"}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/login" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}

import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { brand } from "#app/config/site.ts";
import { endAccountSession, endOtherSessions, listAccountSessions } from "#app/features/admin/account-sessions.server.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import { BackLink } from "#app/features/admin/back-link.tsx";
import type { Route } from "./+types/admin.account.sessions";

/** The member's own signed-in sessions: every role sees and ends only theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  return { csrfToken: session.csrfToken, sessions: await listAccountSessions(context.db, session) };
}

const INTENTS = { end: "end", endOthers: "end-others" } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "account" });
  const intent = String(form.get("intent") ?? "");
  if (intent === INTENTS.endOthers) {
    const ended = await endOtherSessions(context.db, session);
    context.logger.info({ adminId: session.adminId, ended }, "admin ended their other sessions");
    return redirect("/admin/account/sessions?notice=ended-others");
  }
  if (intent !== INTENTS.end) return data({ message: "Unknown action." }, { status: 400 });
  const result = await endAccountSession(context.db, session, String(form.get("id") ?? ""));
  if (result.ok) return redirect("/admin/account/sessions?notice=ended");
  const message = result.reason === "current" ? "This is the session you are using: sign out instead." : "That session has already ended.";
  return data({ message }, { status: result.reason === "current" ? 409 : 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Sessions | ${brand.name} Admin`, description: "Where your staff account is signed in.", path: "/admin/account/sessions", noindex: true });

const notices = {
  ended: { title: "Session ended", description: "That session is signed out; its browser is asked to sign in at its next click." },
  "ended-others": { title: "Sessions ended", description: "Every other session of your account is signed out." },
} as const;

/** How a session was signed in, in words. */
const methodLabels: Record<string, string> = {
  password: "password",
  "password+totp": "password and authenticator app",
  "password+passkey": "password and passkey",
  passkey: "passkey",
  recovery: "recovery code",
  sso: "single sign-on",
  invitation: "invitation link",
  reset: "password reset link",
};

export default function SessionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, csrfToken } = loaderData;
  const notice = useNoticeToast(notices);
  const navigation = useNavigation();
  const busy = (intent: string, id = "") =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && String(navigation.formData?.get("id") ?? "") === id;
  const others = sessions.filter((session) => !session.current).length;
  useEffect(() => {
    if (actionData) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);

  return (
    <>
      <BackLink to="/admin/account">Your account</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sessions</h1>
      <p className="mt-1 text-muted-foreground">Where your account is signed in now. End any you do not recognise, then change your password.</p>
      <NoticeLine notice={notice} />
      {actionData && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {actionData.message}
        </p>
      )}

      <ul className="mt-6 divide-y rounded-xl border" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current && <Badge>This device</Badge>}
              </p>
              <p className="mt-1 text-sm break-words text-muted-foreground">
                {session.ipAddress ?? "Address unknown"} · signed in {formatEastern(session.createdAt)} with {methodLabels[session.method] ?? session.method} · last
                seen {formatEastern(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value={INTENTS.end} />
                <input type="hidden" name="id" value={session.id} />
                <SubmitButton pending={busy(INTENTS.end, session.id)} pendingLabel="Ending..." size="sm" variant="outline">
                  End<span className="sr-only"> the session on {session.device}, last seen {formatEastern(session.lastSeenAt)}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>

      {others > 0 ? (
        <Form method="post" className="mt-6">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={INTENTS.endOthers} />
          <SubmitButton pending={busy(INTENTS.endOthers)} pendingLabel="Ending..." variant="destructive">
            <LogOut aria-hidden="true" />
            End all other sessions
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-6 text-sm text-muted-foreground">Your account is signed in nowhere else.</p>
      )}
    </>
  );
}

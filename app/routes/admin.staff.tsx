import { UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { brand } from "#app/config/site.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { factorsByMember, resetMemberFactors } from "#app/features/admin/factors.server.ts";
import { endMemberSessions } from "#app/features/admin/account-sessions.server.ts";
import { END_SESSIONS_INTENT, EndSessionsButton } from "#app/features/admin/end-sessions-button.tsx";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { STAFF_ROLES, staffRoleDescriptions, staffRoleLabels } from "#app/features/admin/roles.ts";
import { InviteSchema, RoleChangeSchema } from "#app/features/admin/staff.schema.ts";
import {
  changeStaffRole,
  inviteStaff,
  listInvitations,
  listStaff,
  revokeInvitation,
  setStaffActive,
  type StaffChangeResult,
} from "#app/features/admin/staff.server.ts";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import type { Route } from "./+types/admin.staff";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "staff");
  const [members, invitations, factors] = await Promise.all([listStaff(context.db), listInvitations(context.db), factorsByMember(context.db)]);
  const staff = members.map((member) => ({ ...member, twoStep: twoStepLabel(factors.get(member.id)) }));
  return { csrfToken: session.csrfToken, me: session.adminId, staff, invitations, smtp: Boolean(context.env.SMTP_URL) };
}

/** What the member's row says about their second factors. */
function twoStepLabel(factors: { totp: boolean; passkeys: number } | undefined): string | null {
  const kinds = [factors?.totp && "authenticator app", factors?.passkeys && `${factors.passkeys} passkey${factors.passkeys === 1 ? "" : "s"}`].filter(Boolean);
  return kinds.length > 0 ? kinds.join(", ") : null;
}

const INTENTS = { invite: "invite", role: "change-role", deactivate: "deactivate", reactivate: "reactivate", revoke: "revoke", resetFactors: "reset-factors", endSessions: END_SESSIONS_INTENT } as const;

const changeRefusals: Record<Exclude<StaffChangeResult, { ok: true }>["reason"], { status: number; message: string }> = {
  "not-found": { status: 404, message: "That account no longer exists." },
  "last-admin": { status: 409, message: "This is the last active admin. Make someone else an admin first, so the site always has one." },
  unchanged: { status: 409, message: "Nothing changed: the account already is that way." },
};

/** `confirm`: a reset posted without the dialog's confirmation (no script) is asked about on the page first. */
type ActionAnswer = { intent: string; message: string; fields: Record<string, string>; confirm?: { id: string; email: string } };
const refuse = (intent: string, status: number, message: string, fields: Record<string, string> = {}) =>
  data<ActionAnswer>({ intent, message, fields }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "staff" });
  const intent = String(form.get("intent") ?? "");
  const actor = { adminId: session.adminId, email: session.email };
  const id = String(form.get("id") ?? "");
  const done = (notice: string) => redirect(`/admin/staff?notice=${notice}`);
  const changed = (result: StaffChangeResult, notice: string) => {
    if (result.ok) return done(notice);
    const { status, message } = changeRefusals[result.reason];
    return refuse(intent, status, message);
  };
  try {
    switch (intent) {
      case INTENTS.invite: {
        const parsed = InviteSchema.safeParse({ email: form.get("email") ?? "", role: form.get("role") ?? "" });
        if (!parsed.success) return refuse(intent, 422, "Check the highlighted fields.", fieldErrors(parsed.error));
        const result = await inviteStaff(context.db, context.env, { ...parsed.data, actor });
        if (!result.ok) {
          const message =
            result.reason === "exists"
              ? "This address already has an account."
              : "This address belongs to a deactivated account. Reactivate it below instead.";
          return refuse(intent, 409, message, { email: message });
        }
        context.logger.info({ adminId: session.adminId, invitationId: result.invitationId }, "staff member invited");
        return done(context.env.SMTP_URL ? "invited" : "invited-held");
      }
      case INTENTS.role: {
        const parsed = RoleChangeSchema.safeParse({ id, role: form.get("role") ?? "" });
        if (!parsed.success) return refuse(intent, 422, "Choose a role.");
        return changed(await changeStaffRole(context.db, actor, parsed.data.id, parsed.data.role), "role");
      }
      case INTENTS.deactivate:
      case INTENTS.reactivate: {
        if (!isUuid(id)) return refuse(intent, 404, changeRefusals["not-found"].message);
        const active = intent === INTENTS.reactivate;
        // Signing oneself out for good by a stray click helps nobody; another admin can do it.
        if (!active && id === session.adminId) return refuse(intent, 409, "You cannot deactivate your own account. Ask another admin.");
        return changed(await setStaffActive(context.db, actor, id, active), active ? "reactivated" : "deactivated");
      }
      case INTENTS.resetFactors: {
        const member = isUuid(id) ? (await listStaff(context.db)).find((one) => one.id === id) : undefined;
        if (!member) return refuse(intent, 404, changeRefusals["not-found"].message);
        if (id === session.adminId) return refuse(intent, 409, "Change your own sign-in factors on your Security page.");
        if (form.get("confirmed") !== "yes") {
          return data<ActionAnswer>({ intent, message: "", fields: {}, confirm: { id, email: member.email } });
        }
        const removed = await resetMemberFactors(context.db, actor, id);
        context.logger.info({ adminId: session.adminId, target: id, ...removed }, "staff member's sign-in factors reset");
        return done("factors-reset");
      }
      case INTENTS.endSessions:
        return (await endMemberSessions(context.db, actor, id)) ? done("sessions-ended") : refuse(intent, 404, changeRefusals["not-found"].message);
      case INTENTS.revoke:
        return (await revokeInvitation(context.db, actor, id)) ? done("revoked") : refuse(intent, 404, "That invitation was already used or withdrawn.");
      default:
        return refuse(intent, 400, "Unknown action.");
    }
  } catch (error) {
    context.logger.error({ err: error, intent }, "staff change failed");
    return refuse(intent, 503, "The change could not be saved just now. Please try again.");
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Staff | ${brand.name} Admin`, description: "Staff accounts, roles and invitations.", path: "/admin/staff", noindex: true });

const notices = {
  invited: { title: "Invitation sent", description: "The invitation is on its way; its link works once, for 48 hours." },
  "invited-held": { title: "Invitation queued", description: "The invitation waits in the outbox until SMTP is configured." },
  role: { title: "Saved", description: "The role is changed; it applies from the account's next click." },
  deactivated: { title: "Deactivated", description: "The account is deactivated and signed out everywhere." },
  reactivated: { title: "Reactivated", description: "The account can sign in again." },
  revoked: { title: "Withdrawn", description: "The invitation's link no longer works." },
  "factors-reset": {
    title: "Sign-in factors reset",
    description: "Their authenticator app, passkeys and recovery codes are removed and they are signed out; they sign in next with their password alone.",
  },
  "sessions-ended": { title: "Signed out", description: "Every session of the account is ended; it is signed out at its next click." },
} as const;

/** One button that posts one intent about one account or invitation; `what` finishes its label for screen readers. */
function ActButton(props: { intent: string; id: string; csrfToken: string; label: string; what: string; pendingLabel: string; busy: boolean; destructive?: boolean }) {
  return (
    <Form method="post">
      <Hidden intent={props.intent} id={props.id} csrfToken={props.csrfToken} />
      <SubmitButton pending={props.busy} pendingLabel={props.pendingLabel} size="sm" variant={props.destructive ? "destructive" : "outline"}>
        {props.label}
        <span className="sr-only"> {props.what}</span>
      </SubmitButton>
    </Form>
  );
}

const RESET_WARNING =
  "Their authenticator app, passkeys and recovery codes are removed and every session of theirs ends. They sign in next with their password alone (or set up a factor at once if two-step sign-in is required).";

/**
 * Resetting a member's factors asks first: in a dialog once the page has its script, and before
 * that the post itself comes back with the question on the page (the action wants `confirmed`).
 */
function ResetFactorsButton({ id, email, csrfToken, busy }: { id: string; email: string; csrfToken: string; busy: boolean }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const label = (
    <>
      Reset sign-in factors<span className="sr-only"> of {email}</span>
    </>
  );
  return (
    <Form method="post" ref={form}>
      <Hidden intent={INTENTS.resetFactors} id={id} csrfToken={csrfToken} />
      {hydrated ? (
        <>
          <input type="hidden" name="confirmed" value="yes" />
          <ConfirmDialog
            trigger={
              <Button type="button" disabled={busy} size="sm" variant="outline">
                {busy ? "Resetting..." : label}
              </Button>
            }
            title={`Reset the sign-in factors of ${email}?`}
            description={RESET_WARNING}
            confirmLabel="Reset sign-in factors"
            onConfirm={() => form.current?.requestSubmit()}
          />
        </>
      ) : (
        <SubmitButton pending={busy} pendingLabel="Resetting..." size="sm" variant="outline">
          {label}
        </SubmitButton>
      )}
    </Form>
  );
}

function Hidden({ intent, id, csrfToken }: { intent: string; id: string; csrfToken: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, invitations, csrfToken, me } = loaderData;
  const notice = useNoticeToast(notices);
  const navigation = useNavigation();
  const busy = (intent: string, id = "") =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && String(navigation.formData?.get("id") ?? "") === id;
  const inviteError = actionData?.intent === INTENTS.invite ? actionData : null;
  const otherError = actionData && actionData.intent !== INTENTS.invite && !actionData.confirm ? actionData : null;
  const confirmReset = actionData?.confirm;
  useEffect(() => {
    if (otherError) void toastError({ title: "Error", description: otherError.message });
  }, [otherError]);

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <p className="mt-1 text-muted-foreground">Who can sign in to the admin, and what each role may do.</p>
      <ul className="mt-3 grid gap-1 text-sm text-muted-foreground sm:grid-cols-3">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <strong className="text-foreground">{staffRoleLabels[role]}</strong>: {staffRoleDescriptions[role].toLowerCase()}
          </li>
        ))}
      </ul>

      <NoticeLine notice={notice} />
      {otherError && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {otherError.message}
        </p>
      )}

      {confirmReset && (
        <section aria-labelledby="confirm-reset-heading" role="alertdialog" className="mt-6 rounded-xl border border-destructive/40 p-4">
          <h2 id="confirm-reset-heading" className="font-semibold">
            Reset the sign-in factors of {confirmReset.email}?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{RESET_WARNING}</p>
          <Form method="post" className="mt-3 flex gap-2">
            <Hidden intent={INTENTS.resetFactors} id={confirmReset.id} csrfToken={csrfToken} />
            <input type="hidden" name="confirmed" value="yes" />
            <SubmitButton pending={busy(INTENTS.resetFactors, confirmReset.id)} pendingLabel="Resetting..." size="sm" variant="destructive">
              Reset sign-in factors
            </SubmitButton>
          </Form>
        </section>
      )}

      <section aria-labelledby="invite-heading" className="mt-8 rounded-xl border p-4 sm:p-6">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">They get an e-mail with a link to set their password; it works once, for 48 hours.</p>
        <Form method="post" key={notice ? "sent" : "form"} className="mt-4 flex flex-wrap items-end gap-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value={INTENTS.invite} />
          <FormField field={{ id: "invite-email", name: "email", error: inviteError?.fields.email }} label="Work e-mail" required className="min-w-56 flex-1">
            {(control) => <Input {...control} type="email" autoComplete="off" maxLength={254} />}
          </FormField>
          <FormField field={{ id: "invite-role", name: "role", error: inviteError?.fields.role }} label="Role" required className="min-w-40">
            {(control) => (
              <NativeSelect {...control} defaultValue="sales">
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {staffRoleLabels[role]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <SubmitButton pending={busy(INTENTS.invite)} pendingLabel="Sending...">
            <UserPlus aria-hidden="true" />
            Send invitation
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="accounts-heading" className="mt-8">
        <h2 id="accounts-heading" className="text-xl font-semibold">
          Accounts
        </h2>
        <ul className="mt-3 divide-y rounded-xl border">
          {staff.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-all">
                  {member.email}
                  {member.id === me && <span className="text-muted-foreground"> (you)</span>}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {member.active ? <Badge variant="outline">{staffRoleLabels[member.role]}</Badge> : <Badge variant="secondary">Deactivated</Badge>}
                  {member.lastSeenAt ? <>Last active {formatEastern(member.lastSeenAt)}</> : "Not signed in now"}
                  <span>· Two-step: {member.twoStep ?? "none"}</span>
                </p>
              </div>
              {member.active ? (
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" key={`${member.id}-${member.role}`} className="flex items-end gap-2">
                    <Hidden intent={INTENTS.role} id={member.id} csrfToken={csrfToken} />
                    <label className="sr-only" htmlFor={`role-${member.id}`}>
                      Role of {member.email}
                    </label>
                    <NativeSelect id={`role-${member.id}`} name="role" defaultValue={member.role} className="h-9">
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {staffRoleLabels[role]}
                        </option>
                      ))}
                    </NativeSelect>
                    <SubmitButton pending={busy(INTENTS.role, member.id)} pendingLabel="Saving..." size="sm" variant="outline">
                      Change role<span className="sr-only"> of {member.email}</span>
                    </SubmitButton>
                  </Form>
                  {member.id !== me && member.twoStep && (
                    <ResetFactorsButton id={member.id} email={member.email} csrfToken={csrfToken} busy={busy(INTENTS.resetFactors, member.id)} />
                  )}
                  {member.id !== me && (
                    <EndSessionsButton memberId={member.id} email={member.email} csrfToken={csrfToken} busy={busy(INTENTS.endSessions, member.id)} />
                  )}
                  {member.id !== me && (
                    <ActButton
                      intent={INTENTS.deactivate}
                      id={member.id}
                      csrfToken={csrfToken}
                      label="Deactivate"
                      what={member.email}
                      pendingLabel="Deactivating..."
                      busy={busy(INTENTS.deactivate, member.id)}
                      destructive
                    />
                  )}
                </div>
              ) : (
                <ActButton
                  intent={INTENTS.reactivate}
                  id={member.id}
                  csrfToken={csrfToken}
                  label="Reactivate"
                  what={member.email}
                  pendingLabel="Reactivating..."
                  busy={busy(INTENTS.reactivate, member.id)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invitations-heading" className="mt-8">
        <h2 id="invitations-heading" className="text-xl font-semibold">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No invitations are waiting to be accepted.</p>
        ) : (
          <ul className="mt-3 divide-y rounded-xl border">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-all">{invitation.email}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {staffRoleLabels[invitation.role]},{" "}
                    {invitation.expired ? (
                      <span className="text-destructive">expired {formatEastern(invitation.expiresAt)}; invite again to send a new link</span>
                    ) : (
                      <>link works until {formatEastern(invitation.expiresAt)}</>
                    )}
                  </p>
                </div>
                <ActButton
                  intent={INTENTS.revoke}
                  id={invitation.id}
                  csrfToken={csrfToken}
                  label="Withdraw"
                  what={`the invitation to ${invitation.email}`}
                  pendingLabel="Withdrawing..."
                  busy={busy(INTENTS.revoke, invitation.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

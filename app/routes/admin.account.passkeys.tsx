// /admin/account/passkeys: the signed-in member's own passkeys, listed with when each was added and
// last used; added with the browser's ceremony (which needs JavaScript), renamed and removed with
// plain forms. Adding or removing one ends the member's other sessions. Every role ("account").
import { KeyRound } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { brand } from "#app/config/site.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { AddPasskeyForm } from "#app/features/admin/passkeys/add-passkey-form.tsx";
import { removeOwnPasskey, renameOwnPasskey } from "#app/features/admin/passkeys/account-passkeys.server.ts";
import { PasskeyList } from "#app/features/admin/passkeys/passkey-list.tsx";
import { PASSKEYS_PATH, type PasskeysActionData } from "#app/features/admin/passkeys/passkey-paths.ts";
import { PasskeyNameSchema } from "#app/features/admin/passkeys/passkey.schema.ts";
import { listPasskeys } from "#app/features/admin/passkeys/passkeys.server.ts";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { BackLink } from "#app/features/admin/back-link.tsx";
import { hasConfirmedTotp } from "#app/features/admin/totp.server.ts";
import type { Route } from "./+types/admin.account.passkeys";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  const params = new URL(request.url).searchParams;
  const [passkeys, totp] = await Promise.all([listPasskeys(context.db, session.adminId), hasConfirmedTotp(context.db, session.adminId)]);
  return {
    csrfToken: session.csrfToken,
    // Adding one asks for a current code from the app, when the member has one, or the password.
    totp,
    passkeys: passkeys.map(({ createdAt, lastUsedAt, ...passkey }) => ({ ...passkey, createdAt: createdAt.toISOString(), lastUsedAt: lastUsedAt?.toISOString() ?? null })),
    // The passkey whose removal is being confirmed (a page of its own, so it works without JavaScript).
    removing: passkeys.find(({ id }) => id === params.get("remove"))?.id ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "account" });
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "").slice(0, 1400);
  const refuse = (status: number, message: string) => data<PasskeysActionData>({ intent, id, message }, { status });
  const gone = "That passkey is not on your account (any more).";
  if (intent === "rename") {
    const name = PasskeyNameSchema.safeParse(form.get("name") ?? "");
    if (!name.success) return refuse(422, name.error.issues[0]!.message);
    if (!(await renameOwnPasskey(context.db, session, { id, name: name.data }))) return refuse(404, gone);
    return redirect(`${PASSKEYS_PATH}?notice=renamed`);
  }
  if (intent === "remove") {
    if (!(await removeOwnPasskey(context.db, session, id))) return refuse(404, gone);
    context.logger.info({ adminId: session.adminId }, "passkey removed");
    return redirect(`${PASSKEYS_PATH}?notice=removed`);
  }
  return refuse(400, "Unknown action.");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Passkeys | ${brand.name} Admin`, description: "Your passkeys for signing in.", path: PASSKEYS_PATH, noindex: true });

const notices = {
  added: { title: "Passkey added", description: "The passkey is added. You can sign in with it now; your other sessions were signed out." },
  renamed: { title: "Renamed", description: "The passkey is renamed." },
  removed: { title: "Passkey removed", description: "The passkey is removed and no longer signs you in; your other sessions were signed out." },
} as const;

export default function AdminPasskeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, passkeys, removing, totp } = loaderData;
  const notice = useNoticeToast(notices);
  return (
    <>
      <BackLink to="/admin/account/security">Sign-in security</BackLink>
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
        <KeyRound aria-hidden="true" className="size-7" />
        Passkeys
      </h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        A passkey signs you in without a password: your device holds it and asks for your fingerprint, face or PIN, so it
        proves two things at once (that you have the device and that you are you). Add one for each device you sign in
        from; anyone else signed in as you is signed out when you add or remove one.
      </p>
      <NoticeLine notice={notice} />
      <PasskeyList passkeys={passkeys} csrfToken={csrfToken} removing={removing} refused={actionData} />
      <AddPasskeyForm csrfToken={csrfToken} withAppCode={totp} />
      <p className="mt-8 text-sm text-muted-foreground">
        <Link to="/admin" className="text-primary underline underline-offset-4">
          Back to the admin
        </Link>
      </p>
    </>
  );
}

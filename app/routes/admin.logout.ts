import { redirect } from "react-router";
import { LOGIN_PATH, requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { roleHome } from "#app/features/admin/roles.ts";
import { clearedSessionCookie, destroySession, getSession, readSessionToken } from "#app/features/admin/session.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Route } from "./+types/admin.logout";

/**
 * Signing out is a POST (with the CSRF token); a plain visit goes back to the member's own admin
 * home (a refused sign-out's Reload comes here too), never to a section their role cannot open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  throw redirect(roleHome(session.role));
}

/** Ends the session (audited) and lands on the sign-in page; without a live session there is nothing to end, and it lands there too. */
export async function action({ request, context }: Route.ActionArgs) {
  const signedOut = redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(context.secure) } });
  if (!(await getSession(context.db, readSessionToken(request)))) return signedOut;
  const { session } = await requireAdminWrite(request, context, { can: "account" });
  await destroySession(context.db, readSessionToken(request));
  await recordAudit(context.db, { actor: { adminId: session.adminId, email: session.email }, action: "session.signed_out", subject: "session" });
  context.logger.info({ adminId: session.adminId }, "admin signed out");
  return signedOut;
}

import { redirect } from "react-router";
import { ADMIN_HOME, LOGIN_PATH, requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { clearedSessionCookie, destroySession, readSessionToken } from "#app/features/admin/session.server.ts";
import type { Route } from "./+types/admin.logout";

/** Signing out is a POST (with the CSRF token); a plain visit just goes back to the admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "account");
  throw redirect(ADMIN_HOME);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = await requireAdminWrite(request, context, { can: "account" });
  await destroySession(context.db, readSessionToken(request));
  context.logger.info({ adminId: session.adminId }, "admin signed out");
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(context.secure) } });
}

import { adminHeaders } from "#app/features/admin/guard.server.ts";
import { clearedSessionCookie, getSession, readSessionToken, SESSION_IDLE_MS } from "#app/features/admin/session.server.ts";
import type { SessionStatus } from "#app/features/admin/use-session-keep-alive.ts";
import type { Route } from "./+types/admin.session";

/**
 * The editor's keep-alive: whether the session is still live. Looking it up refreshes its idle
 * clock (getSession), so an editor typing for longer than the idle limit stays signed in; a 401
 * tells the page to ask for the password again before any work is lost.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readSessionToken(request);
  const session = await getSession(context.db, token);
  const headers: Record<string, string> = adminHeaders();
  if (!session && token) headers["Set-Cookie"] = clearedSessionCookie(context.secure);
  const body: SessionStatus = session ? { signedIn: true, idleMs: SESSION_IDLE_MS } : { signedIn: false };
  return Response.json(body, { status: session ? 200 : 401, headers });
}

// The last step of every way in (password, second factor, passkey, recovery code, single sign-on,
// an accepted invitation, a password reset): one place starts the session, records where it came
// from, audits it and hands back the cookie.
import type { AppContext } from "#app/load-context.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { StaffRole } from "./roles.ts";
import { createSession, destroySession, pruneSessions, readSessionToken, sessionCookie, type SignInMethod } from "./session.server.ts";

export type SignedInMember = { adminId: string; email: string; role: StaffRole };

type SignInContext = Pick<AppContext, "db" | "secure" | "clientIp" | "logger">;

/**
 * Starts a new session for a member and returns its Set-Cookie header. Whatever session the browser
 * carried before is ended first, so a token planted before sign-in is never promoted.
 */
export async function startSession(
  context: SignInContext,
  request: Request,
  member: SignedInMember,
  method: SignInMethod,
): Promise<string> {
  await destroySession(context.db, readSessionToken(request));
  await pruneSessions(context.db);
  const { token } = await createSession(context.db, member.adminId, {
    userAgent: request.headers.get("User-Agent"),
    ipAddress: context.clientIp || null,
    method,
  });
  await recordAudit(context.db, {
    actor: { adminId: member.adminId, email: member.email },
    action: "session.signed_in",
    subject: "session",
    details: { method },
  });
  context.logger.info({ adminId: member.adminId, method }, "admin signed in");
  return sessionCookie(token, context.secure);
}

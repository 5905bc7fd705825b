// The second step's answer, for the verify page and the in-place dialog alike: checks the code (from
// the authenticator app, or a recovery code) against the sign-in halfway, counts wrong ones against
// the sign-in's own limit and the password's limits, and on success starts the session.
import { data, redirect } from "react-router";
import type { AppContext } from "#app/load-context.ts";
import { redeemRecoveryCode } from "./factors.server.ts";
import { landingFor, LOGIN_PATH } from "./guard.server.ts";
import { countLoginFailure, loginWait } from "./login.server.ts";
import { startSession } from "./sign-in.server.ts";
import { clearedSignInStepCookie, failSignInStep, finishSignInStep, type PendingSignIn } from "./sign-in-steps.server.ts";
import { normalizeTotpCode, verifyTotp } from "./totp.server.ts";

type StepContext = Pick<AppContext, "db" | "env" | "secure" | "clientIp" | "logger">;

/** What the page or the dialog shows after a refused code; `restart` when the password must be given again. */
export type SecondStepRefusal = { error: string; restart?: true };

export const SIGN_IN_EXPIRED = "This sign-in has expired. Please sign in again.";

export function secondStepExpired(secure: boolean) {
  return data({ error: SIGN_IN_EXPIRED, restart: true } satisfies SecondStepRefusal, { status: 401, headers: { "Set-Cookie": clearedSignInStepCookie(secure) } });
}

/** Headers carrying several Set-Cookie lines. */
export function withCookies(...cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Checks a code for the sign-in halfway. `useRecovery` takes it as a recovery code, otherwise as
 * the authenticator app's. A right code ends the sign-in halfway and starts the session.
 */
export async function answerSecondStep(context: StepContext, request: Request, pending: PendingSignIn, input: unknown, useRecovery: boolean) {
  const { db, env, secure, clientIp } = context;
  const who = { email: pending.member.email, ip: clientIp };
  const wait = await loginWait(db, who);
  if (wait !== null) {
    const minutes = Math.ceil(wait / 60);
    return data({ error: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` } satisfies SecondStepRefusal, {
      status: 429,
      headers: { "Retry-After": String(wait) },
    });
  }
  const code = typeof input === "string" ? input.slice(0, 64) : "";
  const right = useRecovery
    ? await redeemRecoveryCode(db, pending.member, code)
    : Boolean(normalizeTotpCode(code)) && (await verifyTotp(db, env, pending.member.adminId, normalizeTotpCode(code)!));
  if (!right) {
    context.logger.warn({ ip: clientIp, adminId: pending.member.adminId, recovery: useRecovery }, "admin second step refused");
    await countLoginFailure(db, who);
    if (!(await failSignInStep(db, pending.tokenHash))) {
      return data({ error: "Too many wrong codes. Please sign in again.", restart: true } satisfies SecondStepRefusal, {
        status: 401,
        headers: { "Set-Cookie": clearedSignInStepCookie(secure) },
      });
    }
    const error = useRecovery ? "That recovery code is not valid or was already used." : "That code is not valid. Enter the current code from your authenticator app.";
    return data({ error } satisfies SecondStepRefusal, { status: 401 });
  }
  // Two tabs sending right codes at once start one session.
  if (!(await finishSignInStep(db, pending.tokenHash))) return secondStepExpired(secure);
  const session = await startSession(context, request, pending.member, useRecovery ? "recovery" : "password+totp");
  return redirect(landingFor(pending.member.role, pending.next), { headers: withCookies(session, clearedSignInStepCookie(secure)) });
}

/** The sign-in page, for a step that is gone. */
export const restartSignIn = (secure: boolean) => redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSignInStepCookie(secure) } });

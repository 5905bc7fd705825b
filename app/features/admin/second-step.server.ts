// The second step's answer, for the verify page and the in-place dialog alike: checks the code (from
// the authenticator app, or a recovery code) against the sign-in halfway, counts wrong ones against
// the sign-in's own limit and the password's limits, and on success starts the session.
import { data, redirect } from "react-router";
import type { AppContext } from "#app/load-context.ts";
import { redeemRecoveryCode, secondStepFor } from "./factors.server.ts";
import { landingFor, LOGIN_PATH } from "./guard.server.ts";
import { countLoginFailure, loginWait, returnSecondStepTry, takeSecondStepTry, tooManyAttemptsMessage } from "./login.server.ts";
import { startSession } from "./sign-in.server.ts";
import { beginSignInStep, clearedSignInStepCookie, dropSignInStep, finishSignInStep, signInStepCookie, takeSignInTry, type PendingSignIn, type SignInStage } from "./sign-in-steps.server.ts";
import { ENROL_PATH, VERIFY_PATH } from "./sign-in-steps.ts";
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

const limited = (wait: number) =>
  data({ error: tooManyAttemptsMessage(wait) } satisfies SecondStepRefusal, { status: 429, headers: { "Retry-After": String(wait) } });

const tooManyWrongCodes = (secure: boolean) =>
  data({ error: "Too many wrong codes. Please sign in again.", restart: true } satisfies SecondStepRefusal, {
    status: 401,
    headers: { "Set-Cookie": clearedSignInStepCookie(secure) },
  });

/**
 * Checks a code for the sign-in halfway. `useRecovery` takes it as a recovery code, otherwise as
 * the authenticator app's. A right code ends the sign-in halfway and starts the session.
 *
 * Each try is taken before its code is checked, from the sign-in's own five and the account's
 * second-step tries (login.server.ts), so a burst of codes sent at once is checked no more often
 * than the same codes sent one by one.
 */
export async function answerSecondStep(context: StepContext, request: Request, pending: PendingSignIn, input: unknown, useRecovery: boolean) {
  const { db, env, secure, clientIp } = context;
  const who = { email: pending.member.email, ip: clientIp };
  const wait = await loginWait(db, who);
  if (wait !== null) return limited(wait);
  const triesLeft = await takeSignInTry(db, pending.tokenHash);
  if (triesLeft === null) return tooManyWrongCodes(secure);
  const accountWait = await takeSecondStepTry(db, pending.member.adminId);
  if (accountWait !== null) return limited(accountWait);
  const code = typeof input === "string" ? input.slice(0, 64) : "";
  const right = useRecovery
    ? await redeemRecoveryCode(db, pending.member, code)
    : Boolean(normalizeTotpCode(code)) && (await verifyTotp(db, env, pending.member.adminId, normalizeTotpCode(code)!));
  if (!right) {
    context.logger.warn({ ip: clientIp, adminId: pending.member.adminId, recovery: useRecovery }, "admin second step refused");
    await countLoginFailure(db, who);
    if (triesLeft === 0) {
      await dropSignInStep(db, pending.tokenHash);
      return tooManyWrongCodes(secure);
    }
    const error = useRecovery ? "That recovery code is not valid or was already used." : "That code is not valid. Enter the current code from your authenticator app.";
    return data({ error } satisfies SecondStepRefusal, { status: 401 });
  }
  await returnSecondStepTry(db, pending.member.adminId);
  // Two tabs sending right codes at once start one session.
  if (!(await finishSignInStep(db, pending.tokenHash))) return secondStepExpired(secure);
  const session = await startSession(context, request, pending.member, useRecovery ? "recovery" : "password+totp");
  return redirect(landingFor(pending.member.role, pending.next), { headers: withCookies(session, clearedSignInStepCookie(secure)) });
}

/**
 * After a right password (or one just set from an invitation): the second step the member owes,
 * begun with its cookie (to prove a factor, or with STAFF_MFA=required to set one up), or null
 * when the session may start now.
 */
export async function beginOwedSecondStep(
  context: Pick<AppContext, "db" | "env" | "secure">,
  adminId: string,
  next: string,
): Promise<{ stage: SignInStage; path: string; headers: Record<string, string> } | null> {
  const stage = await secondStepFor(context.db, context.env, adminId);
  if (!stage) return null;
  const token = await beginSignInStep(context.db, adminId, stage, next);
  return { stage, path: stage === "verify" ? VERIFY_PATH : ENROL_PATH, headers: { "Set-Cookie": signInStepCookie(token, context.secure) } };
}

/** The sign-in page, for a step that is gone. */
export const restartSignIn = (secure: boolean) => redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSignInStepCookie(secure) } });

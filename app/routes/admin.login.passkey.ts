import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { forbidden, isSameOrigin, landingFor, safeAdminPath } from "#app/features/admin/guard.server.ts";
import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { addressBlockedFor, countAddressFailure, tooManyAttemptsMessage } from "#app/features/admin/login.server.ts";
import { clearedSignInChallengeCookie, takeSignInChallenge } from "#app/features/admin/passkeys/passkey-sign-in.server.ts";
import { CREDENTIAL_BODY_LIMIT, parseCredential, verifyPasskeyAssertion } from "#app/features/admin/passkeys/passkeys.server.ts";
import { secondStepOf } from "#app/features/admin/passkeys/passkey-second-step.server.ts";
import { SIGN_IN_EXPIRED } from "#app/features/admin/second-step.server.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { clearedSignInStepCookie, finishSignInStep } from "#app/features/admin/sign-in-steps.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import type { Route } from "./+types/admin.login.passkey";

/** What the sign-in page's script reads: where to go once signed in, or why not. */
export type PasskeySignInAnswer = { location: string } | { message: string };

/**
 * The passkey's answer to the challenge in the cookie: a session for its member and where to go.
 * An unknown or unverified passkey counts against the address's sign-in limit like a wrong password.
 * As the second step after a password (`step=1`), it must be that member's passkey, and it ends
 * their sign-in halfway.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    if (!isSameOrigin(request, context.env.SITE_URL)) forbidden();
    const form = await readFormBody(request, { limit: CREDENTIAL_BODY_LIMIT });
    const headers = new Headers({ "Set-Cookie": clearedSignInChallengeCookie(context.secure) });
    const answer = (body: PasskeySignInAnswer, status: number) => adminJson(body, status, headers);

    const wait = await addressBlockedFor(context.db, context.clientIp);
    if (wait !== null) {
      headers.set("Retry-After", String(wait));
      return answer({ message: tooManyAttemptsMessage(wait) }, 429);
    }
    const challenge = await takeSignInChallenge(context.db, request);
    if (!challenge) return answer({ message: "This sign-in has expired. Please try again." }, 400);
    const pending = await secondStepOf(context.db, request, form);
    const response = parseCredential<AuthenticationResponseJSON>(form.get("credential"));
    const result = response
      ? await verifyPasskeyAssertion(context.db, context.env, { response, challenge, adminId: pending?.member.adminId })
      : ({ ok: false, reason: "invalid", message: "The passkey's answer could not be read. Please try again." } as const);
    if (!result.ok) {
      await countAddressFailure(context.db, context.clientIp);
      context.logger.warn({ ip: context.clientIp, reason: result.reason, detail: "detail" in result ? result.detail : undefined }, "admin passkey sign-in refused");
      return answer({ message: result.message }, 401);
    }
    if (pending) {
      // Two tabs answering at once start one session.
      if (!(await finishSignInStep(context.db, pending.tokenHash))) return answer({ message: SIGN_IN_EXPIRED }, 400);
      headers.append("Set-Cookie", clearedSignInStepCookie(context.secure));
    }
    headers.append("Set-Cookie", await startSession(context, request, result.member, pending ? "password+passkey" : "passkey"));
    const next = pending ? pending.next : safeAdminPath(String(form.get("next") ?? ""));
    return answer({ location: landingFor(result.member.role, next) }, 200);
  });
}

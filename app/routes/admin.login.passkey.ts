import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { forbidden, isSameOrigin, landingFor, safeAdminPath } from "#app/features/admin/guard.server.ts";
import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { addressBlockedFor, countAddressFailure, tooManyAttemptsMessage } from "#app/features/admin/login.server.ts";
import { clearedSignInChallengeCookie, takeSignInChallenge } from "#app/features/admin/passkeys/passkey-sign-in.server.ts";
import { CREDENTIAL_BODY_LIMIT, parseCredential, verifyPasskeyAssertion } from "#app/features/admin/passkeys/passkeys.server.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import type { Route } from "./+types/admin.login.passkey";

/** What the sign-in page's script reads: where to go once signed in, or why not. */
export type PasskeySignInAnswer = { location: string } | { message: string };

/**
 * The passkey's answer to the challenge in the cookie: a session for its member and where to go.
 * An unknown or unverified passkey counts against the address's sign-in limit like a wrong password.
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
    const response = parseCredential<AuthenticationResponseJSON>(form.get("credential"));
    const result = response
      ? await verifyPasskeyAssertion(context.db, context.env, { response, challenge })
      : ({ ok: false, reason: "invalid", message: "The passkey's answer could not be read. Please try again." } as const);
    if (!result.ok) {
      await countAddressFailure(context.db, context.clientIp);
      context.logger.warn({ ip: context.clientIp, reason: result.reason, detail: "detail" in result ? result.detail : undefined }, "admin passkey sign-in refused");
      return answer({ message: result.message }, 401);
    }
    headers.append("Set-Cookie", await startSession(context, request, result.member, "passkey"));
    const next = safeAdminPath(String(form.get("next") ?? ""));
    return answer({ location: landingFor(result.member.role, next) }, 200);
  });
}

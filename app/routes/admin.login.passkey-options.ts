import { isSameOrigin, forbidden } from "#app/features/admin/guard.server.ts";
import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { addressBlockedFor, tooManyAttemptsMessage } from "#app/features/admin/login.server.ts";
import { signInChallengeCookie } from "#app/features/admin/passkeys/passkey-sign-in.server.ts";
import { passkeyAuthenticationOptions } from "#app/features/admin/passkeys/passkeys.server.ts";
import { secondStepOf } from "#app/features/admin/passkeys/passkey-second-step.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import type { Route } from "./+types/admin.login.passkey-options";

/**
 * The sign-in page's "Sign in with a passkey" asks here first: options for the browser, their
 * challenge in a cookie. From the second step after a password (`step=1`), only that member's
 * passkeys are offered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    if (!isSameOrigin(request, context.env.SITE_URL)) forbidden();
    // The button posts an empty form: a small limit refuses anything else before any work.
    const form = await readFormBody(request, { limit: 1024 });
    const wait = await addressBlockedFor(context.db, context.clientIp);
    if (wait !== null) return adminJson({ message: tooManyAttemptsMessage(wait) }, 429, { "Retry-After": String(wait) });
    const pending = await secondStepOf(context.db, request, form);
    const options = await passkeyAuthenticationOptions(context.db, context.env, { adminId: pending?.member.adminId });
    return adminJson({ options }, 200, { "Set-Cookie": await signInChallengeCookie(context.db, options.challenge, context.secure) });
  });
}

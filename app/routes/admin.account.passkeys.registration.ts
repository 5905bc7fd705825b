import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { refuseUnlessConfirmed } from "#app/features/admin/identity-check.server.ts";
import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { finishAddingPasskey, startAddingPasskey } from "#app/features/admin/passkeys/account-passkeys.server.ts";
import { PasskeyNameSchema } from "#app/features/admin/passkeys/passkey.schema.ts";
import { CREDENTIAL_BODY_LIMIT, parseCredential } from "#app/features/admin/passkeys/passkeys.server.ts";
import type { Route } from "./+types/admin.account.passkeys.registration";

/**
 * Adding a passkey, for the account page's script: `intent=options`, with the member's password or
 * a current app code, gives the browser what to make (its challenge kept with the session), `intent=verify` checks and stores what it made, under
 * `name`. Every role may add passkeys to their own account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { session, form } = await requireAdminWrite(request, context, { can: "account", bodyLimit: CREDENTIAL_BODY_LIMIT });
    const intent = form.get("intent");
    if (intent === "options") {
      // A session alone does not add a way in: the member confirms it is them first.
      const unconfirmed = await refuseUnlessConfirmed(context, session, form);
      if (unconfirmed) return adminJson({ message: unconfirmed.error }, unconfirmed.status);
      return adminJson({ options: await startAddingPasskey(context.db, context.env, session) });
    }
    if (intent !== "verify") return adminJson({ message: "Unknown action." }, 400);
    const name = PasskeyNameSchema.safeParse(form.get("name") ?? "");
    if (!name.success) return adminJson({ message: name.error.issues[0]!.message }, 422);
    const response = parseCredential<RegistrationResponseJSON>(form.get("credential"));
    if (!response) return adminJson({ message: "The passkey's answer could not be read. Please try again." }, 400);
    const result = await finishAddingPasskey(context.db, context.env, session, { response, name: name.data });
    if (!result.ok) {
      context.logger.warn({ adminId: session.adminId, detail: result.detail }, "passkey not added");
      return adminJson({ message: result.message }, 400);
    }
    context.logger.info({ adminId: session.adminId }, "passkey added");
    return adminJson({ added: result.passkey.id });
  });
}

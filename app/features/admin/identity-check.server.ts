// "Confirm it is you" before a signed-in member changes how they sign in (adds an authenticator app
// or a passkey, makes new recovery codes, removes the app): a session alone is not enough, so one
// left open or stolen cannot turn into a lasting way in. The proof is a current code from the
// member's authenticator app or their password; a wrong one counts against the sign-in limits.
import type { AppContext } from "#app/load-context.ts";
import { confirmsIdentity } from "./factors.server.ts";
import { countLoginFailure, loginWait } from "./login.server.ts";
import { PROOF_FIELDS } from "./identity-proof.ts";
import type { AdminSession } from "./session.server.ts";

export type IdentityRefusal = { status: 422 | 429; error: string };

export const IDENTITY_NOT_CONFIRMED = "Confirm it is you: enter a current code from your authenticator app, or your password.";

/** Null when the form proves it is the member, else why not (and the failure is counted). */
export async function refuseUnlessConfirmed(
  context: Pick<AppContext, "db" | "env" | "clientIp">,
  session: AdminSession,
  form: FormData,
): Promise<IdentityRefusal | null> {
  const who = { email: session.email, ip: context.clientIp };
  if ((await loginWait(context.db, who)) !== null) return { status: 429, error: "Too many attempts. Please try again later." };
  const proof = {
    code: String(form.get(PROOF_FIELDS.code) ?? "").slice(0, 64),
    password: String(form.get(PROOF_FIELDS.password) ?? "").slice(0, 1024),
  };
  if (await confirmsIdentity(context.db, context.env, session, proof)) return null;
  await countLoginFailure(context.db, who);
  return { status: 422, error: IDENTITY_NOT_CONFIRMED };
}

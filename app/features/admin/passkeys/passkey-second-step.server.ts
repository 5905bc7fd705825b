// A passkey as the second step after a password: the verify page's button says so (`step=1`), and
// the sign-in halfway in its cookie names the member whose passkeys are asked for.
import type { Database } from "#db/index.ts";
import { readSignInStep, type PendingSignIn } from "#app/features/admin/sign-in-steps.server.ts";
import { SECOND_STEP_FIELD } from "./passkey-step-field.ts";

/**
 * The sign-in halfway a passkey request answers, when it comes from the verify page; null for the
 * passwordless sign-in. One whose halfway has expired is answered as a passwordless sign-in: a
 * passkey alone is enough to sign its own member in (decision 045).
 */
export async function secondStepOf(db: Database, request: Request, form: FormData): Promise<PendingSignIn | null> {
  if (form.get(SECOND_STEP_FIELD) !== "1") return null;
  const pending = await readSignInStep(db, request);
  return pending?.stage === "verify" ? pending : null;
}

// The demo landing page checks its e-mail field as the visitor types (after the first blur):
// the one address rule (lead-rules.ts), and no temporary-mail services. Free providers are fine here.
import { DISPOSABLE_DOMAINS, isDomainIn, isEmailAddress, messages } from "#app/features/leads/lead-rules.ts";

export function landingEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return undefined;
  if (!isEmailAddress(email)) return messages.emailInvalid;
  if (isDomainIn(email, DISPOSABLE_DOMAINS)) return messages.disposableEmail;
  return undefined;
}

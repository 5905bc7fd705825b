// The demo landing page checks its e-mail field as the visitor types (after the first blur):
// a stricter address pattern, and no temporary-mail services. Free providers are fine here.
import { DISPOSABLE_DOMAINS, isDomainIn, isStrictEmail, messages } from "#app/features/leads/lead-rules.ts";

export function landingEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return undefined;
  if (!isStrictEmail(email)) return messages.emailInvalid;
  if (isDomainIn(email, DISPOSABLE_DOMAINS)) return messages.disposableEmail;
  return undefined;
}

// A work e-mail typed on the pricing page travels to the booking and contact forms through
// session storage (key prefillEmail); the receiving form takes it once and removes it. Where
// storage is refused the visitor simply types the address again.
import { storageKeys } from "#app/config/site.ts";
import { takeSession, writeSession } from "#app/lib/session-storage.ts";

export function savePrefillEmail(email: string) {
  writeSession(storageKeys.prefillEmail, email);
}

export function takePrefillEmail(): string | null {
  return takeSession(storageKeys.prefillEmail)?.trim() || null;
}

// A work e-mail typed on the pricing page travels to the booking and contact forms through
// session storage (key prefillEmail); the receiving form takes it once and removes it.
import { storageKeys } from "#app/config/site.ts";

export function savePrefillEmail(email: string) {
  try {
    window.sessionStorage.setItem(storageKeys.prefillEmail, email);
  } catch {
    // Storage may be blocked (private mode, policy); the visitor simply types the address again.
  }
}

export function takePrefillEmail(): string | null {
  try {
    const email = window.sessionStorage.getItem(storageKeys.prefillEmail);
    window.sessionStorage.removeItem(storageKeys.prefillEmail);
    return email?.trim() || null;
  } catch {
    return null;
  }
}

// What the browser's WebAuthn refusals mean to the member (names per the WebAuthn spec's DOMExceptions).

/** What to tell the member when the ceremony threw (the browser refused, or the library could not start it). */
export function ceremonyRefusal(error: unknown, { adding }: { adding: boolean }): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey prompt was closed or timed out. Nothing was changed.";
  if (name === "InvalidStateError" && adding) return "This device already holds a passkey for your account.";
  if (name === "NotSupportedError") return "This device cannot make a passkey this site accepts.";
  if (name === "SecurityError") return "This browser refused the passkey for this address. Ask an admin to check the site's address (SITE_URL).";
  return "The passkey could not be used. Please try again.";
}

/** Whether the browser can use passkeys at all (without loading the WebAuthn library to ask). */
export const browserHasWebAuthn = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

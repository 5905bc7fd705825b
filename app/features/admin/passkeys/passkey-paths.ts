// Where the passkey pages and their JSON endpoints live (routes.ts and pages.ts register them there).

/** The member's own passkeys. */
export const PASSKEYS_PATH = "/admin/account/passkeys";
/** Adding one: `intent=options`, then `intent=verify` with the browser's answer. */
export const PASSKEY_REGISTRATION_PATH = "/admin/account/passkeys/registration";
/** Signing in with one: options (and the challenge's cookie), then the answer. Both under /admin/login, where that cookie is sent. */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = "/admin/login/passkey/options";
export const PASSKEY_SIGN_IN_PATH = "/admin/login/passkey";

/** What the account page tells a form it refused (its intent and passkey, so the right row shows it). */
export type PasskeysActionData = { intent: string; id: string; message: string };

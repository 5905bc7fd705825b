// The staff forms' limits and messages, without the schemas: pages import these in the browser,
// where pulling in staff.schema.ts would bring zod along (22 KB) for a few numbers and sentences.

export const MIN_PASSWORD_LENGTH = 12;
/** argon2 hashes whatever it is given; a bound keeps one request from costing much. */
export const MAX_PASSWORD_LENGTH = 1024;

export const staffMessages = {
  email: "Enter a valid e-mail address.",
  role: "Choose a role.",
  passwordShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  mismatch: "The two passwords do not match.",
  current: "Enter your current password.",
  wrongCurrent: "That is not your current password.",
  /** The one answer to a reset request, whether or not the address has an account. */
  resetSent: "If an account exists for that address, we've sent a link to reset its password. It works for 30 minutes.",
} as const;

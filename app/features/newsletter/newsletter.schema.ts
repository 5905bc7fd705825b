// The newsletter sign-up's rule and messages. The block checks the address with the browser's own
// e-mail grammar (no zod in the first load, decision 009); the server re-checks it with this schema.
import { z } from "#app/lib/zod.ts";

/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_CHARS = 254;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  rateLimited: "Too many sign-ups from your network. Please wait a minute and try again.",
  unavailable: "We could not sign you up just now. Please try again in a minute.",
} as const;

export const NewsletterSignupSchema = z.object({
  email: z
    .string(NEWSLETTER_MESSAGES.invalidEmail)
    .trim()
    .max(EMAIL_MAX_CHARS, NEWSLETTER_MESSAGES.invalidEmail)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail)),
});

/** What a sign-up answers the block: done (it goes on to the report), or the field's message. */
export type SignupResult = { ok: true } | { ok: false; message: string; email: string };

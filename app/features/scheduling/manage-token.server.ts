// The manage link's secret (/bookings/<token>): 256 random bits, written base64url (43 characters).
// Only its SHA-256 is stored (booking_tokens), like admin session tokens: a copy of the table opens
// no booking. A fast hash is enough because the token is random, not a password.
import { createHash, randomBytes } from "node:crypto";
import type { Env } from "#app/env.server.ts";

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newManageToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

/** Whether a path segment could be a token at all: anything else is unknown without a lookup. */
export const isManageTokenShape = (token: unknown): token is string => typeof token === "string" && TOKEN_SHAPE.test(token);

export const hashManageToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where a token's holder manages the booking, and where its current invite is. */
export const manageLinks = (env: Pick<Env, "SITE_URL">, token: string) => ({
  page: `${env.SITE_URL}/bookings/${token}`,
  ics: `${env.SITE_URL}/api/bookings/${token}/invite.ics`,
});

// The passwordless sign-in's challenge. Who is signing in is not known until the passkey answers,
// and a staff_sign_ins row needs its member (admin_id is NOT NULL), so the challenge travels in an
// HttpOnly cookie on /admin/login, sealed with an HMAC and its expiry; the one use it allows is
// counted in the shared rate-limit store, so every app process refuses a second answer to it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "cookie";
import { getOrCreateSecret, randomKey } from "#app/lib/app-secrets.server.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import type { Database } from "#db/index.ts";
import { LOGIN_PATH } from "#app/features/admin/guard.server.ts";

export const PASSKEY_SIGN_IN_COOKIE = "lumenguard_passkey_sign_in";
/** How long a sign-in with a passkey may take from the button to the answer. */
export const PASSKEY_SIGN_IN_MS = 5 * 60 * 1000;

const signingKey = async (db: Database) => (await getOrCreateSecret(db, "passkey-sign-in-key", randomKey)).value;

const mac = (key: string, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** The Set-Cookie that carries `challenge` until it is answered or expires. */
export async function signInChallengeCookie(db: Database, challenge: string, secure: boolean, now = Date.now()): Promise<string> {
  const payload = `${challenge}.${now + PASSKEY_SIGN_IN_MS}`;
  const value = `${payload}.${mac(await signingKey(db), payload)}`;
  return serialize(PASSKEY_SIGN_IN_COOKIE, value, { httpOnly: true, sameSite: "strict", secure, path: LOGIN_PATH, maxAge: PASSKEY_SIGN_IN_MS / 1000 });
}

export const clearedSignInChallengeCookie = (secure: boolean) =>
  serialize(PASSKEY_SIGN_IN_COOKIE, "", { httpOnly: true, sameSite: "strict", secure, path: LOGIN_PATH, maxAge: 0 });

/** Each challenge answers once: its key is spent on the first try, and kept as long as the cookie lives. */
const challengeUses = (db: Database) =>
  rateLimiter(db, { name: "passkey-sign-in-challenge", points: 1, windowSeconds: PASSKEY_SIGN_IN_MS / 1000 });

/** The request's challenge if it is ours, unexpired and not answered before; it is spent as it is read. */
export async function takeSignInChallenge(db: Database, request: Request, now = Date.now()): Promise<string | null> {
  const value = parse(request.headers.get("Cookie") ?? "")[PASSKEY_SIGN_IN_COOKIE];
  const match = value?.match(/^([A-Za-z0-9_-]{16,128})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const [, challenge, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(await signingKey(db), `${challenge}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature)) || Number(expires) <= now) return null;
  const use = await challengeUses(db).consume(challenge);
  return use.limited ? null : challenge;
}

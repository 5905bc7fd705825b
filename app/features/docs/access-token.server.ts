// The pure pieces of the docs gate: comparing the phrase and signing the access cookie.
// No I/O here, so every rule is unit-tested (access-token.server.test.ts).
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** The phrase is compared trimmed and case-insensitively (spec §5). */
export function normalizePhrase(phrase: string): string {
  return phrase.trim().toLowerCase();
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/**
 * Constant-time comparison of a typed phrase with the configured one. Both sides are hashed first so
 * the comparison takes the same time whatever the lengths; an empty entry never matches.
 */
export function phrasesMatch(entered: string, expected: string): boolean {
  const a = normalizePhrase(entered);
  const b = normalizePhrase(expected);
  const equal = timingSafeEqual(digest(a), digest(b));
  return equal && a.length > 0;
}

/** Ties a token to the current phrase: changing DOCS_PASSWORD signs everyone out. */
export function phraseFingerprint(phrase: string): string {
  return digest(`docs-phrase|${normalizePhrase(phrase)}`).toString("base64url");
}

function mac(key: string, issuedAt: number, fingerprint: string): string {
  return createHmac("sha256", key).update(`docs-access|v1|${issuedAt}|${fingerprint}`).digest("base64url");
}

export type TokenInput = { key: string; fingerprint: string };

/** Cookie value: "<issued-at seconds>.<HMAC-SHA256>". */
export function signAccessToken({ key, fingerprint }: TokenInput, issuedAt: number): string {
  return `${issuedAt}.${mac(key, issuedAt, fingerprint)}`;
}

/** Valid when the MAC matches this key and phrase and the token is younger than maxAgeSeconds. */
export function verifyAccessToken(
  token: string | undefined,
  { key, fingerprint }: TokenInput,
  now: number,
  maxAgeSeconds: number,
): boolean {
  if (!token) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  // A little clock skew between app processes is tolerated; a token from the future is not.
  if (issuedAt > now + 60 || now - issuedAt > maxAgeSeconds) return false;
  const expected = Buffer.from(mac(key, issuedAt, fingerprint));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): easy to read out and type. */
const PHRASE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A generated phrase: four groups of five characters, about 99 bits, e.g. "k7qpa-3xmdw-…". */
export function generatePhrase(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => PHRASE_ALPHABET[randomInt(PHRASE_ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

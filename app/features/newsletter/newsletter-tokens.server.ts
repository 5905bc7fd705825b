// The newsletter's two links. A confirmation link carries 256 random bits; only its SHA-256 is
// stored, as with booking links. An unsubscribe link is the subscriber's id signed with a key the
// site keeps in app_secrets (HMAC-SHA256): every newsletter e-mail can carry one without any token
// being stored, and no one can make one for another subscriber.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { newsletter } from "#app/config/site.ts";
import { getOrCreateSecret, randomKey } from "#app/lib/app-secrets.server.ts";
import { isUuid } from "#app/lib/uuid.ts";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newConfirmToken = () => randomBytes(32).toString("base64url");
export const isConfirmTokenShape = (token: unknown): token is string => typeof token === "string" && TOKEN_SHAPE.test(token);
export const hashConfirmToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The key unsubscribe links are signed with. Read it before opening a transaction that signs a link:
 * the embedded database has one connection, which the transaction holds.
 */
export const unsubscribeSigningKey = async (db: Database) => (await getOrCreateSecret(db, "newsletter-unsubscribe-key", randomKey)).value;
const signatureOf = (key: string, subscriberId: string) => createHmac("sha256", key).update(`unsubscribe:${subscriberId}`).digest("base64url");

/** `<subscriber id>.<signature>`: the unsubscribe link's last segment. */
export const signedUnsubscribeToken = (key: string, subscriberId: string) => `${subscriberId}.${signatureOf(key, subscriberId)}`;

export async function unsubscribeToken(db: Database, subscriberId: string): Promise<string> {
  return signedUnsubscribeToken(await unsubscribeSigningKey(db), subscriberId);
}

/** The subscriber an unsubscribe token was made for, or null when it was not made by this site. */
export async function subscriberOfUnsubscribeToken(db: Database, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || token.length > 100) return null;
  const [id, signature] = token.split(".");
  if (!id || !signature || !isUuid(id) || !TOKEN_SHAPE.test(signature)) return null;
  const expected = Buffer.from(signatureOf(await unsubscribeSigningKey(db), id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const confirmUrl = (env: Pick<Env, "SITE_URL">, token: string) => `${env.SITE_URL}${newsletter.path}/confirm/${token}`;
export const unsubscribeUrl = (env: Pick<Env, "SITE_URL">, token: string) => `${env.SITE_URL}${newsletter.path}/unsubscribe/${token}`;

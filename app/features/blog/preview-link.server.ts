// Signed preview links: /blog/preview/<post id>.<expiry>.<signature> shows an unpublished (or any)
// post to whoever has the link, until it expires (PREVIEW_LINK_TTL, 7 days). The signature is an
// HMAC with a key generated once and kept with the data, so every process accepts every link and
// nothing is stored per link.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getOrCreateSecret, randomKey } from "#app/lib/app-secrets.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";

const KEY_NAME = "preview-link-key";
export const PREVIEW_PATH = "/blog/preview/";

const sign = (key: string, payload: string) => createHmac("sha256", key).update(`preview:${payload}`).digest("base64url").slice(0, 32);

/** The path of a link to the post that works until `expiresAt`. */
export async function previewLinkPath(db: Database, postId: string, expiresAt: Date): Promise<string> {
  const { value: key } = await getOrCreateSecret(db, KEY_NAME, randomKey);
  const payload = `${postId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${PREVIEW_PATH}${payload}.${sign(key, payload)}`;
}

export type PreviewAccess = { ok: true; postId: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** What a token grants: the post and until when, or why not. A forged or altered token is "invalid". */
export async function readPreviewToken(db: Database, token: string, now = new Date()): Promise<PreviewAccess> {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match || !isUuid(match[1]!)) return { ok: false, reason: "invalid" };
  const [, postId, expiry, signature] = match as unknown as [string, string, string, string];
  const { value: key } = await getOrCreateSecret(db, KEY_NAME, randomKey);
  const expected = Buffer.from(sign(key, `${postId}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, postId, expiresAt };
}

// Secrets the site must read back later (CalDAV app passwords, authenticator-app keys), sealed at
// rest with AES-256-GCM: a random 96-bit IV per seal, and additional data naming what the value
// belongs to, so a value copied into another row (another host, another member) does not open.
// The key is CALENDAR_ENCRYPTION_KEY (named for its first use), or one generated once and kept in
// app_secrets. Each sealed value names the key it was made with: setting the variable later still
// opens what was sealed before, and the next seal moves it to the variable's key.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { getOrCreateSecret } from "./app-secrets.server.ts";

export type SealingSettings = Pick<Env, "CALENDAR_ENCRYPTION_KEY">;

const FORMAT = "v1";
const KEY_SECRET_NAME = "calendar-encryption-key";
type KeyRef = "env" | "app";

async function keyOf(db: Database, env: SealingSettings, ref: KeyRef): Promise<Buffer | null> {
  if (ref === "env") return env.CALENDAR_ENCRYPTION_KEY ? Buffer.from(env.CALENDAR_ENCRYPTION_KEY, "base64") : null;
  const { value } = await getOrCreateSecret(db, KEY_SECRET_NAME, () => randomBytes(32).toString("base64"));
  return Buffer.from(value, "base64");
}

/** `v1.<key>.<iv>.<tag>.<ciphertext>`, base64url; `boundTo` must be given again to open it. */
export async function seal(db: Database, env: SealingSettings, boundTo: string, plaintext: string): Promise<string> {
  const ref: KeyRef = env.CALENDAR_ENCRYPTION_KEY ? "env" : "app";
  const key = (await keyOf(db, env, ref))!;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(boundTo, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [FORMAT, ref, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/**
 * The plaintext back, or null when it cannot be read: the key that sealed it is gone or changed,
 * the value was altered in the database, or it was moved from another row (`boundTo` differs).
 */
export async function unseal(db: Database, env: SealingSettings, boundTo: string, stored: string): Promise<string | null> {
  const [format, ref, iv, tag, sealed] = stored.split(".");
  if (format !== FORMAT || (ref !== "env" && ref !== "app") || !iv || !tag || sealed === undefined) return null;
  const key = await keyOf(db, env, ref);
  if (!key) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(boundTo, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// CalDAV app passwords at rest: AES-256-GCM with a random 96-bit IV per encryption, bound to the
// host they belong to (additional data), so a row copied onto another host's account does not
// open. The key is CALENDAR_ENCRYPTION_KEY, or one generated once and kept in app_secrets. Each
// stored value names the key it was made with: setting CALENDAR_ENCRYPTION_KEY later still opens
// the passwords saved before, and the next save moves them to it. A password is only ever
// decrypted to sign in to its server; it is never sent to a page or written to a log.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { getOrCreateSecret } from "#app/lib/app-secrets.server.ts";
import { CalendarError } from "./calendar-error.ts";

export type SecretSettings = Pick<Env, "CALENDAR_ENCRYPTION_KEY">;

const FORMAT = "v1";
const KEY_SECRET_NAME = "calendar-encryption-key";
type KeyRef = "env" | "app";

async function keyOf(db: Database, env: SecretSettings, ref: KeyRef): Promise<Buffer | null> {
  if (ref === "env") return env.CALENDAR_ENCRYPTION_KEY ? Buffer.from(env.CALENDAR_ENCRYPTION_KEY, "base64") : null;
  const { value } = await getOrCreateSecret(db, KEY_SECRET_NAME, () => randomBytes(32).toString("base64"));
  return Buffer.from(value, "base64");
}

const additionalData = (adminId: string) => Buffer.from(`host-calendar:${adminId}`, "utf8");

/** `v1.<key>.<iv>.<tag>.<ciphertext>`, base64url: what host_calendars.password_encrypted holds. */
export async function encryptPassword(db: Database, env: SecretSettings, adminId: string, password: string): Promise<string> {
  const ref: KeyRef = env.CALENDAR_ENCRYPTION_KEY ? "env" : "app";
  const key = (await keyOf(db, env, ref))!;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(adminId));
  const sealed = Buffer.concat([cipher.update(password, "utf8"), cipher.final()]);
  return [FORMAT, ref, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

const UNREADABLE = "The saved app password can no longer be read (the encryption key has changed): enter it again.";

/** The password back, or a CalendarError in words when the key that sealed it is gone or changed. */
export async function decryptPassword(db: Database, env: SecretSettings, adminId: string, stored: string): Promise<string> {
  const [format, ref, iv, tag, sealed] = stored.split(".");
  if (format !== FORMAT || (ref !== "env" && ref !== "app") || !iv || !tag || sealed === undefined) throw new CalendarError("CALENDAR_AUTH", UNREADABLE);
  const key = await keyOf(db, env, ref);
  if (!key) throw new CalendarError("CALENDAR_AUTH", UNREADABLE);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(additionalData(adminId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    // A wrong key, a value altered in the database, or one moved from another host's row.
    throw new CalendarError("CALENDAR_AUTH", UNREADABLE);
  }
}

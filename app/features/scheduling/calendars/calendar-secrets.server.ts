// CalDAV app passwords at rest, sealed (app/lib/sealed-secrets.server.ts) and bound to the host they
// belong to, so a row copied onto another host's account does not open. A password is only ever
// decrypted to sign in to its server; it is never sent to a page or written to a log.
import type { Database } from "#db/index.ts";
import { seal, unseal, type SealingSettings } from "#app/lib/sealed-secrets.server.ts";
import { CalendarError } from "./calendar-error.ts";

export type SecretSettings = SealingSettings;

const boundTo = (adminId: string) => `host-calendar:${adminId}`;

/** What host_calendars.password_encrypted holds. */
export function encryptPassword(db: Database, env: SecretSettings, adminId: string, password: string): Promise<string> {
  return seal(db, env, boundTo(adminId), password);
}

const UNREADABLE = "The saved app password can no longer be read (the encryption key has changed): enter it again.";

/** The password back, or a CalendarError in words when the key that sealed it is gone or changed. */
export async function decryptPassword(db: Database, env: SecretSettings, adminId: string, stored: string): Promise<string> {
  const password = await unseal(db, env, boundTo(adminId), stored);
  if (password === null) throw new CalendarError("CALENDAR_AUTH", UNREADABLE);
  return password;
}

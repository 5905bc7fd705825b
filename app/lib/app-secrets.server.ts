// Secrets the site generates for itself (cookie signing keys, a generated docs phrase). They live in
// the app_secrets table so every app process, and every restart, agrees on the same value.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { appSecrets } from "#db/schema.ts";

export type SecretResult = { value: string; created: boolean };

/** Per database: a value never changes once stored, so one read per process is enough. */
const cache = new WeakMap<Database, Map<string, Promise<SecretResult>>>();

/**
 * Returns the secret called `name`, creating it with `generate()` if none is stored yet.
 * Concurrent first calls (several processes starting together) all end up with the row that won
 * the insert; `created` is true only for the caller whose value was stored.
 */
export function getOrCreateSecret(db: Database, name: string, generate: () => string): Promise<SecretResult> {
  let forDb = cache.get(db);
  if (!forDb) {
    forDb = new Map();
    cache.set(db, forDb);
  }
  const cached = forDb.get(name);
  if (cached) return cached.then(({ value }) => ({ value, created: false }));

  const pending = readOrInsert(db, name, generate);
  forDb.set(name, pending);
  // A failed read (database briefly down) must not be remembered.
  pending.catch(() => forDb.delete(name));
  return pending;
}

async function readOrInsert(db: Database, name: string, generate: () => string): Promise<SecretResult> {
  const inserted = await db
    .insert(appSecrets)
    .values({ name, value: generate() })
    .onConflictDoNothing({ target: appSecrets.name })
    .returning({ value: appSecrets.value });
  if (inserted[0]) return { value: inserted[0].value, created: true };
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} vanished between insert and read`);
  return { value: row.value, created: false };
}

/** 256 random bits, base64url: for HMAC keys. */
export function randomKey(): string {
  return randomBytes(32).toString("base64url");
}

import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 50 ms per check here.
// The value of the const enum Algorithm.Argon2id, spelled out because isolatedModules forbids the enum.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { MIN_PASSWORD_LENGTH } from "./staff.schema.ts";

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the e-mail matches no admin, so response times do
 * not tell an attacker which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

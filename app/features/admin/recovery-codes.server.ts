// Ten one-time recovery codes per member, for when the authenticator app (or passkey) is out of
// reach. Each is 50 random bits in base32, shown as `xxxxx-xxxxx` once, when made; only its SHA-256
// is kept. Making new ones replaces all the old ones. A code is used up by the UPDATE that marks it,
// so two requests with one code cannot both sign in.
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { staffRecoveryCodes } from "#db/schema.ts";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed code as it was made: lower case, the dash in the middle, spaces dropped; null if it cannot be one. */
export function normalizeRecoveryCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const chars = input.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-7]{10}$/.test(chars) ? `${chars.slice(0, 5)}-${chars.slice(5)}` : null;
}

type Executor = Pick<Database, "delete" | "insert">;

/** Replaces the member's codes with ten new ones and returns them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Executor, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ adminId, codeHash: hashCode(code) })));
  return codes;
}

/** How many of the member's codes are still unused. */
export async function recoveryCodesLeft(db: Pick<Database, "select">, adminId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.adminId, adminId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Uses up one of the member's codes; false if it is not theirs or already used. */
export async function spendRecoveryCode(db: Database, adminId: string, input: string, now = new Date()): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.adminId, adminId), eq(staffRecoveryCodes.codeHash, hashCode(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/** Removes every code of the member (their last factor removed, or an admin's reset). */
export async function removeRecoveryCodes(db: Pick<Database, "delete">, adminId: string): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
}

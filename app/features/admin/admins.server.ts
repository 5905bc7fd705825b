import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, type Admin } from "#db/schema.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server.ts";
import { destroyAccountSessions } from "./session.server.ts";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findAdminByEmail(db: Database, email: string): Promise<Admin | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.email, normalizeEmail(email))).limit(1);
  return admin;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
}

export function validateAdminCredentials(email: string, password: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return "Enter a valid e-mail address.";
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * Creates an admin, or sets a new password for an existing account and signs it out everywhere
 * (the recovery path of `npm run admin:create`): whoever runs it on the server can always get an
 * active admin back, so the account is made one and reactivated.
 */
export async function createOrResetAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<{ admin: Admin; created: boolean }> {
  const problem = validateAdminCredentials(email, password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const normalized = normalizeEmail(email);
  const existing = await findAdminByEmail(db, normalized);
  if (existing) {
    const [admin] = await db
      .update(admins)
      .set({ passwordHash, role: "admin", deactivatedAt: null })
      .where(eq(admins.id, existing.id))
      .returning();
    await destroyAccountSessions(db, existing.id);
    return { admin: admin!, created: false };
  }
  const [admin] = await db.insert(admins).values({ email: normalized, passwordHash, role: "admin" }).returning();
  return { admin: admin!, created: true };
}

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD, only while there is no admin at all: the
 * variables never overwrite an account someone has since changed.
 */
export async function ensureFirstAdmin(
  db: Database,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<"created" | "exists" | "unconfigured"> {
  if ((await countAdmins(db)) > 0) return "exists";
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return "unconfigured";
  const problem = validateAdminCredentials(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  if (problem) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${problem}`);
  // Two processes starting together: the unique e-mail lets one insert win.
  await db
    .insert(admins)
    .values({ email: normalizeEmail(env.ADMIN_EMAIL), passwordHash: await hashPassword(env.ADMIN_PASSWORD), role: "admin" })
    .onConflictDoNothing({ target: admins.email });
  return "created";
}

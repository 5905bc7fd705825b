// Admin sessions: a random token in an HttpOnly cookie, its SHA-256 in admin_sessions.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "cookie";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { adminSessions, admins } from "#db/schema.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

export const SESSION_COOKIE = "lumenguard_admin";
/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type AdminSession = {
  adminId: string;
  email: string;
  /** Read with the session on every request, so a role change applies at once. */
  role: StaffRole;
  csrfToken: string;
  tokenHash: string;
};

const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a random token of ours looks like (base64url): sessions, sign-ins halfway, invitation and reset links. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** A token from the request's cookie of that name, if it has a token's shape. */
export function readTokenCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  const token = header ? parse(header)[name] : undefined;
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** The session token from the request's cookie, if any. */
export const readSessionToken = (request: Request) => readTokenCookie(request, SESSION_COOKIE);

/** Scoped to /admin so the cookie never travels with public page requests. */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/admin",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/admin", maxAge: 0 });
}

/** How a session was signed in, kept with it and shown in the member's sessions list. */
export type SignInMethod = "password" | "password+totp" | "password+passkey" | "passkey" | "recovery" | "sso" | "invitation" | "reset";

/** Where a session was started from: the device (User-Agent) and the address. */
export type SessionOrigin = { userAgent: string | null; ipAddress: string | null; method: SignInMethod };

/** The longest User-Agent kept with a session. */
const USER_AGENT_LIMIT = 512;

/** Starts a session with its own CSRF token. */
export async function createSession(db: Database, adminId: string, origin?: SessionOrigin, now = new Date()) {
  const token = newToken();
  const csrfToken = newToken();
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminId,
    csrfToken,
    userAgent: origin?.userAgent?.slice(0, USER_AGENT_LIMIT) || null,
    ipAddress: origin?.ipAddress || null,
    method: origin?.method ?? "password",
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, csrfToken };
}

/**
 * The live session for a token, or null. An idle or expired session is deleted on sight;
 * a live one has its last_seen_at refreshed (which is what keeps an active admin signed in).
 */
export async function getSession(db: Database, token: string | undefined, now = new Date()): Promise<AdminSession | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      adminId: adminSessions.adminId,
      email: admins.email,
      role: admins.role,
      deactivatedAt: admins.deactivatedAt,
      csrfToken: adminSessions.csrfToken,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
  // Deactivation deletes the account's sessions; this also refuses one that raced it.
  if (idle || row.expiresAt.getTime() <= now.getTime() || row.deactivatedAt || !isStaffRole(row.role)) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { adminId: row.adminId, email: row.email, role: row.role, csrfToken: row.csrfToken, tokenHash };
}

/** Ends the session for a token (logout, or the old session at a new sign-in). */
export async function destroySession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account at once (deactivation, a new password). */
export async function destroyAccountSessions(db: Pick<Database, "delete">, adminId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/**
 * Ends every session of an account but one (the member's own, after they change their password or
 * end their other sessions). How many ended.
 */
export async function destroyOtherSessions(db: Pick<Database, "delete">, adminId: string, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}

/** Removes sessions past either limit; run at sign-in so the table does not grow forever. */
export async function pruneSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}

/** Constant-time comparison of a submitted CSRF token with the session's. */
export function csrfTokenMatches(session: AdminSession, submitted: unknown): boolean {
  if (typeof submitted !== "string" || !submitted) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(submitted);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}


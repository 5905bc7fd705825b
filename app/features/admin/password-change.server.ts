// A signed-in member changes their own password: the current one first (a session left open on a
// shared computer must not be enough to take the account), then the new one; every other session
// of the account ends and any open reset link is withdrawn, in one transaction with the audit entry.
import { eq } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins } from "#db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { withdrawPasswordResets } from "./password-reset.server.ts";
import { destroyOtherSessions, type AdminSession } from "./session.server.ts";
import { dropAccountSignInSteps } from "./sign-in-steps.server.ts";

/** Wrong current passwords one account may give per window before it waits, like sign-in's limit. */
export const CHANGE_PASSWORD_LIMITS = { failures: 5, windowSeconds: 15 * 60 } as const;

export type ChangePasswordResult =
  | { ok: true; sessionsEnded: number }
  | { ok: false; reason: "wrong-current" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export async function changePassword(db: Database, session: AdminSession, input: { current: string; password: string }): Promise<ChangePasswordResult> {
  const limiter = rateLimiter(db, { name: "password-change", points: CHANGE_PASSWORD_LIMITS.failures, windowSeconds: CHANGE_PASSWORD_LIMITS.windowSeconds });
  const wait = await limiter.blockedFor(session.adminId);
  if (wait !== null) return { ok: false, reason: "limited", retryAfterSeconds: wait };
  const [admin] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, session.adminId)).limit(1);
  if (!admin || !(await verifyPassword(admin.passwordHash, input.current))) {
    await limiter.penalize(session.adminId);
    return { ok: false, reason: "wrong-current" };
  }
  const passwordHash = await hashPassword(input.password);
  const sessionsEnded = await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, session.adminId));
    const ended = await destroyOtherSessions(tx, session.adminId, session.tokenHash);
    await dropAccountSignInSteps(tx, session.adminId);
    await withdrawPasswordResets(tx, session.adminId);
    await recordAudit(tx, {
      actor: { adminId: session.adminId, email: session.email },
      action: "password.changed",
      subject: "password",
      subjectId: session.adminId,
      details: { sessionsEnded: ended },
    });
    return ended;
  });
  await limiter.reset(session.adminId);
  return { ok: true, sessionsEnded };
}

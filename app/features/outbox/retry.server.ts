import { and, eq } from "drizzle-orm";
import { isUuid } from "../../lib/uuid";
import type { Database } from "../../../db";
import { outbox } from "../../../db/schema";

/**
 * Puts one dead message back in the queue with a fresh set of attempts, due now; without SMTP it
 * waits as held instead, like every other message. Only a dead row is touched, so a retry racing
 * the worker cannot resend mail already on its way. The last error stays until the next attempt.
 * False when no dead message had the id.
 */
export async function retryDeadMessage(
  db: Database,
  id: string,
  { smtpConfigured, now = new Date() }: { smtpConfigured: boolean; now?: Date },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(outbox)
    .set({ status: smtpConfigured ? "pending" : "held", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "dead")))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

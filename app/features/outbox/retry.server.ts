import { and, eq } from "drizzle-orm";
import { isUuid } from "../../lib/uuid";
import type { Database } from "../../../db";
import { outbox } from "../../../db/schema";

/**
 * Puts a dead message back in the queue: pending, attempts reset, due now. Only a dead message
 * is touched, so a retry racing the worker cannot resend mail that is already on its way.
 * The last error stays until the next attempt replaces it. False when no dead message had the id.
 */
export async function retryDeadMessage(db: Database, id: string, now = new Date()): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "dead")))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

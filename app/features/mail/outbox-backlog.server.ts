// What is waiting in the outbox, for the metrics and the System page: messages not settled, by
// status and channel, and how long ago the oldest of each group was queued (by the database's
// clock, which stamped it). Settled messages (sent or suppressed: nearly every row after a few
// years) are not read: the statuses' index narrows the scan to the others.
import { inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { outbox } from "#db/schema.ts";
import { UNSETTLED_STATUSES } from "./outbox.ts";

export type OutboxBacklogGroup = { status: string; channel: string; messages: number; oldestAgeSeconds: number };

/** One grouped read of the unsettled messages: a row per status and channel that has any. */
export async function outboxBacklog(db: Database): Promise<OutboxBacklogGroup[]> {
  const rows = await db
    .select({
      status: outbox.status,
      channel: outbox.channel,
      messages: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
    })
    .from(outbox)
    .where(inArray(outbox.status, UNSETTLED_STATUSES))
    .groupBy(outbox.status, outbox.channel);
  return rows.map((row) => ({ ...row, messages: Number(row.messages), oldestAgeSeconds: Number(row.oldestAgeSeconds) }));
}

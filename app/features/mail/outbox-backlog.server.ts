// What is waiting in the outbox, for the metrics and the System page: messages not settled, by
// status and channel, how many of them are not due yet (reminders queued ahead of their time), and
// how long the oldest due one has waited (by the database's clock, which stamped it). Settled
// messages (sent, suppressed or withdrawn: nearly every row after a few years) are not read: the
// statuses' index narrows the scan to the others.
import { inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { outbox } from "#db/schema.ts";
import { UNSETTLED_STATUSES } from "./outbox.ts";

/**
 * Since when a message has been waiting: since it was queued, or for one queued ahead of its time
 * (a reminder, QueuedMessage's `schedule`) since it became due. A reminder queued a day ahead has
 * not waited a day; counted from its queueing it would look like a stuck outbox.
 */
export const waitingSince = sql<Date>`greatest(${outbox.createdAt}, coalesce((${outbox.message}->'schedule'->>'notBefore')::timestamptz, ${outbox.createdAt}))`.mapWith(
  outbox.createdAt,
);

/** `now`, or the database's clock when none is given. */
const instant = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** A message not due yet at `now` (the database's clock by default): it has not begun to wait. */
export const notDueYet = (now?: Date) => sql<boolean>`${waitingSince} > ${instant(now)}`;

export type OutboxBacklogGroup = {
  status: string;
  channel: string;
  messages: number;
  /** Of `messages`, those not due yet (scheduled for later). */
  scheduled: number;
  /** How long the oldest due message has waited; 0 when none is due. */
  oldestAgeSeconds: number;
};

/** One grouped read of the unsettled messages: a row per status and channel that has any. */
export async function outboxBacklog(db: Database, now?: Date): Promise<OutboxBacklogGroup[]> {
  const rows = await db
    .select({
      status: outbox.status,
      channel: outbox.channel,
      messages: sql<number>`count(*)::int`,
      scheduled: sql<number>`(count(*) filter (where ${notDueYet(now)}))::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from ${instant(now)} - min(${waitingSince}) filter (where not ${notDueYet(now)}))::float8, 0)`,
    })
    .from(outbox)
    .where(inArray(outbox.status, UNSETTLED_STATUSES))
    .groupBy(outbox.status, outbox.channel);
  return rows.map((row) => ({
    ...row,
    messages: Number(row.messages),
    scheduled: Number(row.scheduled),
    oldestAgeSeconds: Number(row.oldestAgeSeconds),
  }));
}

// The outbox's backlog, read from the database when a scrape asks: the same for every process, so
// one process reads it per scrape (server/metrics/cluster.ts asks only one) and the aggregation
// takes it once rather than adding it up.
import { Gauge, Registry, type MetricObjectWithValues, type MetricValue } from "prom-client";
import type { Database } from "#db/index.ts";
import { outboxBacklog } from "#app/features/mail/outbox-backlog.server.ts";
import { UNSETTLED_STATUSES } from "#app/features/mail/outbox.ts";
import { OUTBOX_CHANNELS } from "#app/features/mail/outbox.server.ts";

/** Statuses whose messages are waiting for their sender (held ones wait for a setting). */
const WAITING = new Set(["pending", "sending"]);

export function createOutboxSeries(db: Database) {
  const registry = new Registry();
  const registers = [registry];
  const messages = new Gauge({
    name: "lumenguard_outbox_messages",
    help: "Messages not yet sent, by status (pending, sending, held, dead) and channel",
    labelNames: ["status", "channel"] as const,
    aggregator: "first",
    registers,
  });
  const scheduled = new Gauge({
    name: "lumenguard_outbox_scheduled_messages",
    help: "Messages queued ahead of their time (booking reminders) and not due yet, by channel; counted in lumenguard_outbox_messages too",
    labelNames: ["channel"] as const,
    aggregator: "first",
    registers,
  });
  const oldest = new Gauge({
    name: "lumenguard_outbox_oldest_pending_age_seconds",
    help: "How long the oldest due message waiting to be sent (pending or sending) has waited since it was due, by channel; 0 when none waits",
    labelNames: ["channel"] as const,
    aggregator: "first",
    registers,
  });

  return {
    /** Reads the backlog (one grouped query) and returns its series. */
    async collect(): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
      const groups = await outboxBacklog(db);
      messages.reset();
      scheduled.reset();
      oldest.reset();
      // Every status and channel is reported, 0 included, so a series never vanishes when it empties.
      for (const status of UNSETTLED_STATUSES) for (const channel of OUTBOX_CHANNELS) messages.set({ status, channel }, 0);
      const ages = new Map<string, number>(OUTBOX_CHANNELS.map((channel) => [channel, 0]));
      const later = new Map<string, number>(OUTBOX_CHANNELS.map((channel) => [channel, 0]));
      for (const { status, channel, messages: count, scheduled: notDue, oldestAgeSeconds } of groups) {
        messages.set({ status, channel }, count);
        later.set(channel, (later.get(channel) ?? 0) + notDue);
        if (WAITING.has(status)) ages.set(channel, Math.max(ages.get(channel) ?? 0, oldestAgeSeconds));
      }
      for (const [channel, age] of ages) oldest.set({ channel }, age);
      for (const [channel, count] of later) scheduled.set({ channel }, count);
      return registry.getMetricsAsJSON();
    },
  };
}

// Counters incremented by code that both module graphs hold: React Router's server build (route
// actions) and the server bundle (the lead API, the outbox worker) each have a copy of this module,
// while prom-client is one package for both. Each counter is registered once on prom-client's global
// registry, and the second copy finds it there. server/metrics reports them with the server's own
// series; docs/operations.md lists them all.
import { Counter, register } from "prom-client";

function sharedCounter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
  return (register.getSingleMetric(name) as Counter<Label> | undefined) ?? new Counter({ name, help, labelNames });
}

/** A rate limit said no: a point spent past the limit, or a check that found the key blocked. */
export const rateLimitRefusals = sharedCounter("lumenguard_rate_limit_refusals_total", "Requests a rate limit refused, by limiter", ["limiter"]);

/** One delivery attempt of the outbox worker: sent, failed (to be retried) or dead (no more tries). */
export const outboxDeliveries = sharedCounter(
  "lumenguard_outbox_deliveries_total",
  "Outbox delivery attempts by channel (email, webhook, caldav) and outcome (sent, failed, dead, refused: an address refused for good and suppressed; withdrawn: a scheduled message whose time had passed, not sent)",
  ["channel", "outcome"],
);

/** One read of a host's calendar (an iCal feed or a CalDAV account): read, unchanged (a 304) or failed. */
export const calendarReads = sharedCounter("lumenguard_calendar_reads_total", "Reads of hosts' calendars by kind (ical, caldav) and outcome (read, unchanged, failed)", ["kind", "outcome"]);

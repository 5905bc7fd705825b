// The load context's `operations` service (app/lib/operations.ts) for the admin's System page: the
// same reports a scrape gathers, without the database-wide series, read as a few figures.
import type { Operations, OperationsSnapshot } from "#app/lib/operations.ts";
import type { Gather, MetricsJson } from "./reports.ts";

type Labels = Record<string, string | number | undefined>;

/** The sum of a series' values over every process, of those whose labels pass `where`. */
function total(metrics: MetricsJson, name: string, where: (labels: Labels) => boolean = () => true): number {
  return metrics
    .filter((metric) => metric.name === name)
    .flatMap((metric) => metric.values)
    .filter((value) => where(value.labels))
    .reduce((sum, value) => sum + value.value, 0);
}

function snapshotOf(metrics: MetricsJson, version: string): OperationsSnapshot {
  const hits = total(metrics, "lumenguard_page_cache_requests_total", (labels) => labels.result === "hit");
  const misses = total(metrics, "lumenguard_page_cache_requests_total", (labels) => labels.result === "miss");
  const deliveries = (outcome: string) => total(metrics, "lumenguard_outbox_deliveries_total", (labels) => labels.outcome === outcome);
  return {
    version,
    processes: total(metrics, "lumenguard_server_processes"),
    requests: total(metrics, "lumenguard_http_requests_total"),
    serverErrors: total(metrics, "lumenguard_http_requests_total", (labels) => String(labels.status).startsWith("5")),
    pageCache: { hits, misses, hitRatio: hits + misses > 0 ? hits / (hits + misses) : null },
    deliveries: { sent: deliveries("sent"), failed: deliveries("failed"), dead: deliveries("dead"), refused: deliveries("refused") },
    rateLimitRefusals: total(metrics, "lumenguard_rate_limit_refusals_total"),
  };
}

export function createOperations(gather: Gather, version: string): Operations {
  return {
    processes: async () => (await gather({ metrics: false, database: false })).map((report) => report.figures),
    snapshot: async () => snapshotOf((await gather({ metrics: true, database: false })).flatMap((report) => report.metrics), version),
  };
}

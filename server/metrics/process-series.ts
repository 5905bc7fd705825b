// The series each server process keeps of itself: its HTTP requests, page cache, database pool and
// queries, build, and prom-client's default process and Node.js metrics (memory, CPU, event-loop
// lag). Under WEB_CONCURRENCY they are added up across processes (server/metrics/cluster.ts) by
// each series' `aggregator`: counts and memory are summed, the build's version is taken once.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle, PoolStats } from "#db/index.ts";
import type { PageCacheStats } from "#server/page-cache.ts";

/** Request latencies: from a stored page's fraction of a millisecond to a slow export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Query latencies: an index read to a report over years of rows. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export type RequestLabels = { route: string; method: string; status: string };

export type ProcessSeries = {
  registry: Registry;
  recordRequest: (labels: RequestLabels, seconds: number) => void;
};

export type ProcessSeriesSources = {
  database: Pick<DatabaseHandle, "addQueryListener" | "poolStats">;
  pageCache?: { stats: () => PageCacheStats };
  version: string;
};

/** "200" → "2xx"; an aborted request keeps its own label. */
const statusClass = (status: string) => (/^\d{3}$/.test(status) ? `${status[0]}xx` : status);

export function createProcessSeries({ database, pageCache, version }: ProcessSeriesSources): ProcessSeries {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  // Rates and errors by exact status; latencies by status class, which keeps the histogram small.
  const requests = new Counter({
    name: "lumenguard_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "lumenguard_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });

  new Gauge({ name: "lumenguard_build_info", help: "The running build: its version label, value 1", labelNames: ["version"] as const, aggregator: "first", registers }).set({ version }, 1);
  new Gauge({ name: "lumenguard_server_processes", help: "Server processes whose figures this answer adds up", registers }).set(1);

  if (pageCache) {
    // The cache keeps its own running totals; each scrape copies them.
    new Counter({
      name: "lumenguard_page_cache_requests_total",
      help: "Requests for a storable page: answered from a stored page (hit) or rendered (miss)",
      labelNames: ["result"] as const,
      registers,
      collect() {
        const { hits, misses } = pageCache.stats();
        this.reset();
        this.inc({ result: "hit" }, hits);
        this.inc({ result: "miss" }, misses);
      },
    });
    new Gauge({
      name: "lumenguard_page_cache_entries",
      help: "Pages stored in memory",
      registers,
      collect() {
        this.set(pageCache.stats().entries);
      },
    });
    new Gauge({
      name: "lumenguard_page_cache_bytes",
      help: "Bytes of the stored pages, every encoding counted",
      registers,
      collect() {
        this.set(pageCache.stats().bytes);
      },
    });
  }

  const queries = new Histogram({
    name: "lumenguard_db_query_duration_seconds",
    help: "Time of each database query, from the call to its answer (waiting for a pool connection included)",
    buckets: QUERY_BUCKETS,
    registers,
  });
  database.addQueryListener(() => {
    const startedAt = performance.now();
    return () => queries.observe((performance.now() - startedAt) / 1000);
  });

  const { poolStats } = database;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge("lumenguard_db_pool_connections", "Open connections of the PostgreSQL pool", (stats) => stats.total);
    poolGauge("lumenguard_db_pool_idle_connections", "Open connections of the pool not in use", (stats) => stats.idle);
    poolGauge("lumenguard_db_pool_waiting_queries", "Queries waiting for a connection of the pool", (stats) => stats.waiting);
  }

  return {
    registry,
    recordRequest(labels, seconds) {
      requests.inc(labels);
      latency.observe({ route: labels.route, method: labels.method, status_class: statusClass(labels.status) }, seconds);
    },
  };
}

// Prometheus metrics and the operations service of the admin's System page (docs/operations.md).
// Every process keeps its own series (process-series.ts, and the counters of
// app/lib/metrics.server.ts); a scrape or the System page gathers every process's report
// (cluster.ts under WEB_CONCURRENCY) and sees them added up.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { register } from "prom-client";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import type { Operations } from "#app/lib/operations.ts";
import { processFigures } from "#app/lib/process-figures.server.ts";
import type { PageCache } from "#server/page-cache.ts";
import { buildVersion } from "./build-version.ts";
import { relayReports, workerChannel } from "./cluster.ts";
import { listenForScrapes, metricsHandler, withBearerToken } from "./endpoint.ts";
import { createOperations } from "./operations.ts";
import { createOutboxSeries } from "./outbox-series.ts";
import { createProcessSeries } from "./process-series.ts";
import { type Gather, type ProcessReport, type ReportRequest } from "./reports.ts";
import { countRequests } from "./requests.ts";
import { createRouteLabeller, type RouteLabeller } from "./route-label.ts";

export type ServerMetrics = {
  /** First of all middleware: counts and times each request; answers /metrics when METRICS_TOKEN is set. */
  middleware: ReturnType<typeof countRequests>;
  operations: Operations;
  stop: () => Promise<void>;
};

export type MetricsDeps = {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  pageCache?: PageCache;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build's directory, whose files are labelled "static". */
  clientDir?: string;
};

/** The client build's files as request paths ("/favicon.svg"), their precompressed copies aside. */
function staticFilesOf(clientDir: string | undefined): Set<string> {
  if (!clientDir) return new Set();
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  return new Set(files);
}

/** Route labels from the build; development's build is loaded once for them (Vite reloads it for pages). */
async function routeLabeller({ build, clientDir, logger }: Pick<MetricsDeps, "build" | "clientDir" | "logger">): Promise<RouteLabeller> {
  try {
    const routes = (typeof build === "function" ? await build() : build).routes;
    return createRouteLabeller(routes, staticFilesOf(clientDir));
  } catch (error) {
    logger.warn({ err: error }, "the route table could not be read: pages are labelled unmatched");
    return createRouteLabeller(undefined);
  }
}

/** A server process's metrics: its series, its part in a cluster's gathering, and METRICS_PORT when it is alone. */
export async function startMetrics({ env, logger, database, pageCache, build, clientDir }: MetricsDeps): Promise<ServerMetrics> {
  const log = logger.child({ component: "metrics" });
  const series = createProcessSeries({ database, pageCache, version: buildVersion });
  const outbox = createOutboxSeries(database.db);

  const databaseSeries = () =>
    outbox.collect().catch((error: unknown) => {
      // The process's own series still answer; the outbox's are missing from this scrape.
      log.warn({ err: error }, "the outbox backlog could not be read for the metrics");
      return [];
    });
  const report = async (request: ReportRequest): Promise<ProcessReport> => ({
    figures: await processFigures(),
    metrics: request.metrics
      ? [...(await series.registry.getMetricsAsJSON()), ...(await register.getMetricsAsJSON()), ...(request.database ? await databaseSeries() : [])]
      : [],
  });

  const channel = cluster.isWorker ? workerChannel(report) : undefined;
  const gather: Gather = channel?.gather ?? (async (request) => [await report(request)]);
  const serve = metricsHandler(gather, log);
  // Under WEB_CONCURRENCY the primary listens on METRICS_PORT (startPrimaryMetrics).
  const listener = env.METRICS_PORT && !cluster.isWorker ? await listenForScrapes(env.METRICS_PORT, serve, log) : undefined;
  const labeller = await routeLabeller({ build, clientDir, logger: log });

  return {
    middleware: countRequests(series, labeller, env.METRICS_TOKEN ? withBearerToken(env.METRICS_TOKEN, serve) : undefined),
    operations: createOperations(gather, buildVersion),
    stop: async () => {
      channel?.stop();
      await listener?.close();
    },
  };
}

/** The primary of a cluster: relays the workers' gatherings, and serves METRICS_PORT for them all. */
export async function startPrimaryMetrics({ env, logger }: { env: Env; logger: Logger }): Promise<void> {
  const gather = relayReports();
  const log = logger.child({ component: "metrics" });
  if (env.METRICS_PORT) await listenForScrapes(env.METRICS_PORT, metricsHandler(gather, log), log);
}

import cluster from "node:cluster";
import { existsSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { DataDirBusyError } from "#db/data-dir-owner.ts";
import { openDatabase } from "#db/index.ts";
import { MigrationError } from "#db/migrate.ts";
import { InvalidEnvError, parseEnv, type Env } from "#app/env.server.ts";
import { createRedactor, redactUrlCredentials, secretValues } from "#app/lib/redact.ts";
import { createApp } from "./app.ts";
import { rootCause } from "#app/lib/root-cause.ts";
import { runPrimary } from "./cluster.ts";
import { createLogger, prettyDestination } from "./logger.ts";
import { startMetrics, startPrimaryMetrics } from "./metrics/index.ts";
import { createPageCache } from "./page-cache.ts";
import { createReadiness } from "./readiness.ts";
import { refuseConnect } from "./request-guard.ts";
import { startTasks } from "./start-tasks.ts";
import { startTracing } from "./tracing/start.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** Masks secrets in what start-up failures print; knows the environment's once it is read. */
let redact: (text: string) => string = createRedactor();

function readEnv(): Env {
  // `npm run dev` reads .env (variables already set win); elsewhere the environment comes from the
  // platform (compose's env_file, systemd, a shell), so tests never pick up a developer's file.
  if (process.env.NODE_ENV === "development" && existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function loadBuild(env: Env, server: http.Server) {
  if (env.NODE_ENV === "development") {
    // Vite's hot-reload websocket rides on this server's port: the page's CSP then allows it as
    // 'self', and two dev servers on one machine never fight over Vite's default HMR port.
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true, hmr: { server } } }));
    const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    return { vite, build };
  }
  const serverEntry = new URL("./server/index.js", import.meta.url);
  const build = (await import(serverEntry.href)) as ServerBuild;
  return { build, clientDir: fileURLToPath(new URL("./client", import.meta.url)) };
}

async function main() {
  // Listen for stop signals from the first moment: one that arrives while the database opens
  // is remembered and honoured as soon as the server is up (some libraries install their own
  // listeners, which would otherwise swallow it).
  const stopping: { shutdown?: (signal: string) => void; pendingSignal?: string } = {};
  const onSignal = (signal: string) =>
    stopping.shutdown ? stopping.shutdown(signal) : (stopping.pendingSignal ??= signal);
  const onTerm = () => onSignal("SIGTERM");
  process.on("SIGTERM", onTerm);
  process.on("SIGINT", () => onSignal("SIGINT"));

  const env = readEnv();
  redact = createRedactor(secretValues(env));
  const destination = env.NODE_ENV === "development" ? await prettyDestination() : undefined;
  // Before the logger, whose lines then carry the trace's ids, and before the database opens.
  const tracing = await startTracing(env);
  const logger = createLogger(env.LOG_LEVEL, { secrets: secretValues(env), destination, mixin: tracing?.logFields });
  tracing?.reportTo(logger);
  // A crash is reported through the logger too, so its message and stack are masked like any line.
  const crash = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled promise rejection"));
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    if (env.NODE_ENV !== "development") {
      // The migrations, then the metrics' relay (and METRICS_PORT), before any worker starts.
      const prepare = async () => {
        void (await openMigrated(env, logger)).close();
        await startPrimaryMetrics({ env, logger });
      };
      return runPrimary({ workers: env.WEB_CONCURRENCY, logger, prepare });
    }
    logger.warn("WEB_CONCURRENCY is ignored by `npm run dev`: one process serves the site");
  }
  const database = await openMigrated(env, logger);
  if (tracing) database.addQueryListener(tracing.traceQuery);
  logger.info({ dialect: database.dialect }, "database ready");

  const stops: Array<() => Promise<void>> = [];
  for (const task of startTasks) {
    const stop = await task({ env, database, logger });
    if (stop) stops.push(stop);
  }

  const server = http.createServer();
  refuseConnect(server, logger);
  const loaded = await loadBuild(env, server);
  const build = tracing ? { ...loaded, build: tracing.instrumentBuild(loaded.build) } : loaded;
  // Development: a Vite server React Router starts for itself exits the process on SIGTERM, which
  // would skip this server's graceful stop (and leave the embedded database unclosed) on every
  // restart of `npm run dev`. The stop below closes Vite instead.
  for (const listener of process.listeners("SIGTERM")) if (listener !== onTerm) process.off("SIGTERM", listener);
  // Development renders every page afresh: Vite replaces modules under a stored page.
  const pageCache = build.vite ? undefined : await createPageCache({ env, db: database.db, logger, build: build.build as ServerBuild });
  if (pageCache) stops.push(pageCache.stop);
  const readiness = createReadiness({ db: database.db, logger });
  const metrics = await startMetrics({ env, logger, database, pageCache, build: build.build, clientDir: build.clientDir });
  stops.push(metrics.stop);
  server.on("request", createApp({ env, db: database.db, logger, ...build, pageCache, readiness, traceRequests: tracing?.requests, metrics }));
  server.listen(env.PORT, env.HOST, () => {
    logger.info(`listening on http://${env.HOST}:${env.PORT} (site ${env.SITE_URL})`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    readiness.markShuttingDown();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Development: closing Vite ends the browser's hot-reload websocket, which would hold the
    // server open (server.close waits for every connection, and an upgraded one is never idle).
    build.vite?.close().catch((err: unknown) => logger.warn({ err }, "closing Vite failed"));
    server.close(async () => {
      for (const stop of stops) await stop().catch((err) => logger.error({ err }, "stop task failed"));
      await database.close();
      await tracing?.shutdown();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  stopping.shutdown = shutdown;
  if (stopping.pendingSignal) shutdown(stopping.pendingSignal);
}

/** Opens the database and applies pending migrations (on PostgreSQL under an advisory lock). */
async function openMigrated(env: Env, logger: Logger) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, role: "server" }).catch(
    (error: unknown) => {
      if (EXPECTED_FAILURES.some((kind) => error instanceof kind)) throw error;
      // Say which database failed (credentials masked): the driver's own message often does not.
      const where = env.DATABASE_URL ? redactUrlCredentials(env.DATABASE_URL) : `the embedded database in ${env.DATA_DIR}`;
      throw new Error(`could not open ${where}: ${rootCause(error)}`, { cause: error });
    },
  );
  for (const migration of database.appliedMigrations) logger.info({ migration }, `migration ${migration} applied`);
  return database;
}

/** Failures an operator can fix from the message alone are one line; anything else keeps its stack. */
const EXPECTED_FAILURES = [MigrationError, DataDirBusyError];

main().catch((error) => {
  const expected = EXPECTED_FAILURES.some((kind) => error instanceof kind);
  const report = expected ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(redact(`Failed to start: ${report}\n`));
  process.exit(1);
});

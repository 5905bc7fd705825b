import http from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#db/index.ts";
import { InvalidEnvError, parseEnv, type Env } from "#app/env.server.ts";
import { createRedactor, redactUrlCredentials, secretValues } from "#app/lib/redact.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./logger.ts";
import { startTasks } from "./start-tasks.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** The innermost cause's message: drivers and the migrator wrap the one that says what happened. */
function rootCause(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

/** Masks secrets in what start-up failures print; knows the environment's once it is read. */
let redact: (text: string) => string = createRedactor();

function readEnv(): Env {
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

async function loadBuild(env: Env) {
  if (env.NODE_ENV === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
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
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  const env = readEnv();
  redact = createRedactor(secretValues(env));
  const logger = createLogger(env.LOG_LEVEL, { secrets: secretValues(env) });
  // A crash is reported through the logger too, so its message and stack are masked like any line.
  const crash = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled promise rejection"));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: unknown) => {
    // Say which database failed (credentials masked): the driver's own message often does not.
    const where = env.DATABASE_URL ? redactUrlCredentials(env.DATABASE_URL) : `the embedded database in ${env.DATA_DIR}`;
    throw new Error(`could not open ${where}: ${rootCause(error)}`, { cause: error });
  });
  logger.info({ dialect: database.dialect }, "database ready");

  const stops: Array<() => Promise<void>> = [];
  for (const task of startTasks) {
    const stop = await task({ env, database, logger });
    if (stop) stops.push(stop);
  }

  const app = createApp({ env, db: database.db, logger, ...(await loadBuild(env)) });
  const server = http.createServer(app);
  server.listen(env.PORT, env.HOST, () => {
    logger.info(`listening on http://${env.HOST}:${env.PORT} (site ${env.SITE_URL})`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      for (const stop of stops) await stop().catch((err) => logger.error({ err }, "stop task failed"));
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  stopping.shutdown = shutdown;
  if (stopping.pendingSignal) shutdown(stopping.pendingSignal);
}

main().catch((error) => {
  process.stderr.write(redact(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`));
  process.exit(1);
});

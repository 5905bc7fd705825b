// WEB_CONCURRENCY=N (N > 1, PostgreSQL only): this process becomes the primary of a node:cluster.
// It applies the migrations once, then forks N workers that each run the whole server (pages, API,
// outbox worker) and share one listening port; the primary serves nothing itself. It forwards
// SIGTERM/SIGINT to the workers, which finish their in-flight requests, and exits when they have.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** A worker that dies after this long in service is replaced; one dying sooner stops everything. */
const MIN_UPTIME_MS = 10_000;

export async function runPrimary({ workers, logger, prepare }: { workers: number; logger: Logger; prepare: () => Promise<void> }) {
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));

  // Migrations first, once: a failure is reported by one process, not N.
  await prepare();
  if (stopping) process.exit(0);

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (!stopping) {
      if (uptime < MIN_UPTIME_MS) {
        logger.fatal({ pid: worker.process.pid, code, signal }, "a server process failed soon after starting; stopping the others");
        exitCode = 1;
        stopAll("SIGTERM");
      } else {
        logger.error({ pid: worker.process.pid, code, signal }, "a server process exited; starting a replacement");
        fork();
      }
    } else if (code !== 0 && code !== null) {
      exitCode = code;
    }
    if (startedAt.size === 0 && stopping) {
      logger.info({ exitCode }, "all server processes stopped");
      process.exit(exitCode);
    }
  });
  logger.info({ workers }, `starting ${workers} server processes`);
  for (let i = 0; i < workers; i++) fork();
}

// What one server process says of itself now: the metrics' reports (server/metrics) and, when the
// processes cannot be gathered, the System page.
import type { ProcessFigures } from "./operations.ts";

/** How late a callback queued now runs (what prom-client's nodejs_eventloop_lag_seconds measures). */
const eventLoopLagMs = () =>
  new Promise<number>((resolve) => {
    const queuedAt = performance.now();
    setImmediate(() => resolve(performance.now() - queuedAt));
  });

export async function processFigures(): Promise<ProcessFigures> {
  const eventLoopLag = await eventLoopLagMs();
  const { rss, heapUsed } = process.memoryUsage();
  return { pid: process.pid, uptimeSeconds: process.uptime(), rssBytes: rss, heapUsedBytes: heapUsed, eventLoopLagMs: eventLoopLag };
}

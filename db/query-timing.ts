// How long each query takes, for the metrics (server/metrics): the drivers' query methods are
// wrapped on their instances once a listener asks, so a database opened without metrics (scripts,
// tests) runs untouched. Drizzle's logger is told of a query before it runs, never how long it took.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";

export type ObserveQuery = (seconds: number) => void;

/** The pool's connections: open, idle among them, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** A driver's query method timed from the call to its answer, whether it answers by promise or callback. */
function timed<Method extends (...args: never[]) => unknown>(method: Method, observe: ObserveQuery): Method {
  return function (this: unknown, ...args: unknown[]) {
    const startedAt = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        observe(secondsSince(startedAt));
        return callback(...results);
      };
      return method.apply(this, args as never[]);
    }
    const result = method.apply(this, args as never[]);
    // A streamed query (COPY, a cursor) returns neither: its time is the stream's, not measured here.
    if (result instanceof Promise) {
      const done = () => observe(secondsSince(startedAt));
      result.then(done, done);
    }
    return result;
  } as unknown as Method;
}

/**
 * Times every query of a pg pool: each client is wrapped the first time it is checked out, which
 * `pool.query` does too. The time is the client's own, after a connection was found.
 */
export function timePoolQueries(pool: Pool, observe: ObserveQuery): void {
  const wrapped = new WeakSet<PoolClient>();
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    client.query = timed(client.query.bind(client), observe);
  });
}

export const poolStats = (pool: Pool): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * Times every query of the embedded database, those inside transactions too. PGlite runs one
 * statement at a time, so the time includes waiting for the ones before it.
 */
export function timeEmbeddedQueries(client: PGlite, observe: ObserveQuery): void {
  client.query = timed(client.query.bind(client), observe);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed(tx.query, observe);
      return callback(tx);
    });
}

// Who is told of each statement the application runs: the metrics time it, tracing makes it a span
// (server/metrics, server/tracing; this module imports neither). openDatabase wraps the drivers'
// query methods once, where drizzle calls them: a pg pool's `query` and the clients it hands out,
// PGlite's `query` and its transactions'. The wrapper asks the listeners, of which there are none
// until a server adds them: a script or a test runs its queries as the driver answers them.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";

/**
 * Told of a statement as it starts (its text, never its values); what it returns is called once
 * the statement has answered, with the error when it failed. Called in the caller's async context,
 * so a span started here is a child of the work that runs the statement.
 */
export type QueryListener = (statement: string) => (error?: unknown) => void;

export type QueryListeners = {
  add: (listener: QueryListener) => void;
  /** The listeners as one, or undefined while there are none. */
  current: () => QueryListener | undefined;
};

export function createQueryListeners(): QueryListeners {
  let combined: QueryListener | undefined;
  return {
    add(listener) {
      const before = combined;
      combined = before
        ? (statement) => {
            const endBefore = before(statement);
            const end = listener(statement);
            return (error) => {
              endBefore(error);
              end(error);
            };
          }
        : listener;
    },
    current: () => combined,
  };
}

type Query = (...args: never[]) => unknown;

/** The statement of a `query` call: its text, or a config object's `text`. */
function statementOf(first: unknown): string | undefined {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : undefined;
}

/**
 * A call that keeps its own shape: a callback's (pg's pool runs its `query` through one on the
 * client) or a streamed query's (a Submittable: pg-copy-streams, a cursor), whose end is the stream's.
 */
const passesThrough = (args: readonly unknown[]) =>
  args.some((arg) => typeof arg === "function") || typeof (args[0] as { submit?: unknown } | null)?.submit === "function";

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === "function";

/** `query` of `target`, telling the listeners of each statement it runs. */
function listened<Method extends Query>(target: object, query: Method, listeners: QueryListeners): Method {
  return function (...args: unknown[]) {
    const listener = listeners.current();
    const statement = listener && !passesThrough(args) ? statementOf(args[0]) : undefined;
    if (statement === undefined) return query.apply(target, args as never[]);
    const end = listener!(statement);
    let result: unknown;
    try {
      result = query.apply(target, args as never[]);
    } catch (error) {
      end(error);
      throw error;
    }
    if (isThenable(result)) {
      // The caller gets the driver's own promise; the listeners hear of its end beside it.
      result.then(
        () => end(),
        (error: unknown) => end(error),
      );
    } else {
      end();
    }
    return result;
  } as unknown as Method;
}

/**
 * A pg pool's statements: `pool.query` (in the caller's context, waiting for a connection
 * included), and those of the clients it hands out (transactions, migrations). A client is wrapped
 * once, when it connects; the pool's own callback-style call on it passes through, so a statement
 * is heard once.
 */
export function listenToPool(pool: Pool, listeners: QueryListeners): void {
  pool.query = listened(pool, pool.query, listeners);
  pool.on("connect", (client: PoolClient) => {
    client.query = listened(client, client.query, listeners);
  });
}

/**
 * The embedded database's statements, those inside transactions too. PGlite runs one statement
 * at a time, so a statement's time includes waiting for the ones before it.
 */
export function listenToEmbedded(client: PGlite, listeners: QueryListeners): void {
  client.query = listened(client, client.query, listeners);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = listened(tx, tx.query, listeners);
      return callback(tx);
    });
}

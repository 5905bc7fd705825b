// Query tracing for both drivers at the one place they meet drizzle: the client object it is
// given. PGlite has no OpenTelemetry instrumentation, and instrumentation-pg patches `pg` only when
// it loads after the instrumentation is registered (a bundled ESM import can come first), so the
// statement is traced here, for PostgreSQL and the embedded database alike (decision 036).

/**
 * Starts a span for one statement (its text, never its values) and returns what ends it. Spans are
 * the caller's business: this module imports nothing from OpenTelemetry.
 */
export type QueryTracer = (statement: string) => (error?: unknown) => void;

type Query = (...args: unknown[]) => unknown;

/** The statement of a `query` call: its text, or a config object's `text`. */
function statementOf(first: unknown): string | undefined {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : undefined;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === "function";

function tracedQuery(target: object, query: Query, trace: QueryTracer): Query {
  return (...args) => {
    const statement = statementOf(args[0]);
    // A callback-style call or a streamed one (a Submittable such as pg-copy-streams') keeps its own shape.
    if (statement === undefined || args.some((arg) => typeof arg === "function")) return query.apply(target, args);
    const end = trace(statement);
    let result: unknown;
    try {
      result = query.apply(target, args);
    } catch (error) {
      end(error);
      throw error;
    }
    if (!isThenable(result)) {
      end();
      return result;
    }
    return Promise.resolve(result).then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        end(error);
        throw error;
      },
    );
  };
}

/**
 * The client as drizzle should get it when queries are traced: `query` is traced; a pg pool's
 * `connect` and PGlite's `transaction` hand out clients traced alike; everything else is the
 * client's own.
 */
export function withTracedQueries<Client extends object>(client: Client, trace: QueryTracer): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "query") return tracedQuery(target, value as Query, trace);
      if (property === "connect") {
        return (...args: unknown[]) => {
          const connected: unknown = value.apply(target, args);
          // A pool hands out a client; a client's own connect() resolves to nothing.
          return isThenable(connected)
            ? Promise.resolve(connected).then((inner) => (inner && typeof inner === "object" ? withTracedQueries(inner, trace) : inner))
            : connected;
        };
      }
      if (property === "transaction") {
        return (callback: (tx: object) => unknown, ...rest: unknown[]) =>
          value.call(target, (tx: object) => callback(withTracedQueries(tx, trace)), ...rest);
      }
      // The drivers' methods use private state: they run on the client itself, not on this wrapper.
      return value.bind(target);
    },
  });
}

// The embedded PGlite client as drizzle gets it. Two things differ from the client itself:
//
// - Parsers: drizzle's PGlite driver hands every query the same few type parsers (date, time and
//   interval types and their arrays kept as the text PostgreSQL sends, which drizzle's column
//   mappers then read). PGlite merges per-query parsers into its own table of some 300 types on
//   every query, about 0.15 ms each time: a fifth of a stored lead's time. The client is created with
//   those parsers as its own, and the per-query copy is dropped when it asks for nothing else, so
//   every result stays the same without the merge.
// - Turns: PGlite runs each statement on this thread, and statements waiting for it run one after
//   another without giving the event loop a turn: ten inbox searches at 20k leads held every other
//   request (/healthz, a stored page, a contact form) for 460 ms. Statements outside a transaction
//   now wait in one line and each begins on a fresh turn of the event loop (`setImmediate`), so a
//   request that needs no database waits at most for the one statement running. A transaction's
//   statements take a fresh turn too but do not join the line: the transaction holds PGlite's own
//   lock, and a statement in the line may be waiting for it.
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

/** The type OIDs drizzle reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date. */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

/** The parsers to create the client with: these types stay text, as drizzle expects. */
export const TEXT_TYPE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));

/** Whether a query's own parsers only say what the client's already do. */
function onlyTextTypes(parsers: QueryOptions["parsers"]): boolean {
  for (const key in parsers) if (!TEXT_TYPES.includes(Number(key))) return false;
  return true;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Queryable = Pick<PGlite | Transaction, "query">;

/**
 * The client (or, inside, a transaction of it) as drizzle should get it: `query` leaves out parsers
 * the client already has and begins on a fresh turn of the event loop, in line behind the client's
 * other statements; a transaction's handle is wrapped alike; everything else is the client's own.
 */
export function clientForDrizzle<Client extends Queryable>(client: Client, line: { last: Promise<unknown> } | null = { last: Promise.resolve() }): Client {
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (query: string, params?: unknown[], options?: QueryOptions) => {
          const run = () => target.query(query, params, options?.parsers && onlyTextTypes(options.parsers) ? { ...options, parsers: undefined } : options);
          if (!line) return nextTurn().then(run);
          const turn = line.last.then(nextTurn).then(run);
          line.last = turn.catch(() => undefined);
          return turn;
        };
      }
      if (property === "transaction" && "transaction" in target) {
        const client = target as unknown as PGlite;
        return <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(clientForDrizzle(tx, null)));
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private state: they run on the client itself, not on this wrapper.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

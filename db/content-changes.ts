// One signal that published content changed (a post saved, published, scheduled or deleted), which
// every app process hears within milliseconds: PostgreSQL's NOTIFY, on the embedded database too.
// The page cache (server/page-cache.ts) drops its stored pages when it arrives.
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "./index.ts";

/** Lower case: LISTEN folds an unquoted name, pg_notify does not. */
export const CONTENT_CHANNEL = "lumenguard_content_changed";

/**
 * Tells every process that something a stored page shows has changed. Called inside a
 * transaction, the signal leaves when it commits (and never if it rolls back), so no process
 * renders the page again before the change is visible to it. The one call every writer of public
 * content makes.
 */
export async function contentChanged(db: Pick<Database, "execute">): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}

export type ContentWatch = {
  /** False while the listening connection is down: a change could then go unheard. */
  synchronized: () => boolean;
  stop: () => Promise<void>;
};

type EmbeddedClient = { listen: (channel: string, callback: () => void) => Promise<() => Promise<void>> };
type PoolClient = { options: Record<string, unknown> };

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Calls `onChange` whenever any process (this one included) reports a content change. On
 * PostgreSQL it holds one connection of its own; while that connection is down `synchronized()`
 * is false, and each reconnection counts as a change, since one may have been missed meanwhile.
 */
export async function watchContentChanges(db: Database, onChange: () => void, logger: Logger): Promise<ContentWatch> {
  const client = (db as unknown as { $client: EmbeddedClient | PoolClient }).$client;
  if ("listen" in client && typeof client.listen === "function") {
    const unlisten = await client.listen(CONTENT_CHANNEL, onChange);
    return { synchronized: () => true, stop: () => unlisten() };
  }

  const { Client } = (await import("pg")).default;
  const options = (client as PoolClient).options;
  let connection: InstanceType<typeof Client> | undefined;
  let synchronized = false;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (reason: unknown) => {
    if (stopped || !synchronized) return;
    synchronized = false;
    logger.warn({ err: reason }, "content change listener lost its connection: stored pages are bypassed until it is back");
    onChange();
    schedule();
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = async () => {
    const next = new Client({ ...options, max: undefined } as ConstructorParameters<typeof Client>[0]);
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) onChange();
    });
    next.on("error", lost);
    next.on("end", () => lost(new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      if (!stopped) {
        logger.warn({ err: error }, "content change listener could not connect; retrying");
        schedule();
      }
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    connection = next;
    delay = RECONNECT_MIN_MS;
    // Anything published while no one listened is covered by starting over.
    onChange();
    synchronized = true;
  };

  await connect();
  return {
    synchronized: () => synchronized,
    stop: async () => {
      stopped = true;
      synchronized = false;
      if (timer) clearTimeout(timer);
      await connection?.end().catch(() => {});
    },
  };
}

// A stored page's brotli and gzip bytes: made at fast levels on a miss, so the page is answered at
// once, and made again at the best levels afterwards, one page at a time, so a burst of misses
// cannot keep both cores compressing. Levels and their measured cost: app/config/page-cache.ts.
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Logger } from "pino";
import { pageCompression } from "#app/config/page-cache.ts";
import type { Bodies, PageStore } from "./page-store.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Levels = { brotli: number; gzip: number };

const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

/** A page's bytes in every stored encoding at the miss levels. */
export async function compressForMiss(identity: Buffer, levels: Levels = pageCompression.miss): Promise<Bodies> {
  const [br, gz] = await Promise.all([brotliAt(identity, levels.brotli), gzip(identity, { level: levels.gzip })]);
  return { br, gzip: gz, identity };
}

export type Recompressor = {
  /** Called when a page was stored: starts the background work unless it is already running. */
  wake: () => void;
  /** Stops after the page being compressed, if any. */
  stop: () => Promise<void>;
};

/**
 * Recompresses the store's pages at the best levels in the background, after the answers that
 * stored them have been written: one page, and one encoding, at a time (zlib works on libuv's
 * thread pool, so the event loop goes on serving meanwhile).
 */
export function createRecompressor(store: PageStore, log: Logger, levels: Levels = pageCompression.best): Recompressor {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function drain() {
    await nextTurn();
    for (let next = store.nextToRecompress(); next && !stopped; next = store.nextToRecompress()) {
      const { key, page } = next;
      const identity = page.bodies.identity;
      try {
        const br = await brotliAt(identity, levels.brotli);
        const gz = await gzip(identity, { level: levels.gzip });
        store.recompressed(key, page, { br, gzip: gz });
      } catch (error) {
        // The miss levels' bytes are served as they are; the page is not tried again.
        log.error({ err: error, key }, "page recompression failed");
        store.recompressed(key, page, page.bodies);
      }
    }
    // Cleared in the same turn as the last look at the store, so a page stored after it wakes a new run.
    running = undefined;
  }

  return {
    wake: () => {
      if (!running && !stopped) running = drain();
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

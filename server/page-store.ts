// The stored pages of one process (server/page-cache.ts). Two rules keep a stream of made-up
// addresses from costing memory or the hot pages: a page with a parameter is kept only when its key
// is asked for twice (one request of junk is answered and forgotten), and such pages are evicted
// before any fixed address of the route table. The bounds are in app/config/page-cache.ts.
import { createHash } from "node:crypto";
import { pageCacheLimits } from "#app/config/page-cache.ts";
import type { PageKey } from "./page-cache-key.ts";

export type Encoding = "br" | "gzip" | "identity";
export type Bodies = Record<Encoding, Buffer>;

/** One page as it is served: its bytes in each encoding and what its headers need. */
export type StoredPage = {
  generation: number;
  storedAt: number;
  contentType: string;
  /** Script hashes for the CSP (HTML); null for feeds and text. */
  scriptHashes: string[] | null;
  /** The validator of the uncompressed bytes; each encoding's ETag adds a suffix. */
  tag: string;
  bodies: Bodies;
  size: number;
  /** Whether the best-quality compression has been tried (server/page-compression.ts). */
  recompressed: boolean;
};

/** The bounds of app/config/page-cache.ts's `pageCacheLimits` the store enforces. */
export type PageStoreLimits = {
  entries: number;
  bytes: number;
  lifetimeSeconds: number;
  admission: { seenKeys: number; windowSeconds: number };
};

export type PageStore = ReturnType<typeof createPageStore>;

export const sizeOf = (bodies: Bodies) => bodies.br.length + bodies.gzip.length + bodies.identity.length;

/** A short hash stands for a key seen once: the set's memory does not depend on the keys' length. */
const seenHash = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 16);

export function createPageStore({ limits = pageCacheLimits, now }: { limits?: PageStoreLimits; now: () => number }) {
  // Each Map is least recently used first: a hit re-inserts its entry.
  const fixed = new Map<string, StoredPage>();
  const parameterised = new Map<string, StoredPage>();
  /** Hashes of parameterised keys asked for once, with when; the oldest first. */
  const seen = new Map<string, number>();
  let bytes = 0;
  let generation = 0;

  const segmentOf = ({ fixed: isFixed }: PageKey) => (isFixed ? fixed : parameterised);

  const drop = (segment: Map<string, StoredPage>, key: string, page: StoredPage) => {
    segment.delete(key);
    bytes -= page.size;
  };

  function evict() {
    while (fixed.size + parameterised.size > limits.entries || bytes > limits.bytes) {
      const segment = parameterised.size > 0 ? parameterised : fixed;
      const [key, page] = segment.entries().next().value!;
      drop(segment, key, page);
    }
  }

  return {
    generation: () => generation,

    /** The stored page for a key, made most recently used; undefined once a change or its lifetime passed it. */
    get(pageKey: PageKey): StoredPage | undefined {
      const segment = segmentOf(pageKey);
      const page = segment.get(pageKey.key);
      if (!page) return undefined;
      drop(segment, pageKey.key, page);
      if (page.generation !== generation || now() - page.storedAt > limits.lifetimeSeconds * 1000) return undefined;
      segment.set(pageKey.key, page);
      bytes += page.size;
      return page;
    },

    /**
     * Whether a rendered page may be kept: always for a fixed address; for a parameterised one on
     * the second time its key is asked within the window (the first time is remembered).
     */
    admits(pageKey: PageKey): boolean {
      if (pageKey.fixed) return true;
      const hash = seenHash(pageKey.key);
      const seenAt = seen.get(hash);
      seen.delete(hash);
      if (seenAt !== undefined && now() - seenAt <= limits.admission.windowSeconds * 1000) return true;
      seen.set(hash, now());
      if (seen.size > limits.admission.seenKeys) seen.delete(seen.keys().next().value!);
      return false;
    },

    /** Keeps a page rendered in the current generation; whether it is stored after eviction. */
    keep(pageKey: PageKey, page: StoredPage): boolean {
      // A change reported while this page rendered may not be in it: served once, never kept.
      if (page.generation !== generation) return false;
      const segment = segmentOf(pageKey);
      const previous = segment.get(pageKey.key);
      if (previous === page) return true;
      if (previous) drop(segment, pageKey.key, previous);
      segment.set(pageKey.key, page);
      bytes += page.size;
      evict();
      return segment.get(pageKey.key) === page;
    },

    /** A stored page still at the miss levels, the route table's first. */
    nextToRecompress(): { key: string; page: StoredPage } | undefined {
      for (const segment of [fixed, parameterised]) {
        for (const [key, page] of segment) if (!page.recompressed) return { key, page };
      }
      return undefined;
    },

    /**
     * Swaps in each encoding's smaller bytes if `page` is still the one stored under `key` (not
     * dropped by a change, a lifetime or eviction meanwhile). The ETag is of the uncompressed bytes,
     * so it stays.
     */
    recompressed(key: string, page: StoredPage, best: Omit<Bodies, "identity">) {
      const segment = fixed.get(key) === page ? fixed : parameterised.get(key) === page ? parameterised : undefined;
      if (!segment) return;
      const smaller = (encoding: "br" | "gzip") => (best[encoding].length < page.bodies[encoding].length ? best[encoding] : page.bodies[encoding]);
      const bodies = { br: smaller("br"), gzip: smaller("gzip"), identity: page.bodies.identity };
      const better = { ...page, bodies, size: sizeOf(bodies), recompressed: true };
      // Map.set on a present key keeps its place in the least-recently-used order.
      segment.set(key, better);
      bytes += better.size - page.size;
    },

    /** Drops every stored page (what a content change does); keys seen once stay seen. */
    clear() {
      generation += 1;
      fixed.clear();
      parameterised.clear();
      bytes = 0;
    },

    stats: () => ({
      entries: fixed.size + parameterised.size,
      bytes,
      generation,
      parameterisedEntries: parameterised.size,
      seenKeys: seen.size,
    }),
  };
}

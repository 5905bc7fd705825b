// Public pages that do not depend on the request are rendered once and served as stored bytes:
// brotli and gzip (made at fast levels for the first answer, at the best ones in the background),
// a strong ETag, 304 on revalidation, a CSP from the page's script hashes, and Cache-Control a CDN
// understands. Which addresses qualify, the bounds and the header
// values are in app/config/page-cache.ts; docs/decisions/029-pages-rendered-once.md says why.
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type ContentWatch, watchContentChanges } from "#db/content-changes.ts";
import type { Database } from "#db/index.ts";
import { pageCacheControl } from "#app/config/page-cache.ts";
import type { Env } from "#app/env.server.ts";
import { SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import type { AppContext } from "#app/load-context.ts";
import { pageCacheKey, type PageKey } from "./page-cache-key.ts";
import { compressForMiss, createRecompressor } from "./page-compression.ts";
import { createPageStore, type Encoding, type PageStore, sizeOf, type StoredPage } from "./page-store.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { inlineScriptHashes, loadEntryThroughScriptElement } from "./strict-csp.ts";

export const STORED_CACHE_CONTROL = `public, max-age=0, s-maxage=${pageCacheControl.sharedMaxAgeSeconds}, stale-while-revalidate=${pageCacheControl.staleWhileRevalidateSeconds}`;

/** The inline script React Router puts in every document that hydrates. */
const ROUTER_CONTEXT = "window.__reactRouterContext";

/** Content types a stored page may have: documents, the feeds, robots.txt. */
const STORABLE_TYPE = /^(text\/html|application\/(rss\+)?xml|text\/plain)\b/i;

/** A render the cache will not keep (a 404, a redirect, a page that asked not to be stored). */
type Passed = { status: number; headers: Headers; body: Buffer; scriptHashes: string[] | null };

type Rendered = { kind: "stored"; page: StoredPage } | { kind: "passed"; response: Passed };

export type PageCache = {
  /** Express middleware: answers a stored page, or calls next() for everything else. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Drops every stored page (what a content change does). */
  invalidate: () => void;
  /** Stored pages and their bytes, keys seen once, and how requests were answered (tests, logs). */
  stats: () => PageCacheStats;
  stop: () => Promise<void>;
};

export type PageCacheDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  build: ServerBuild;
  /** The clock entries age by (tests move it). */
  now?: () => number;
};

export type PageCacheStats = ReturnType<PageStore["stats"]> & {
  /** Requests answered from a stored page. */
  hits: number;
  /** Requests for a page the cache may store that had to be rendered (or waited for a render). */
  misses: number;
  /** Pages rendered for the cache (stored or not). */
  renders: number;
};

/** A client's preferred encoding among the stored ones: brotli, then gzip, else the plain bytes. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };
const etagOf = (page: StoredPage, encoding: Encoding) => `"${page.tag}${ETAG_SUFFIX[encoding]}"`;

/** Whether If-None-Match names this page in any encoding (a CDN may revalidate another's copy). */
export function matchesValidator(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === "*" || value.replace(/^"|"$/g, "").replace(/-(br|gz)$/, "") === tag;
  });
}

function hasSessionCookie(req: Request): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * The page cache of one process. Pages are rendered by React Router without a nonce (so the whole
 * document at once, see entry.server.tsx), from their normalised address (server/page-cache-key.ts),
 * and dropped whenever any process reports a content change (db/content-changes.ts). While that
 * signal could be missed (the listening connection is down) nothing is served from the cache.
 */
export async function createPageCache({ env, db, logger, build, now = Date.now }: PageCacheDeps): Promise<PageCache> {
  const log = logger.child({ component: "page-cache" });
  const handler = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  const entryModule = build.assets.entry.module;
  const store = createPageStore({ now });
  const recompressor = createRecompressor(store, log);
  const rendering = new Map<string, Promise<Rendered>>();
  let hits = 0;
  let misses = 0;
  let renders = 0;

  const invalidate = () => store.clear();
  const watch: ContentWatch = await watchContentChanges(db, invalidate, log);

  async function render(key: string): Promise<Rendered> {
    renders += 1;
    const startedAt = store.generation();
    const context: AppContext = {
      env,
      db,
      logger: log,
      cspNonce: undefined,
      clientIp: "",
      secure: env.SITE_URL.startsWith("https:"),
    };
    const response = await handler(new Request(new URL(key, env.SITE_URL)), context);
    const contentType = response.headers.get("Content-Type") ?? "";
    const isHtml = contentType.startsWith("text/html");
    let text = await response.text();
    let scriptHashes: string[] | null = null;
    let entryFound = true;
    if (isHtml) {
      const rewritten = loadEntryThroughScriptElement(text, entryModule);
      text = rewritten.html;
      // A page that does not hydrate (decision 032) has no React Router context and no entry to load.
      entryFound = rewritten.rewritten || !text.includes(ROUTER_CONTEXT);
      scriptHashes = inlineScriptHashes(text);
    }
    const body = Buffer.from(text, "utf8");
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const storable =
      response.status === 200 &&
      STORABLE_TYPE.test(contentType) &&
      !response.headers.has("Set-Cookie") &&
      !/no-store|private/i.test(cacheControl) &&
      // A page made with a content reader's fallback (the database failed) goes out, but is not kept.
      !context.servedFallback &&
      (!isHtml || entryFound);
    if (isHtml && !entryFound && response.status === 200) log.warn({ key }, "page not stored: its entry script import was not found");
    if (!storable) return { kind: "passed", response: { status: response.status, headers: response.headers, body, scriptHashes } };

    const bodies = await compressForMiss(body);
    const page: StoredPage = {
      generation: startedAt,
      storedAt: now(),
      contentType,
      scriptHashes,
      tag: createHash("sha256").update(body).digest("base64url").slice(0, 27),
      bodies,
      size: sizeOf(bodies),
      recompressed: false,
    };
    return { kind: "stored", page };
  }

  function renderOnce(key: string): Promise<Rendered> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  /** Keeps an answered page if the store admits it; its best compression follows in the background. */
  function keep(pageKey: PageKey, page: StoredPage) {
    if (store.admits(pageKey) && store.keep(pageKey, page)) recompressor.wake();
  }

  function sendStored(req: Request, res: Response, page: StoredPage) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (page.scriptHashes) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.scriptHashes }, req.secure));
    res.setHeader("Cache-Control", STORED_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etagOf(page, encoding));
    if (matchesValidator(req.headers["if-none-match"], page.tag)) {
      res.status(304).end();
      return;
    }
    const body = page.bodies[encoding];
    res.status(200);
    res.setHeader("Content-Type", page.contentType);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendPassed(req: Request, res: Response, passed: Passed) {
    res.status(passed.status);
    for (const [name, value] of passed.headers) {
      if (name === "set-cookie" || name === "content-length" || name === "transfer-encoding") continue;
      res.setHeader(name, value);
    }
    for (const cookie of passed.headers.getSetCookie()) res.append("Set-Cookie", cookie);
    if (passed.scriptHashes) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: passed.scriptHashes }, req.secure));
    if (!passed.headers.has("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
    res.end(req.method === "HEAD" ? undefined : passed.body);
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !watch.synchronized() || hasSessionCookie(req)) return next();
    const queryAt = req.url.indexOf("?");
    const pageKey = queryAt === -1 ? pageCacheKey(req.url, "") : pageCacheKey(req.url.slice(0, queryAt), req.url.slice(queryAt));
    if (pageKey === null) return next();
    const hit = store.get(pageKey);
    if (hit) {
      hits += 1;
      return sendStored(req, res, hit);
    }
    misses += 1;
    const { key } = pageKey;
    renderOnce(key)
      .then((rendered) => {
        if (rendered.kind === "passed") return sendPassed(req, res, rendered.response);
        sendStored(req, res, rendered.page);
        keep(pageKey, rendered.page);
      })
      .catch((error: unknown) => {
        // The page is then rendered per request, with the site's own error page if it fails again.
        if (res.headersSent) return next(error);
        log.error({ err: error, key }, "page render for the cache failed");
        next();
      });
  };

  return {
    middleware,
    invalidate,
    stats: () => ({ ...store.stats(), hits, misses, renders }),
    stop: async () => {
      await recompressor.stop();
      await watch.stop();
    },
  };
}

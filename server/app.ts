import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import type { AppContext } from "#app/load-context.ts";
import { clientErrorStatus } from "./client-error.ts";
import { clientAddress } from "./client-address.ts";
import { drainOnceThroughCompression } from "./drain-listeners.ts";
import type { PageCache } from "./page-cache.ts";
import { createLeadApi } from "./lead-api.ts";
import { createVisitApi } from "./visit-api.ts";
import type { ServerMetrics } from "./metrics/index.ts";
import { refuseNulBytes } from "./nul-bytes.ts";
import { createReadiness, PROBE_PATHS, probeRoutes, type Readiness } from "./readiness.ts";
import { requestGuard } from "./request-guard.ts";
import { discardUnreadBodies } from "./unread-bodies.ts";
import { securityHeaders } from "./security-headers.ts";

/** What the server needs without pages: tests mount the API on this alone. */
export type CoreDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The clock the lead API reads (tests move it). */
  now?: () => Date;
  /** What /readyz answers (server/main.ts marks it shutting down); one over `db` when omitted. */
  readiness?: Readiness;
  /** Each request's trace span (server/tracing), when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  traceRequests?: express.RequestHandler;
  /** Request series, /metrics and the operations service (server/metrics); tests mostly go without. */
  metrics?: ServerMetrics;
};

export type ServerDeps = CoreDeps & {
  /** Directory holding the client build (production). */
  clientDir?: string;
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
  /** Stored public pages (production); without it every page is rendered per request. */
  pageCache?: PageCache;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A request's URL as the log may keep it: "/bookings/<token>/…" → "/bookings/[token]/…" (the page,
 * its data requests and the API alike), the same for the newsletter's confirm and unsubscribe links
 * and a staff invitation (a log line must open nothing), and an admin URL without its query, where
 * the inbox's search and filters may name a person (who may ask to be erased).
 */
export const loggableUrl = (url: string) =>
  url
    .replace(/(\/bookings\/)[^/?#]+/, "$1[token]")
    .replace(/(\/newsletter\/(?:confirm|unsubscribe)\/)[^/?#]+/, "$1[token]")
    .replace(/(\/admin\/invitation\/)[^/?#]+/, "$1[token]")
    .replace(/^(\/admin(?:[/.][^?#]*)?)[?#].*$/, "$1?[query]");

/**
 * Logging, compression, security headers, the request guard, the probes and the lead API; `mountPages` adds
 * the site itself (static files and React Router) before the final error handler.
 */
export function createCoreApp({ env, db, logger, now, readiness, traceRequests, metrics }: CoreDeps, mountPages?: (app: express.Express) => void) {
  const app = express();
  app.disable("x-powered-by");
  // Proxy headers are believed only from the proxies the operator names (a hop count or their
  // addresses), never from everyone: a client could otherwise choose its own address.
  app.set("trust proxy", env.TRUST_PROXY);
  // Before the logger: /metrics is answered unlogged, and every other request is timed from here.
  if (metrics) app.use(metrics.middleware);

  app.use(
    pinoHttp({
      logger,
      // Development: Vite answers one request per source module and reports its own failures.
      customLogLevel: (_req, res, err) =>
        res.locals?.servedByVite ? "silent" : err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      // Unique across processes, and returned to the client: a visitor's report or a proxy log
      // leads to the server's log lines for that request.
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? "") },
      // One short line per request; headers (cookies included) stay out of the log, and so do link
      // tokens and the admin's queries (loggableUrl).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  if (traceRequests) app.use(traceRequests);
  app.use(compression());
  app.use(drainOnceThroughCompression);
  app.use(securityHeaders);
  app.use(discardUnreadBodies);
  app.use(requestGuard);
  app.use(refuseNulBytes);

  app.use(probeRoutes(readiness ?? createReadiness({ db, logger })));

  // Before the pages: /api/* never reaches React Router. The beacon before the lead API's catch-all.
  app.use(createVisitApi({ env, db, logger, now }));
  app.use(createLeadApi({ env, db, logger, now }));

  mountPages?.(app);

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors that carry a 4xx are the request's fault (an address whose %-escapes do not decode,
    // say): answered with that status, and logged by pino-http as the warning they are.
    const status = clientErrorStatus(error);
    if (!status) req.log.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(status ?? 500).type("text/plain").send(STATUS_CODES[status ?? 500]);
  });

  return app;
}

export function createApp({ clientDir, build, vite, pageCache, ...core }: ServerDeps) {
  const { env, db } = core;
  return createCoreApp(core, (app) => {
    // Before the static files: a stored page is answered from memory without a file lookup.
    if (pageCache) app.use(pageCache.middleware);
    if (vite) {
      app.use((req, res, next) => {
        res.locals.servedByVite = true;
        vite.middlewares(req, res, (error?: unknown) => {
          res.locals.servedByVite = false;
          next(error);
        });
      });
    } else if (clientDir) {
      // Fingerprinted files never change under their name; everything else revalidates hourly.
      // The build compressed them once at full strength, so no request spends CPU on it.
      const precompressed = (dir: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]) =>
        expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic: { index: false, ...serveStatic } });
      app.use("/assets", precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000 }));
      app.use(precompressed(clientDir, { maxAge: "1h" }));
    }

    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: env.NODE_ENV === "development" ? "development" : "production",
        getLoadContext: (req, res): AppContext => ({
          env,
          db,
          logger: req.log,
          cspNonce: res.locals.cspNonce as string | undefined,
          clientIp: clientAddress(req),
          secure: req.secure,
          operations: core.metrics?.operations,
        }),
      }),
    );
  });
}

// /metrics itself: on the site's port behind METRICS_TOKEN, and on METRICS_PORT (loopback only,
// no token) for a scraper beside the server. Plain node:http handlers, so the primary process of a
// cluster, which runs no Express, serves it the same way.
import { createHash, timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import { register } from "prom-client";
import { exposition, type Gather } from "./reports.ts";

export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent, its length included.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token));
}

function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/** Answers GET/HEAD with every process's series; 503 when some process could not report. */
export function metricsHandler(gather: Gather, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
    let text: string;
    try {
      text = await exposition(await gather({ metrics: true, database: true }));
    } catch (error) {
      logger.warn({ err: error }, "metrics could not be gathered");
      return answer(res, 503, "Service Unavailable\n");
    }
    res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : text);
  };
}

/** `handler` behind METRICS_TOKEN: 401 without the token or with another. */
export function withBearerToken(token: string, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!bearerMatches(req.headers.authorization, token)) return answer(res, 401, "Unauthorized\n", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    return handler(req, res);
  };
}

/** METRICS_PORT: a listener of its own on 127.0.0.1 that serves /metrics and nothing else. */
export async function listenForScrapes(port: number, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void, logger: Logger) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH) return answer(res, 404, "Not Found\n");
    return handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  logger.info(`metrics on http://127.0.0.1:${port}${METRICS_PATH}`);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Counts and times every request the site answers, labelled by the route that answered it (never
// the path: route-label.ts), its method and status. /metrics is answered here before anything else
// runs, so a scrape is neither logged nor counted.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { ProcessSeries } from "./process-series.ts";
import { expressRouteOf } from "#server/route-pattern.ts";
import { UNMATCHED_LABEL, type RouteLabeller } from "./route-label.ts";
import { METRICS_PATH } from "./endpoint.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Any other method a client invents is one label, "other". */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

/** The path of the request as sent (an absolute-form target's path too); null when it does not parse. */
function pathOf(originalUrl: string): string | null {
  try {
    return new URL(originalUrl, "http://site.invalid").pathname;
  } catch {
    return null;
  }
}

/** An Express route names itself (the lead API, health checks); a page or file is labelled from its path. */
function routeOf(req: Request, labeller: RouteLabeller): string {
  const expressRoute = expressRouteOf(req);
  if (expressRoute !== undefined) return expressRoute;
  const path = pathOf(req.originalUrl);
  return path === null ? UNMATCHED_LABEL : labeller.ofPath(path);
}

export function countRequests(
  series: ProcessSeries,
  labeller: RouteLabeller,
  serveMetrics?: (req: IncomingMessage, res: ServerResponse) => unknown,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (serveMetrics && req.path === METRICS_PATH) return void serveMetrics(req, res);
    const startedAt = performance.now();
    // At "close" the answer is complete or the client has gone; the route that answered is known.
    res.once("close", () => {
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      series.recordRequest({ route: routeOf(req, labeller), method: methodLabel(req.method), status }, (performance.now() - startedAt) / 1000);
    });
    next();
  };
}

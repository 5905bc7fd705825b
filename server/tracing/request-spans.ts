import type * as OtelApi from "@opentelemetry/api";
import type { RequestHandler } from "express";
import { loggableUrl } from "#server/app.ts";
import { METRICS_PATH } from "#server/metrics/endpoint.ts";
import { PROBE_PATHS } from "#server/readiness.ts";
import { expressRouteOf } from "#server/route-pattern.ts";

export type Otel = { api: typeof OtelApi; tracer: OtelApi.Tracer; propagator: OtelApi.TextMapPropagator };

const headerGetter: OtelApi.TextMapGetter<Record<string, string | string[] | undefined>> = {
  keys: (headers) => Object.keys(headers),
  get: (headers, key) => headers[key],
};

/** Probes and scrapes, every few seconds from the orchestrator and Prometheus: no trace each. */
const UNTRACED: ReadonlySet<string> = new Set([...PROBE_PATHS, METRICS_PATH]);

/**
 * The server span of every request, active while the rest of the app handles it, named by method
 * and route pattern once the response is done. It carries the request id pino-http gave the
 * request (the X-Request-Id header), so a visitor's report, a log line and a trace lead to each
 * other. Each request starts a trace of its own: a `traceparent` a client sends is kept as a link,
 * so a visitor can neither join another trace nor turn sampling off.
 */
export function requestSpans({ api, tracer, propagator }: Otel, routeOf: (path: string) => string | undefined): RequestHandler {
  return (req, res, next) => {
    if (UNTRACED.has(req.path)) return next();
    const upstream = api.trace.getSpanContext(propagator.extract(api.ROOT_CONTEXT, req.headers, headerGetter));
    const span = tracer.startSpan(req.method, {
      kind: api.SpanKind.SERVER,
      root: true,
      links: upstream && api.isSpanContextValid(upstream) ? [{ context: upstream }] : [],
      attributes: {
        "http.request.method": req.method,
        "url.path": loggableUrl(req.path),
        "url.scheme": req.protocol,
        "lumenguard.request_id": String(req.id),
      },
    });
    res.once("close", () => {
      // An Express route of the server's own (the lead API) names itself; the pages are React Router's.
      const route = expressRouteOf(req) ?? routeOf(req.path);
      if (route) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute("http.route", route);
      }
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      if (!res.writableFinished) span.setAttribute("error.type", "aborted");
      span.end();
    });
    api.context.with(api.trace.setSpan(api.context.active(), span), next);
  };
}

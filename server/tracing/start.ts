// OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set. Every OpenTelemetry package is
// loaded here with a dynamic import, never a static one (lint holds the rest of the code to type
// imports): the server bundle keeps packages external and would hoist a static import to its top,
// loading the SDK on every start. Unset, nothing of it is loaded (decision 036).
import type * as OtelApi from "@opentelemetry/api";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { QueryListener } from "#db/query-listeners.ts";
import type { Env } from "#app/env.server.ts";
import { setTracer, type SpanKind } from "#app/lib/tracing.server.ts";
import { createRouteMatcher, dataRequestPage } from "#server/route-pattern.ts";
import { requestSpans, type Otel } from "./request-spans.ts";
import { routeSpans } from "./route-spans.ts";

export type Tracing = {
  /** A pino mixin: the ids of the span a log line is written in. */
  logFields: () => Record<string, string>;
  /** Sends the SDK's own complaints (a collector that refuses spans or cannot be reached) to the log. */
  reportTo: (logger: Logger) => void;
  /** Database statements, as spans of the work that runs them (a listener of the database handle's). */
  traceQuery: QueryListener;
  /** The server span of each request; mounted right after the request logger, which names the request id. */
  requests: RequestHandler;
  /** The build with React Router's instrumentations: a span per loader and action. */
  instrumentBuild: <Build extends ServerBuild | (() => Promise<ServerBuild>)>(build: Build) => Build;
  /** Exports what is still buffered (at most SHUTDOWN_FLUSH_MS: a collector that is down must not hold the stop). */
  shutdown: () => Promise<void>;
};

const SHUTDOWN_FLUSH_MS = 5_000;
/** A collector that is down is reported once a minute, not after every failed export. */
const REPORT_INTERVAL_MS = 60_000;
/** Long statements (a bulk insert's placeholders) are cut to this in a span. */
const ATTRIBUTE_LENGTH_LIMIT = 2048;

/** "select … from "posts" …" → "SELECT posts": the operation and its first table, a span's name. */
export function statementSummary(statement: string): string {
  const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? "QUERY";
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(statement)?.[1];
  return table ? `${operation} ${table}` : operation;
}

/** An error's code (SQLSTATE, EENVELOPE, ECONNREFUSED) or else its class: what a failed span says. */
export function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" || typeof code === "number") return String(code);
  return error instanceof Error ? error.name : typeof error;
}

export async function startTracing(env: Env): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const [api, { BatchSpanProcessor, TracerProvider }, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
    ]);

  const provider = new TracerProvider({
    resource: resources.defaultResource().merge(resources.resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME, "process.pid": process.pid })),
    spanLimits: { attributeValueLengthLimit: ATTRIBUTE_LENGTH_LIMIT },
    // The exporter reads the endpoint (<endpoint>/v1/traces) and the other OTEL_EXPORTER_OTLP_*
    // variables (headers, timeout, a traces-only endpoint) from the environment, as the standard says.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.trace.setGlobalTracerProvider(provider);
  const otel: Otel = { api, tracer: provider.getTracer(env.OTEL_SERVICE_NAME), propagator: new W3CTraceContextPropagator() };
  const { tracer } = otel;

  const kinds: Record<SpanKind, OtelApi.SpanKind> = {
    internal: api.SpanKind.INTERNAL,
    client: api.SpanKind.CLIENT,
    server: api.SpanKind.SERVER,
    producer: api.SpanKind.PRODUCER,
    consumer: api.SpanKind.CONSUMER,
  };
  // A refusal's message may quote an address (an SMTP 550) or a value (a statement's bad input):
  // a send or a statement keeps its error's code only.
  const fail = (span: OtelApi.Span, error: unknown) => {
    span.setAttribute("error.type", errorType(error));
    span.setStatus({ code: api.SpanStatusCode.ERROR });
  };
  setTracer((name, { kind = "internal", attributes, root }, run) =>
    tracer.startActiveSpan(name, { kind: kinds[kind], attributes, root }, async (span) => {
      try {
        return await run();
      } catch (error) {
        fail(span, error);
        throw error;
      } finally {
        span.end();
      }
    }),
  );

  const done = () => {};
  const traceQuery: QueryListener = (statement) => {
    // A statement outside any traced work (the outbox's polling, start-up) is no trace of its own.
    if (!api.trace.getSpan(api.context.active())) return done;
    const span = tracer.startSpan(statementSummary(statement), {
      kind: api.SpanKind.CLIENT,
      attributes: { "db.system.name": "postgresql", "db.query.text": statement },
    });
    return (error) => {
      if (error) fail(span, error);
      span.end();
    };
  };

  const instrumentations = [routeSpans(otel)];
  let current: ServerBuild | undefined;
  const matchers = new WeakMap<ServerBuild["routes"], (path: string) => string | undefined>();
  const routeOf = (path: string) => {
    if (!current) return undefined;
    let matcher = matchers.get(current.routes);
    if (!matcher) matchers.set(current.routes, (matcher = createRouteMatcher(current.routes)));
    // A data request's span is named by its page's pattern.
    return matcher(dataRequestPage(path) ?? path);
  };
  const instrument = (build: ServerBuild): ServerBuild => {
    current = build;
    const module = build.entry.module;
    return { ...build, entry: { ...build.entry, module: { ...module, instrumentations: [...(module.instrumentations ?? []), ...instrumentations] } } };
  };

  return {
    logFields: (): Record<string, string> => {
      const context = api.trace.getSpan(api.context.active())?.spanContext();
      return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
    },
    reportTo: (logger) => {
      let lastReport = 0;
      const report = (message: string, ...args: unknown[]) => {
        if (Date.now() - lastReport < REPORT_INTERVAL_MS) return;
        lastReport = Date.now();
        const err = args.find((arg) => arg instanceof Error);
        logger.warn({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, ...(err ? { err } : {}) }, `tracing: ${message}`);
      };
      api.diag.setLogger({ error: report, warn: report, info: done, debug: done, verbose: done }, api.DiagLogLevel.WARN);
    },
    traceQuery,
    requests: requestSpans(otel, routeOf),
    // Development's build is a function React Router calls per request; the latest one names routes.
    instrumentBuild: <Build extends ServerBuild | (() => Promise<ServerBuild>)>(build: Build) =>
      (typeof build === "function" ? async () => instrument(await build()) : instrument(build as ServerBuild)) as Build,
    shutdown: async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS)));
      await Promise.race([provider.shutdown().catch(done), timeout]);
      clearTimeout(timer);
    },
  };
}

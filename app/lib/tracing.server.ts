// The one way features record a span. It imports nothing from OpenTelemetry: without
// OTEL_EXPORTER_OTLP_ENDPOINT no tracer is ever set and `traced` only runs the work; with it,
// server/tracing/ sets the tracer at start-up (docs/decisions/036-tracing.md).

/** OpenTelemetry's span kinds, by name. */
export type SpanKind = "internal" | "client" | "server" | "producer" | "consumer";

export type SpanOptions = {
  kind?: SpanKind;
  /** OpenTelemetry attribute names; never a personal value (an address, a name) or a secret. */
  attributes?: Record<string, string | number | boolean>;
  /** A trace of its own, whatever is running: work the outbox does outside any request. */
  root?: boolean;
};

export type Tracer = <T>(name: string, options: SpanOptions, run: () => Promise<T>) => Promise<T>;

let tracer: Tracer | undefined;

/** Called once by server/tracing when tracing is on. */
export function setTracer(active: Tracer | undefined): void {
  tracer = active;
}

/** Runs `run` inside a span named `name` when tracing is on; a failure marks the span and is rethrown. */
export function traced<T>(name: string, options: SpanOptions, run: () => Promise<T>): Promise<T> {
  return tracer ? tracer(name, options, run) : run();
}

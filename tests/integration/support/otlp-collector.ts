// An OpenTelemetry collector stand-in on loopback: accepts OTLP/HTTP JSON at POST /v1/traces, as
// the exporter sends it, and keeps every span with its attributes flattened.
import http from "node:http";

export type CollectedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
  status?: { code?: number };
};

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpExport = {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<Omit<CollectedSpan, "attributes" | "resource"> & { attributes?: OtlpAttribute[] }> }>;
  }>;
};

const valueOf = ({ stringValue, intValue, boolValue, doubleValue }: OtlpValue) =>
  stringValue ?? (intValue !== undefined ? Number(intValue) : (boolValue ?? doubleValue));
const flatten = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

export type OtlpCollector = {
  url: string;
  spans: CollectedSpan[];
  /** Every request's path and content type, as the exporter sent them. */
  requests: Array<{ path: string; contentType?: string }>;
  /** Resolves with the spans once `found` says they are all there (rejects after timeoutMs). */
  waitFor: (found: (spans: CollectedSpan[]) => boolean, timeoutMs?: number) => Promise<CollectedSpan[]>;
  close: () => Promise<void>;
};

export async function startOtlpCollector(port: number): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const requests: OtlpCollector["requests"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", contentType: req.headers["content-type"] });
      if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport;
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        for (const scope of scopeSpans) {
          for (const span of scope.spans ?? []) {
            spans.push({ ...span, parentSpanId: span.parentSpanId || undefined, attributes: flatten(span.attributes), resource: flatten(resource?.attributes) });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const waitFor = async (found: (spans: CollectedSpan[]) => boolean, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!found(spans)) {
      if (Date.now() > deadline) throw new Error(`the collector did not get the spans expected in ${timeoutMs} ms (it has ${spans.map((s) => s.name).join(", ")})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return spans;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

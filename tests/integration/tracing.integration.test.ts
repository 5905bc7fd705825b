// OpenTelemetry end to end, on the built server (`node build/server.js`): the bundle is what is
// tested, since the order in which it loads modules decides what tracing sees. Spans go to a
// collector stand-in on loopback, mail to an SMTP sink.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from "#tests/integration/support/otlp-collector.ts";
import { createSmtpSink, type SmtpSink } from "#tests/integration/support/smtp-sink.ts";
import { ensureProductionBuild } from "#tests/integration/support/production-build.ts";

const COLLECTOR_PORT = Number(process.env.TRACING_TEST_PORT ?? 4470);
const SMTP_PORT = COLLECTOR_PORT + 1;
const SERVER_PORT = COLLECTOR_PORT + 2;
const RECEIVER_PORT = COLLECTOR_PORT + 3;
const SERVER_KIND = 2;
const CLIENT_KIND = 3;

type Server = { base: string; child: ChildProcess; lines: () => Array<Record<string, unknown>>; stop: () => Promise<void> };

const started: Server[] = [];

/** Starts the built server with tracing to `collector` and a fresh embedded database; answers once healthy. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-tracing-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(SERVER_PORT),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: Server = {
    base,
    child,
    lines: () => output.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  started.push(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) return server;
    if (Date.now() > deadline) throw new Error("the server did not become healthy");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const inTrace = (spans: CollectedSpan[], traceId: string) => spans.filter((span) => span.traceId === traceId);
const serverSpanOf = (spans: CollectedSpan[], requestId: string) =>
  spans.find((span) => span.kind === SERVER_KIND && span.attributes["lumenguard.request_id"] === requestId);

describe("tracing with OTEL_EXPORTER_OTLP_ENDPOINT set", () => {
  let collector: OtlpCollector;
  let sink: SmtpSink;

  beforeAll(async () => {
    ensureProductionBuild();
    collector = await startOtlpCollector(COLLECTOR_PORT);
    sink = await createSmtpSink({ port: SMTP_PORT });
  }, 300_000);

  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    collector.spans.length = 0;
  });

  afterAll(async () => {
    await collector?.close();
    await sink?.stop();
  });

  it("loads no OpenTelemetry module from the bundle's top: the SDK is imported only when tracing is on", () => {
    const bundle = readFileSync("build/server.js", "utf8");
    expect(bundle).not.toMatch(/^import[^;]*from\s*"@opentelemetry\//m);
    expect(bundle).toMatch(/import\("@opentelemetry\/sdk-trace"\)/);
  });

  it("sends one request's spans, server, loader and query, in one trace carrying the request id; log lines carry the trace id", async () => {
    const server = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "100" });
    // A first request for /blog renders it (a later one is answered from the page cache, without its loader).
    const page = await fetch(`${server.base}/blog`);
    expect(page.status).toBe(200);
    const requestId = page.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const spans = await collector.waitFor((all) => {
      const request = serverSpanOf(all, requestId);
      return !!request && inTrace(all, request.traceId).some((span) => span.attributes["db.system.name"]);
    });
    const request = serverSpanOf(spans, requestId)!;
    expect(request).toMatchObject({
      name: "GET /blog",
      parentSpanId: undefined,
      attributes: { "http.request.method": "GET", "http.route": "/blog", "http.response.status_code": 200, "url.path": "/blog" },
      resource: { "service.name": "lumenguard-site" },
    });
    expect(collector.requests.every(({ path: sentTo, contentType }) => sentTo === "/v1/traces" && contentType === "application/json")).toBe(true);

    const trace = inTrace(spans, request.traceId);
    const loader = trace.find((span) => span.name === "loader routes/blog");
    expect(loader?.parentSpanId).toBe(request.spanId);
    const queries = trace.filter((span) => span.attributes["db.system.name"] === "postgresql");
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.kind === CLIENT_KIND)).toBe(true);
    expect(queries.some((query) => query.parentSpanId === loader!.spanId && /from "blog_posts"/.test(String(query.attributes["db.query.text"])))).toBe(true);

    const logged = server.lines().find((line) => (line.req as { id?: string } | undefined)?.id === requestId && line.msg === "request completed");
    expect(logged).toMatchObject({ trace_id: request.traceId, span_id: request.spanId });
  }, 120_000);

  it("traces a form's action and its queries without the values posted, and each SMTP and webhook send as a trace of its own", async () => {
    // A CRM's webhook receiver, whose URL path holds a token of its own.
    const receiver = http.createServer((req, res) => req.resume().on("end", () => res.writeHead(204).end()));
    await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
    const server = await startServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: "100",
      SMTP_URL: sink.url,
      WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/receiver-token-123`,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
    }).catch(async (error: unknown) => {
      receiver.close();
      throw error;
    });
    const marker = `tracing-${Date.now()}`;
    const posted = await fetch(`${server.base}/contact-us`, {
      method: "POST",
      headers: { Origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Ada", lastName: "Lovelace", workEmail: `${marker}@engines.example`, phoneNumber: "", message: `Hello ${marker}`, website: "" }),
    });
    expect(posted.status).toBe(200);
    const requestId = posted.headers.get("x-request-id")!;
    await sink.waitForMessages(1);

    const spans = await collector
      .waitFor((all) => !!serverSpanOf(all, requestId) && ["smtp send", "webhook send"].every((name) => all.some((span) => span.name === name)))
      .finally(() => receiver.close());
    const request = serverSpanOf(spans, requestId)!;
    expect(request.name).toBe("POST /contact-us");
    const trace = inTrace(spans, request.traceId);
    const action = trace.find((span) => span.name === "action routes/contact-us");
    expect(action?.parentSpanId).toBe(request.spanId);
    expect(trace.some((span) => span.parentSpanId === action!.spanId && /^INSERT leads\b/.test(span.name))).toBe(true);

    const send = spans.find((span) => span.name === "smtp send")!;
    expect(send).toMatchObject({ kind: CLIENT_KIND, parentSpanId: undefined, attributes: { "lumenguard.outbox_id": expect.any(String) } });
    expect(send.traceId).not.toBe(request.traceId);
    const webhook = spans.find((span) => span.name === "webhook send")!;
    expect(webhook).toMatchObject({ kind: CLIENT_KIND, parentSpanId: undefined, attributes: { "server.address": "127.0.0.1", "http.request.method": "POST" } });
    expect(JSON.stringify(webhook)).not.toContain("receiver-token-123");
    // Neither the address nor the message reached a span.
    expect(JSON.stringify(spans)).not.toContain(marker);
  }, 120_000);

  it("exports what is buffered when it stops", async () => {
    // Nothing would be exported for ten minutes but for the flush on shutdown.
    const server = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "600000" });
    const page = await fetch(`${server.base}/pricing`);
    expect(page.status).toBe(200);
    const requestId = page.headers.get("x-request-id")!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(serverSpanOf(collector.spans, requestId)).toBeUndefined();
    await server.stop();
    expect(serverSpanOf(collector.spans, requestId)).toMatchObject({ name: "GET /pricing" });
  }, 120_000);
});

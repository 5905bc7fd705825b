// Prometheus metrics on the production server (`node build/server.js`): who may scrape /metrics,
// which series move as requests, page-cache hits, mail, webhooks and rate limits happen, that no
// label ever carries a path or a visitor's value, and that under WEB_CONCURRENCY=2 on PostgreSQL one
// scrape adds up both processes while the database-wide series are read once, not doubled.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { ensureProductionBuild } from "#tests/integration/support/production-build.ts";
import { freePort } from "#scripts/lib/free-port.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
/** The SMTP server below refuses this domain's mailboxes for now (451), as a busy relay would. */
const REFUSED_DOMAIN = "@refused.example";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text answer. */
function samplesOf(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name = "", labelText = "", value = ""] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, raw]) => [key!, raw!]));
      return { name, labels, value: Number(value) };
    });
}

/** The sum of a series over the samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(url: string, token?: string): Promise<{ status: number; headers: Headers; text: string; samples: Sample[] }> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, samples: response.ok ? samplesOf(text) : [] };
}

/** A GET on a connection of its own: under node:cluster each new connection may reach another process. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      })
      .on("error", reject);
  });
}

function contactForm(base: string, workEmail: string, fields: Record<string, string> = {}) {
  return fetch(`${base}/contact-us`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: "Jane",
      lastName: "Roe",
      workEmail,
      phoneNumber: "",
      message: "Do you support on-premises deployment?",
      website: "",
      idempotencyKey: randomUUID(),
      ...fields,
    }).toString(),
  });
}

/** An SMTP server on loopback that takes every message except to REFUSED_DOMAIN, which it defers. */
async function startRefusingSmtp() {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(REFUSED_DOMAIN)) return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      delivered.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, delivered, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A CRM that is down: every webhook delivery is answered 503. */
async function startFailingReceiver() {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(503).end("down for maintenance");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(() => ensureProductionBuild(), 300_000);

describe("metrics of one server process on the embedded database", () => {
  let server: ProductionServer;
  let metricsPort: number;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let receiver: Awaited<ReturnType<typeof startFailingReceiver>>;
  const metrics = () => scrape(`${server.baseUrl}/metrics`, TOKEN);

  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    receiver = await startFailingReceiver();
    metricsPort = await freePort();
    server = await startProductionServer({
      port: await freePort(),
      captureOutput: true,
      env: {
        METRICS_TOKEN: TOKEN,
        METRICS_PORT: String(metricsPort),
        SMTP_URL: smtp.url,
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET,
        RATE_LIMIT_PER_MINUTE: "3",
        LOG_LEVEL: "info",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await receiver?.stop();
  });

  it("answers /metrics to the token's bearer only, and on METRICS_PORT without one", async () => {
    const without = await scrape(`${server.baseUrl}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect((await scrape(`${server.baseUrl}/metrics`, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`${server.baseUrl}/metrics`, TOKEN.slice(0, -1))).status).toBe(401);

    const scraped = await metrics();
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(total(scraped.samples, "lumenguard_build_info")).toBe(1);
    expect(total(scraped.samples, "lumenguard_server_processes")).toBe(1);
    expect(total(scraped.samples, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(scraped.samples.some((sample) => sample.name === "nodejs_eventloop_lag_seconds")).toBe(true);

    const onPort = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onPort.status).toBe(200);
    expect(total(onPort.samples, "lumenguard_build_info")).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/pricing`)).status).toBe(404);
  });

  it("counts requests by route pattern, method and status, not the scrapes, which are not logged either", async () => {
    const before = (await metrics()).samples;
    for (let n = 0; n < 3; n++) expect((await fetch(`${server.baseUrl}/blog/some-slug?q=jane@example.com`)).status).toBe(404);
    for (let n = 0; n < 2; n++) expect((await fetch(`${server.baseUrl}/pricing`)).status).toBe(200);
    const after = (await metrics()).samples;
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);

    expect(moved("lumenguard_http_requests_total", { route: "/blog/:slug", method: "GET", status: "404" })).toBe(3);
    expect(moved("lumenguard_http_requests_total", { route: "/pricing", method: "GET", status: "200" })).toBe(2);
    expect(moved("lumenguard_http_request_duration_seconds_count", { route: "/blog/:slug", method: "GET", status_class: "4xx" })).toBe(3);
    expect(moved("lumenguard_http_requests_total", {})).toBe(5);

    const again = (await metrics()).samples;
    expect(total(again, "lumenguard_http_requests_total")).toBe(total(after, "lumenguard_http_requests_total"));
    expect(server.output()).toContain('"url":"/blog/some-slug?q=jane@example.com"');
    expect(server.output()).not.toContain('"url":"/metrics"');
  });

  it("counts a page-cache miss, then a hit, for a page asked twice", async () => {
    const before = (await metrics()).samples;
    for (let n = 0; n < 2; n++) expect((await fetch(`${server.baseUrl}/newsroom`)).status).toBe(200);
    const after = (await metrics()).samples;
    const moved = (result: string) => total(after, "lumenguard_page_cache_requests_total", { result }) - total(before, "lumenguard_page_cache_requests_total", { result });
    expect(moved("miss")).toBe(1);
    expect(moved("hit")).toBe(1);
    expect(total(after, "lumenguard_page_cache_entries")).toBe(total(before, "lumenguard_page_cache_entries") + 1);
    expect(total(after, "lumenguard_page_cache_bytes")).toBeGreaterThan(total(before, "lumenguard_page_cache_bytes"));
  });

  it("counts the outbox's deliveries by channel and outcome, and its backlog, after a contact form post", async () => {
    expect((await contactForm(server.baseUrl, `jane${REFUSED_DOMAIN}`)).status).toBe(200);
    const delivered = (samples: Sample[], channel: string, outcome: string) => total(samples, "lumenguard_outbox_deliveries_total", { channel, outcome });
    const { samples } = await until(
      metrics,
      ({ samples: now }) => delivered(now, "email", "sent") >= 1 && delivered(now, "email", "failed") >= 1 && delivered(now, "webhook", "failed") >= 1,
      "the outbox worker's first attempts",
    );
    // Sales was told; the visitor's acknowledgement was deferred by their server; the CRM was down.
    expect(smtp.delivered).toEqual(["sales@lumenguard.example"]);
    expect(delivered(samples, "email", "sent")).toBe(1);
    expect(delivered(samples, "email", "failed")).toBe(1);
    expect(delivered(samples, "webhook", "failed")).toBe(1);
    expect(delivered(samples, "email", "dead") + delivered(samples, "webhook", "sent")).toBe(0);

    // Both wait for their retry: the backlog shows them, and how long the oldest has waited.
    const backlog = (await until(metrics, ({ samples: now }) => total(now, "lumenguard_outbox_messages", { status: "pending" }) === 2, "the backlog")).samples;
    expect(total(backlog, "lumenguard_outbox_messages", { status: "pending", channel: "email" })).toBe(1);
    expect(total(backlog, "lumenguard_outbox_messages", { status: "pending", channel: "webhook" })).toBe(1);
    expect(total(backlog, "lumenguard_outbox_messages", { status: "dead" })).toBe(0);
    expect(total(backlog, "lumenguard_outbox_oldest_pending_age_seconds", { channel: "email" })).toBeGreaterThan(0);
    expect(total(backlog, "lumenguard_outbox_oldest_pending_age_seconds", { channel: "webhook" })).toBeGreaterThan(0);
    // Nothing is queued ahead of its time here (no booking), yet the series is there, at 0, for each channel.
    const scheduled = backlog.filter((sample) => sample.name === "lumenguard_outbox_scheduled_messages").map((sample) => [sample.labels.channel, sample.value]);
    expect(scheduled.sort()).toEqual([
      ["caldav", 0],
      ["email", 0],
      ["webhook", 0],
    ]);
  });

  it("counts rate-limit refusals of the contact form (React Router's action) and of the lead API alike", async () => {
    const refusals = async () => total((await metrics()).samples, "lumenguard_rate_limit_refusals_total", { limiter: "lead" });
    const before = await refusals();
    const untilRefused = async (post: () => Promise<Response>) => {
      for (let n = 0; n < 5; n++) if ((await post()).status === 429) return;
      throw new Error("never refused");
    };
    await untilRefused(() => contactForm(server.baseUrl, "not-an-address"));
    await untilRefused(() =>
      fetch(`${server.baseUrl}/api/functions/send-chatbot-datasheet-email`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect((await refusals()) - before).toBe(2);
  });

  it("reads the database once per scrape: the outbox's backlog, one query", async () => {
    const queries = async () => total((await metrics()).samples, "lumenguard_db_query_duration_seconds_count");
    const counts = [await queries(), await queries(), await queries(), await queries()];
    const deltas = counts.slice(1).map((count, at) => count - counts[at]!);
    // A background task (the outbox worker's poll) may add its own between two scrapes.
    expect(Math.min(...deltas)).toBe(1);
  });

  it("never labels a series with a path, a query or a visitor's value", async () => {
    const { samples, text } = await metrics();
    const values = samples.flatMap((sample) => Object.values(sample.labels));
    for (const value of values) {
      expect(value).not.toMatch(/@|\?|some-slug|jane|refused/i);
    }
    const routes = new Set(samples.filter((sample) => sample.labels.route !== undefined).map((sample) => sample.labels.route!));
    expect([...routes].every((route) => route === "static" || route === "unmatched" || route.startsWith("/"))).toBe(true);
    expect(routes).toContain("/blog/:slug");
    expect(routes).toContain("/contact-us");
    expect(routes).toContain("/api/functions/:name");
    expect(text).not.toContain("jane@example.com");
  });
});

describe("metrics turned off", () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ port: await freePort() });
  }, 120_000);
  afterAll(() => server?.stop());

  it("answer /metrics with the site's 404 page, whatever the request carries", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>) {
      const response = await fetch(`${server.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("metrics of WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let metricsPort: number;
  let workerPids: number[] = [];
  const metrics = () => scrape(`${server.baseUrl}/metrics`, TOKEN);

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    metricsPort = await freePort();
    server = await startProductionServer({
      port: await freePort(),
      captureOutput: true,
      env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), LOG_LEVEL: "info" },
    });
    // /healthz answers once one process listens; the scrape says when both report.
    await until(metrics, ({ samples }) => total(samples, "lumenguard_server_processes") === 2, "both server processes", 60_000);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("adds up the requests both processes answered in one scrape, on the site's port and on METRICS_PORT", async () => {
    const sent = 20;
    for (let n = 0; n < sent; n++) expect(await getOnNewConnection(`${server.baseUrl}/pricing`)).toBe(200);

    // The log says which process answered each (once its lines are written): both did.
    const answeredBy = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"url":"/pricing"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
    const pids = await until(async () => answeredBy(), (logged) => logged.length === sent, "the request log");
    workerPids = [...new Set(pids)];
    expect(workerPids).toHaveLength(2);

    const pricing = { route: "/pricing", method: "GET", status: "200" };
    // Each scrape lands on either process (new connections); every one sees both processes' counts.
    for (let n = 0; n < 4; n++) {
      const { samples } = await metrics();
      expect(total(samples, "lumenguard_http_requests_total", pricing)).toBe(sent);
      expect(total(samples, "lumenguard_server_processes")).toBe(2);
      expect(total(samples, "lumenguard_build_info")).toBe(1);
    }
    const onPort = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onPort.status).toBe(200);
    expect(total(onPort.samples, "lumenguard_http_requests_total", pricing)).toBe(sent);
    expect(total(onPort.samples, "lumenguard_db_pool_connections")).toBeGreaterThanOrEqual(2);
  });

  it("reports the database-wide outbox backlog once, not once per process", async () => {
    // Without SMTP_URL a contact's two e-mails (visitor and sales) are held.
    const posted = await fetch(`${server.baseUrl}/api/functions/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Jane", lastName: "Roe", workEmail: "jane@acme.example", phoneNumber: "", message: "Hello" }),
    });
    expect(posted.status).toBe(200);
    for (const { samples } of [await metrics(), await scrape(`http://127.0.0.1:${metricsPort}/metrics`)]) {
      expect(total(samples, "lumenguard_outbox_messages", { status: "held", channel: "email" })).toBe(2);
    }
  });

  it("reads the database once per scrape, whichever process answers it", async () => {
    const queries = async () => total((await metrics()).samples, "lumenguard_db_query_duration_seconds_count");
    const counts = [await queries(), await queries(), await queries(), await queries()];
    const deltas = counts.slice(1).map((count, at) => count - counts[at]!);
    // Were every process to read the backlog, each scrape would add two.
    expect(Math.min(...deltas)).toBe(1);
  });

  it("fails a scrape with 503 while a process cannot report, rather than show part of the site", async () => {
    const [stalled] = workerPids;
    expect(stalled).toBeDefined();
    process.kill(stalled!, "SIGSTOP");
    try {
      const startedAt = Date.now();
      expect((await scrape(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(503);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4_900);
    } finally {
      process.kill(stalled!, "SIGCONT");
    }
    const { status, samples } = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(status).toBe(200);
    expect(total(samples, "lumenguard_server_processes")).toBe(2);
  });
});

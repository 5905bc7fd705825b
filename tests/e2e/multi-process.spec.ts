// The deployment topology of compose.yaml without containers: two server processes started the
// way the image starts them (`npm run serve`), one PostgreSQL database, one SMTP server, and a
// proxy's X-Forwarded-For (TRUST_PROXY=1). Nothing one process keeps to itself may matter.
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { createSmtpSink, type SmtpSink } from "#tests/integration/support/smtp-sink.ts";
import { requestInFlight } from "./support/in-flight.ts";
import { freePort } from "#scripts/lib/free-port.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const SITE_URL = "https://www.lumenguard.example";
const ADMIN = { email: "ops@lumenguard.example", password: "two processes, one session" };
const RATE_LIMIT = 3;

test.skip(!postgresUrl, "needs PostgreSQL: set TEST_DATABASE_URL (.ci/run does)");
test.describe.configure({ mode: "serial" });

type Server = { name: string; base: string; child: ChildProcess; exited: Promise<number | null>; log: () => string };

function startServer(name: string, port: number, env: Record<string, string>): Server {
  const child = spawn("npm", ["run", "--silent", "serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL,
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: "info",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DOCS_PASSWORD: "one phrase for all",
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npm passes SIGTERM on to the server, but a SIGKILL reaches npm alone.
    detached: true,
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { name, base: `http://127.0.0.1:${port}`, child, exited, log: () => log };
}

/** Kills npm and the server it started (a group gone already is fine). */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // ESRCH: nothing of the group is left.
  }
}

async function waitHealthy(server: Server) {
  await expect
    .poll(async () => (await fetch(`${server.base}/healthz`).catch(() => null))?.status, { timeout: 90_000, message: `${server.name}: ${server.log()}` })
    .toBe(200);
}

/** A request as the proxy forwards it for the visitor at `ip`. */
function fromVisitor(ip: string, init: RequestInit = {}): RequestInit {
  return { ...init, redirect: "manual", headers: { "x-forwarded-for": ip, ...init.headers } };
}

function contactLead(ip: string, n: number): RequestInit {
  return fromVisitor(ip, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Multi", lastName: `Process ${n}`, workEmail: `visitor${n}@acme.example`, message: `Lead ${n}.` }),
  });
}

let servers: Server[] = [];
let sink: SmtpSink;
let database: { url: string; drop: () => Promise<void> };

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  database = await createEmptyPostgresDatabase(postgresUrl!);
  // A relay that takes a moment per message, so both workers find rows while the other sends.
  sink = await createSmtpSink({ delayMs: 40 });
  const env = { DATABASE_URL: database.url, SMTP_URL: sink.url };
  // Both start together on the empty database: the migrations run once, under the advisory lock.
  servers = [startServer("A", await freePort(), env), startServer("B", await freePort(), env)];
  await Promise.all(servers.map(waitHealthy));
});

test.afterAll(async () => {
  // Stopping two servers, the relay and dropping the database took over 30 s on a loaded machine.
  test.setTimeout(120_000);
  for (const server of servers) killGroup(server.child);
  await Promise.all(servers.map((server) => server.exited));
  await sink?.stop();
  await database?.drop();
});

test("the processes started together applied each migration once", async () => {
  const applied = servers.map((server) => (server.log().match(/"migration \S+ applied"/g) ?? []).length);
  const [row] = await query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  expect(applied.reduce((sum, count) => sum + count, 0)).toBe(row!.n);
});

test("an admin session made on one process is valid on the other", async () => {
  const [a, b] = servers;
  const login = await fetch(`${a!.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: "/admin/leads" }),
  });
  expect(login.status).toBe(302);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  for (const server of [a!, b!]) {
    const page = await fetch(`${server.base}/admin/leads`, { headers: { cookie }, redirect: "manual" });
    expect(page.status, server.name).toBe(200);
    expect(await page.text()).toContain("Sign out");
  }
  const anonymous = await fetch(`${b!.base}/admin/leads`, { redirect: "manual" });
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toContain("/admin/login");
});

test("a visitor's rate limit counts across the processes", async () => {
  const [a, b] = servers;
  const ip = "203.0.113.50";
  const statuses = [];
  for (let n = 0; n < RATE_LIMIT + 1; n++) {
    const server = n % 2 === 0 ? a! : b!;
    statuses.push((await fetch(`${server.base}/api/functions/send-contact-email`, contactLead(ip, 900 + n))).status);
  }
  expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429]);
  // Another visitor behind the same proxy is not affected.
  expect((await fetch(`${a!.base}/api/functions/send-contact-email`, contactLead("203.0.113.51", 950))).status).toBe(200);
});

test("a post published and edited on one process is served by the other within a second", async () => {
  const [a, b] = servers;
  const login = await fetch(`${a!.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: "/admin/blog" }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const editor = await (await fetch(`${a!.base}/admin/blog`, { headers: { cookie } })).text();
  const csrf = editor.match(/name="csrf" value="([^"]+)"/)![1]!;
  const save = (fields: Record<string, string>) =>
    fetch(`${a!.base}/admin/blog`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, excerpt: "Two processes, one page.", tags: "cache", published: "on", ...fields }),
    });
  const title = "Published on one process";
  expect((await save({ intent: "create", title, content: "The first version." })).status).toBe(302);
  const [post] = await query<{ id: string; slug: string; version: number }>(`select id, slug, version from blog_posts where title = '${title}'`);
  const page = `${b!.base}/blog/${post!.slug}`;
  const list = `${b!.base}/blog`;

  // B serves the new post within a second, then from its stored copy (the same validator again).
  const created = Date.now();
  await expect.poll(async () => (await fetch(page)).status, { timeout: 1000, intervals: [25] }).toBe(200);
  expect(Date.now() - created).toBeLessThan(1000);
  const stored = await fetch(page);
  expect(stored.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(await stored.text()).toContain("The first version.");
  expect((await fetch(page, { headers: { "if-none-match": stored.headers.get("etag")! } })).status).toBe(304);
  expect(await (await fetch(list)).text()).toContain(title);

  // An edit on A: B's stored page is replaced within a second.
  // The save names the version it edits (a stale one is refused, see the editor's workspace).
  expect((await save({ intent: "update", id: post!.id, version: String(post!.version), title, content: "The edited version." })).status).toBe(302);
  const edited = Date.now();
  await expect.poll(async () => (await fetch(page)).text(), { timeout: 1000, intervals: [25] }).toContain("The edited version.");
  expect(Date.now() - edited).toBeLessThan(1000);
  expect((await fetch(page, { headers: { "if-none-match": stored.headers.get("etag")! } })).status).toBe(200);

  // Deleted on A: gone from B's page, list and sitemap within a second.
  expect((await save({ intent: "delete", id: post!.id })).status).toBe(302);
  await expect.poll(async () => (await fetch(page)).status, { timeout: 1000, intervals: [25] }).toBe(404);
  await expect.poll(async () => (await fetch(list)).text(), { timeout: 1000, intervals: [25] }).not.toContain(title);
  await expect.poll(async () => (await fetch(`${b!.base}/sitemap.xml`)).text(), { timeout: 1000, intervals: [25] }).not.toContain(post!.slug);
});

test("every e-mail leaves exactly once while both outbox workers send", async () => {
  const [a, b] = servers;
  const leads = 24;
  for (let n = 0; n < leads; n++) {
    const response = await fetch(`${(n % 2 === 0 ? a : b)!.base}/api/functions/send-contact-email`, contactLead(`198.51.100.${n + 1}`, n));
    expect(response.status).toBe(200);
  }
  const rows = await query<{ id: string }>("select id from outbox");
  expect(rows.length).toBeGreaterThanOrEqual(leads);
  await expect
    .poll(async () => (await query<{ n: number }>("select count(*)::int as n from outbox where status <> 'sent'"))[0]!.n, { timeout: 60_000 })
    .toBe(0);
  // Time for a duplicate to arrive, if some worker were to send a row twice.
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  const delivered = sink.messages.map((mail) => mail.messageId);
  expect(delivered).toHaveLength(rows.length);
  expect(new Set(delivered).size).toBe(rows.length);
  expect(new Set(delivered)).toEqual(new Set(rows.map((row) => `<${row.id}@lumenguard.example>`)));
  // Both processes took part.
  for (const server of servers) expect(server.log(), server.name).toContain('"msg":"e-mail sent"');
});

test("one process stops gracefully under load and the other fails no request", async () => {
  test.setTimeout(120_000);
  const [a, b] = servers;
  const failuresAtB: string[] = [];
  let answeredAtB = 0;
  let stop = false;
  let visitor = 0;

  // Eight clients keep pages and lead submissions going to B throughout. Every lead comes from an
  // address of its own (198.18.0.0/15, 62,500 of them), so however fast B answers, none meets the
  // per-minute limit: a 429 here would say nothing about the stop.
  const loadB = Array.from({ length: 8 }, async (_, client) => {
    while (!stop) {
      const lead = client % 2 === 0;
      const n = visitor++;
      const init = lead ? contactLead(`198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`, 2000 + n) : fromVisitor("192.0.2.254");
      const url = lead ? `${b!.base}/api/functions/send-contact-email` : `${b!.base}${["/", "/pricing", "/blog"][client % 3]}`;
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (response.status === 200) answeredAtB++;
        else failuresAtB.push(`${url} ${response.status}`);
      } catch (error) {
        failuresAtB.push(`${url} ${String(error)}`);
      }
    }
  });

  // A request in flight at A when the signal arrives: its headers go first, its body after.
  const inFlight = requestInFlight(
    `${a!.base}/api/functions/send-contact-email`,
    { firstName: "In", lastName: "Flight", workEmail: "in.flight@acme.example", message: "Answered before exit." },
    { "x-forwarded-for": "192.0.2.253" },
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const answeredBeforeStop = answeredAtB;
  // The signal goes to npm, as `docker stop` sends it to the container's first process.
  a!.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight.finish();
  expect(await inFlight.status).toBe(200);
  expect(await a!.exited).toBe(0);
  expect(a!.log()).toContain('"msg":"stopped"');

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  stop = true;
  await Promise.all(loadB);
  expect(failuresAtB).toEqual([]);
  expect(answeredAtB).toBeGreaterThan(answeredBeforeStop);
  test.info().annotations.push({ type: "load at B", description: `${answeredAtB} requests answered, ${answeredBeforeStop} before A's stop` });
});

test("WEB_CONCURRENCY runs that many server processes on one port and stops them together", async () => {
  test.setTimeout(120_000);
  const cluster = startServer("cluster", await freePort(), { DATABASE_URL: database.url, SMTP_URL: sink.url, WEB_CONCURRENCY: "2" });
  servers.push(cluster);
  await waitHealthy(cluster);

  // The complete JSON lines logged so far (the last one may still be arriving).
  const lines = () =>
    cluster
      .log()
      .split("\n")
      .slice(0, -1)
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; req?: { url: string } });
  const listeningPids = () => new Set(lines().filter((line) => line.msg.startsWith("listening on")).map((line) => line.pid));
  // /healthz answers as soon as one worker listens; the other may still be starting.
  await expect.poll(() => listeningPids().size, { timeout: 60_000 }).toBe(2);
  const listening = listeningPids();
  const primary = lines().find((line) => line.msg === "starting 2 server processes")!.pid;
  expect(listening.has(primary)).toBe(false);

  const responses = await Promise.all(Array.from({ length: 12 }, () => fetch(`${cluster.base}/pricing`).then((response) => response.status)));
  expect(responses).toEqual(Array(12).fill(200));
  // Both workers answered some of the requests (their log lines arrive a moment later).
  await expect.poll(() => new Set(lines().filter((line) => line.req?.url === "/pricing").map((line) => line.pid))).toEqual(listening);

  cluster.child.kill("SIGTERM");
  expect(await cluster.exited).toBe(0);
  expect(cluster.log().match(/"msg":"stopped"/g)).toHaveLength(2);
  expect(cluster.log()).toContain('"msg":"all server processes stopped"');
});

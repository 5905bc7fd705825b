// The metrics of one process over a real database, in this process: query times on both drivers
// (transactions included), the pool's state on PostgreSQL, and the operations service the System
// page reads. tests/integration/metrics.integration.test.ts scrapes the production server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { createCoreApp } from "#server/app.ts";
import { callFunction, silentLogger, testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, loadServerBuild } from "#tests/integration/support/site-harness.ts";
import { startMetrics, type ServerMetrics } from "./index.ts";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each(testDatabaseTargets())("server metrics on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let metrics: ServerMetrics;
  let server: http.Server;
  let url: string;

  /** One series' value in a scrape of this process. */
  const scraped = async (series: string) => {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const value = new RegExp(`^${series} (\\S+)$`, "m").exec(text)?.[1];
    return value === undefined ? undefined : Number(value);
  };

  beforeAll(async () => {
    handle = await open();
    const env = testEnv({ RATE_LIMIT_PER_MINUTE: "2", METRICS_TOKEN: TOKEN });
    metrics = await startMetrics({ env, logger: silentLogger, database: handle, build: await loadServerBuild() });
    server = http.createServer(createCoreApp({ env, db: handle.db, logger: silentLogger, metrics }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await metrics.stop();
    await handle.close();
  });

  it("tells the System page about this process: its pid, uptime, memory and event-loop lag", async () => {
    const [only, ...others] = await metrics.operations.processes();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ pid: process.pid });
    expect(only!.uptimeSeconds).toBeGreaterThan(0);
    expect(only!.rssBytes).toBeGreaterThan(only!.heapUsedBytes);
    expect(only!.heapUsedBytes).toBeGreaterThan(0);
    expect(only!.eventLoopLagMs).toBeGreaterThanOrEqual(0);
  });

  it("gives the System page its key figures: requests, server errors, rate-limit refusals", async () => {
    const before = await metrics.operations.snapshot();
    expect(before).toMatchObject({ version: "development", processes: 1, pageCache: { hits: 0, misses: 0, hitRatio: null } });
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await callFunction(url, "send-chatbot-datasheet-email", {})).status);
    expect(statuses).toEqual([422, 422, 429]);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const after = await metrics.operations.snapshot();
    expect(after.requests - before.requests).toBe(4);
    expect(after.serverErrors).toBe(before.serverErrors);
    expect(after.rateLimitRefusals - before.rateLimitRefusals).toBe(1);
  });

  it("times every query, those inside a transaction too", async () => {
    // A scrape's own reads (the outbox's backlog) are counted by the next one: two scrapes in a row
    // differ by exactly that one query.
    const first = (await scraped("lumenguard_db_query_duration_seconds_count"))!;
    const second = (await scraped("lumenguard_db_query_duration_seconds_count"))!;
    expect(second - first).toBe(1);
    await handle.db.execute(sql`select 1`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    // The three statements, the previous scrape's backlog, and on PostgreSQL the transaction's BEGIN and COMMIT.
    const third = (await scraped("lumenguard_db_query_duration_seconds_count"))!;
    expect(third - second).toBe(name === "postgres" ? 6 : 4);
  });

  it.runIf(name === "postgres")("reports the PostgreSQL pool's connections", async () => {
    expect(await scraped("lumenguard_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(await scraped("lumenguard_db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
    expect(await scraped("lumenguard_db_pool_waiting_queries")).toBe(0);
  });
});

afterAll(() => closeServerBuild());

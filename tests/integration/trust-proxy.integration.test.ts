// TRUST_PROXY believes X-Forwarded-For only from the proxies it names, so a client cannot choose
// the address its rate limits count; and the limiter's table keeps only live counters.
import http from "node:http";
import { like } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { pruneRateLimits } from "#app/lib/rate-limit.server.ts";
import { startRateLimitPruning } from "#server/start-tasks.ts";
import { futureWeekday, startApiServer, testEnv, validBodies, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

const LIMIT = 3;
const body = JSON.stringify(validBodies(futureWeekday(1))["send-contact-email"]);

/** A POST to the contact function from a chosen loopback source address with chosen headers. */
function post(baseUrl: string, { from = "127.0.0.1", forwardedFor }: { from?: string; forwardedFor?: string }) {
  const url = new URL("/api/functions/send-contact-email", baseUrl);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function statuses(count: number, send: (i: number) => Promise<number>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push(await send(i));
  return seen;
}

const expectLimitedAfter = (seen: number[], allowed: number) => {
  expect(seen.slice(0, allowed)).toEqual(Array(allowed).fill(200));
  expect(seen.slice(allowed)).toEqual(Array(seen.length - allowed).fill(429));
};

describe.each(testDatabaseTargets())("TRUST_PROXY and the limiter table on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const servers: ApiServer[] = [];
  const serve = async (trustProxy: string) => {
    const server = await startApiServer({ env: testEnv({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: trustProxy }), db: handle.db });
    servers.push(server);
    return server;
  };
  const contactKeys = async () =>
    (await handle.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits).where(like(schema.rateLimits.key, "lead:send-contact-email:%")))
      .map((row) => row.key)
      .sort();
  /**
   * The counters a client's posts made. The embedded database's one process counts the per-minute
   * limit in memory (rate-limit.server.ts), so only PostgreSQL shows them as rows; the statuses
   * above show the same thing on both.
   */
  const expectCounted = async (keys: string[]) => {
    if (handle.reopen) expect(await contactKeys()).toEqual(keys);
    else expect(await contactKeys()).toEqual([]);
  };

  beforeAll(async () => {
    handle = await open();
  });
  beforeEach(async () => {
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await handle.close();
  });

  it("TRUST_PROXY=1: entries a client forges in front of the proxy's own are ignored", async () => {
    const api = await serve("1");
    // The proxy on loopback appends the address it saw (198.51.100.7) to what the client sent.
    const seen = await statuses(LIMIT + 11, (i) => post(api.url, { forwardedFor: `203.0.113.${i + 1}, 198.51.100.7` }));
    expectLimitedAfter(seen, LIMIT);
    // One counter for the one real client, not one per forged address.
    await expectCounted(["lead:send-contact-email:198.51.100.7"]);
  });

  it("the old flag value true means one proxy too, never every address", async () => {
    const api = await serve("true");
    const seen = await statuses(LIMIT + 3, (i) => post(api.url, { forwardedFor: `203.0.113.${i + 1}, 198.51.100.9` }));
    expectLimitedAfter(seen, LIMIT);
  });

  it("a CIDR list: only the named proxies' headers are believed", async () => {
    const api = await serve("127.0.0.1/32, 10.0.0.0/8");
    // Client 198.51.100.8 → CDN 10.1.2.3 → local proxy 127.0.0.1; the client forged the first entry.
    const viaProxies = await statuses(LIMIT + 2, (i) => post(api.url, { forwardedFor: `192.0.2.${i + 1}, 198.51.100.8, 10.1.2.3` }));
    expectLimitedAfter(viaProxies, LIMIT);
    // 127.0.0.2 is not a named proxy: its header is ignored and its own address counts.
    const direct = await statuses(LIMIT + 2, (i) => post(api.url, { from: "127.0.0.2", forwardedFor: `192.0.2.${i + 100}` }));
    expectLimitedAfter(direct, LIMIT);
    await expectCounted(["lead:send-contact-email:127.0.0.2", "lead:send-contact-email:198.51.100.8"]);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored", async () => {
    const api = await serve("");
    const seen = await statuses(LIMIT + 2, (i) => post(api.url, { from: "127.0.0.3", forwardedFor: `203.0.113.${i + 1}` }));
    expectLimitedAfter(seen, LIMIT);
    await expectCounted(["lead:send-contact-email:127.0.0.3"]);
  });

  describe("expired counters are deleted", () => {
    const row = (key: string, secondsFromNow: number) => ({ key, points: 1, expire: new Date(Date.now() + secondsFromNow * 1000) });

    it("pruneRateLimits keeps live counters only", async () => {
      await handle.db
        .insert(schema.rateLimits)
        .values([...Array.from({ length: 500 }, (_, i) => row(`lead:flood:192.0.2.${i}`, -1 - i)), row("lead:live:198.51.100.1", 60)]);
      expect(await pruneRateLimits(handle.db)).toBe(500);
      expect((await handle.db.select().from(schema.rateLimits)).map((r) => r.key)).toEqual(["lead:live:198.51.100.1"]);
      expect(await pruneRateLimits(handle.db)).toBe(0);
    });

    it("every process prunes on a timer from start-up", async () => {
      await handle.db.insert(schema.rateLimits).values(row("lead:at-start:192.0.2.1", -5));
      const stop = await startRateLimitPruning(25)({ env: testEnv(), database: handle, logger: pino({ level: "silent" }) });
      try {
        await expect.poll(async () => (await handle.db.select().from(schema.rateLimits)).length).toBe(0);
        await handle.db.insert(schema.rateLimits).values([row("lead:later:192.0.2.2", -1), row("lead:later:198.51.100.2", 60)]);
        await expect.poll(async () => (await handle.db.select().from(schema.rateLimits)).map((r) => r.key)).toEqual(["lead:later:198.51.100.2"]);
      } finally {
        await stop?.();
      }
    });
  });
});

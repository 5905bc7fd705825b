import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/index.ts";
import { createReadiness, NOT_READY, probeRoutes, type Readiness } from "./readiness.ts";

// The check itself runs against real databases in server/readiness.integration.test.ts; here the
// database's answer is scripted, to pin down what is made of it.
const db = {} as Database;

function logged() {
  const lines: Array<{ level: number; msg: string }> = [];
  return { lines, logger: pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

describe("readiness", () => {
  afterEach(() => vi.useRealTimers());

  it("is ready when nothing is pending, and says why not otherwise", async () => {
    let answer: () => Promise<string[]> = async () => [];
    let clock = 0;
    const { logger, lines } = logged();
    const readiness = createReadiness({ db, logger, pendingMigrations: () => answer(), now: () => clock });
    expect(await readiness.check()).toEqual({ ready: true });

    answer = async () => ["0009_next"];
    clock += 1000;
    expect(await readiness.check()).toEqual({ ready: false, reason: NOT_READY.migrations });

    answer = async () => Promise.reject(new Error("outer", { cause: new Error("connect ECONNREFUSED 127.0.0.1:5432") }));
    clock += 1000;
    expect(await readiness.check()).toEqual({ ready: false, reason: NOT_READY.database });
    clock += 1000;
    expect(await readiness.check()).toEqual({ ready: false, reason: NOT_READY.database });

    answer = async () => [];
    clock += 1000;
    expect(await readiness.check()).toEqual({ ready: true });
    // One line per change of state, the database's own words and no stack.
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, "ready: the database answers and every migration is applied"],
      [50, "not ready: migrations pending"],
      [50, "not ready: database unreachable"],
      [30, "ready: the database answers and every migration is applied"],
    ]);
    expect(lines[1]).toMatchObject({ pending: ["0009_next"] });
    expect(lines[2]).toMatchObject({ cause: "connect ECONNREFUSED 127.0.0.1:5432" });
    expect(JSON.stringify(lines)).not.toContain("stack");
  });

  it("asks the database at most once a second, however many probes arrive", async () => {
    let clock = 0;
    const pendingMigrations = vi.fn(async () => []);
    const readiness = createReadiness({ db, logger: pino({ level: "silent" }), pendingMigrations, now: () => clock });
    await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
    clock += 999;
    await readiness.check();
    expect(pendingMigrations).toHaveBeenCalledTimes(1);
    clock += 1;
    await readiness.check();
    expect(pendingMigrations).toHaveBeenCalledTimes(2);
  });

  it("is not ready when the database does not answer within 2 s", async () => {
    vi.useFakeTimers();
    const readiness = createReadiness({ db, logger: pino({ level: "silent" }), pendingMigrations: () => new Promise(() => {}) });
    const state = readiness.check();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await state).toEqual({ ready: false, reason: NOT_READY.database });
  });

  it("is not ready once shutting down, without asking the database", async () => {
    const pendingMigrations = vi.fn(async () => []);
    const readiness = createReadiness({ db, logger: pino({ level: "silent" }), pendingMigrations });
    readiness.markShuttingDown();
    expect(await readiness.check()).toEqual({ ready: false, reason: NOT_READY.shutdown });
    expect(pendingMigrations).not.toHaveBeenCalled();
  });
});

describe("the probe routes", () => {
  async function serve(readiness: Readiness) {
    const server = http.createServer(express().use(probeRoutes(readiness)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("/healthz answers 200 whatever the database does; /readyz 200 or 503 with the reason", async () => {
    let state: Awaited<ReturnType<Readiness["check"]>> = { ready: true };
    const { url, close } = await serve({ check: async () => state, markShuttingDown: () => {} });
    try {
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, await ready.json(), ready.headers.get("Cache-Control")]).toEqual([200, { status: "ready" }, "no-store"]);

      state = { ready: false, reason: NOT_READY.database };
      const unready = await fetch(`${url}/readyz`);
      expect([unready.status, await unready.json()]).toEqual([503, { status: "unavailable", reason: "database unreachable" }]);
      const live = await fetch(`${url}/healthz`);
      expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);
    } finally {
      await close();
    }
  });
});

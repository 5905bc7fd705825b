// /readyz against real databases and a real process (issue 37, item 2): ready when the database
// answers and has every migration the code ships; "migrations pending" when it lacks one, "database
// unreachable" once it is gone, "shutting down" from SIGTERM on; /healthz stays 200 throughout.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/index.ts";
import { createEmptyPostgresDatabase, testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { startApiServer, testEnv, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";
import { freePort } from "#scripts/lib/free-port.ts";

const probe = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, body: (await answer.json()) as unknown };
};

/** What /readyz answers once its last check (reused for a second) has been redone. */
const settled = (url: string, expected: unknown) => expect.poll(() => probe(`${url}/readyz`), { timeout: 10_000, interval: 250 }).toEqual(expected);

describe.each(testDatabaseTargets())("readiness on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let server: ApiServer;

  beforeAll(async () => {
    handle = await open();
    server = await startApiServer({ env: testEnv(), db: handle.db });
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  it("is ready with every migration applied, and says which is missing when the database lacks one", async () => {
    expect(await probe(`${server.url}/readyz`)).toEqual({ status: 200, body: { status: "ready" } });

    // The database as a restore from before the newest migration leaves it (the code is ahead).
    const newest = (await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: Array<{ hash: string; created_at: string }> };
    await settled(server.url, { status: 503, body: { status: "unavailable", reason: "migrations pending" } });
    expect(await probe(`${server.url}/healthz`)).toEqual({ status: 200, body: { status: "ok" } });

    const [row] = newest.rows;
    await handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`);
    await settled(server.url, { status: 200, body: { status: "ready" } });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("readiness when PostgreSQL goes away", () => {
  it("turns 503 'database unreachable' once the database is dropped, while /healthz stays 200", async () => {
    const { url, drop } = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const server = await startApiServer({ env: testEnv(), db: database.db });
    try {
      expect(await probe(`${server.url}/readyz`)).toEqual({ status: 200, body: { status: "ready" } });
      // WITH (FORCE) ends the app's connections too: every later one is refused by the server.
      await drop();
      await settled(server.url, { status: 503, body: { status: "unavailable", reason: "database unreachable" } });
      expect(await probe(`${server.url}/healthz`)).toEqual({ status: 200, body: { status: "ok" } });
    } finally {
      await server.close();
      await database.close().catch(() => {});
      await drop();
    }
  }, 30_000);
});

describe("readiness while the process stops", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-readiness-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("answers 503 'shutting down' from SIGTERM on, to requests on connections still open, and exits 0", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // `npm run dev`'s entry (the production entry needs `npm run build`); the shutdown is the same.
    // Node itself, not npx, so the signal reaches the server.
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      await expect.poll(() => probe(`${base}/readyz`).catch(() => null), { timeout: 90_000, interval: 500 }).toEqual({ status: 200, body: { status: "ready" } });

      // A lead in flight: its headers are in, its body is not.
      const body = JSON.stringify({ firstName: "Shut", lastName: "Down", workEmail: "shut.down@acme.example", message: "In flight." });
      const socket = net.connect(port, "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.write(
        `POST /api/functions/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));

      child.kill("SIGTERM");
      await expect.poll(() => fetch(`${base}/healthz`).then(() => "listening", () => "refused"), { timeout: 10_000 }).toBe("refused");

      // The lead finishes, and the probes that follow it on the same connection are answered by a
      // process that is stopping: not ready, still alive.
      socket.write(`${body}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      await new Promise((resolve) => socket.on("close", resolve));
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      expect(statuses).toEqual([200, 503, 200]);
      expect(received).toContain('{"status":"unavailable","reason":"shutting down"}');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    expect(output).not.toMatch(/"level":5\d|ERROR/);
  }, 120_000);
});

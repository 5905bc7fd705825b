import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { requestInFlight } from "./support/in-flight.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
// Whatever happens in the test, no server outlives it.
test.afterEach(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
});

test("the production server answers /healthz, serves immutable assets and stops cleanly on SIGTERM", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumenguard-shutdown-")),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => server!.on("exit", resolve));

  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 80_000 }).toBe(200);
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });

  const html = await (await fetch(`${base}/`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await fetch(`${base}${asset}`);
  expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } })).headers.get("content-encoding")).toBe("gzip");

  // A request still in flight when the signal arrives is answered before the process exits:
  // its headers go out first, the body only after the signal.
  const inFlight = requestInFlight(`${base}/api/functions/send-contact-email`, {
    firstName: "Shut",
    lastName: "Down",
    workEmail: "shut.down@acme.example",
    message: "In flight.",
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight.finish();
  expect(await inFlight.status).toBe(200);
  expect(await exited).toBe(0);
  expect(log).toContain("shutting down");
  expect(log).toContain("stopped");
});

// Starts the production build (`node build/server.js`) on loopback with a fresh embedded database
// (or the one given), for the scripts that measure it (audit, benches, load check, observatory)
// and the integration tests that need the real entry (metrics), and stops it again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type ProductionServer = {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
  /** What the server wrote to stdout and stderr so far (with `captureOutput`; empty otherwise). */
  output: () => string;
};

/** Polls /healthz until it answers 200. */
async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}

/**
 * `env` adds to or overrides the defaults: production mode, errors-only logging, SITE_URL set to the
 * server's own address, no SMTP (mail stays held in the outbox) and the embedded database, even when
 * the shell names a PostgreSQL one. The database lives in a temporary directory removed on stop,
 * unless `dataDir` names one to use (and keep).
 */
export async function startProductionServer({
  port,
  env = {},
  timeoutMs = 120_000,
  dataDir: givenDataDir,
  captureOutput = false,
}: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  dataDir?: string;
  /** Keep the server's log for the caller (tests read it) instead of passing its errors through. */
  captureOutput?: boolean;
}): Promise<ProductionServer> {
  const host = "127.0.0.1";
  const baseUrl = port === 80 ? `http://${host}` : `http://${host}:${port}`;
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), "lumenguard-server-"));
  const server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: host,
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", captureOutput ? "pipe" : "ignore", captureOutput ? "pipe" : "inherit"],
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHealth(baseUrl, timeoutMs),
      exited.then(() => Promise.reject(new Error(`the server exited before it became healthy${output ? `:\n${output}` : ""}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.pid!, stop, output: () => output };
}

// npx tsx scripts/load-check.ts (after npm run build): starts the production server on a loopback port with a
// fresh embedded database and the rate limit lifted, runs autocannon against one lead function and
// the availability endpoint, and prints a Markdown table for docs/load-check.md.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitForHealth } from "./lib/wait-for-health";

const PORT = Number(process.env.LOAD_CHECK_PORT ?? 4211);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.LOAD_CHECK_SECONDS ?? 10);
const CONNECTIONS = 10;

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-load-"));
  const server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "error",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(BASE);
    const contact = {
      url: `${BASE}/api/functions/send-contact-email`,
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Load",
        lastName: "Check",
        workEmail: "load.check@acme.example",
        message: "Autocannon load check of the contact function.",
        sourcePage: "/contact-us",
      }),
    };
    // Warm-up: the first requests compile schemas and templates.
    await autocannon({ ...contact, duration: 2, connections: 2 });
    const results = [
      await run("POST /api/functions/send-contact-email (validate, render 2 e-mails, 1 transaction)", contact),
      await run("GET /api/availability?date=… (1 query)", { url: `${BASE}/api/availability?date=2030-01-07` }),
    ];
    const load = loadavg().map((n) => n.toFixed(1)).join(", ");
    const lines = [
      `Measured ${new Date().toISOString()}; Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s; load average before the run ${load}.`,
      "",
      "| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors |",
      "|---|---|---|---|---|---|---|",
      ...results.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} |`),
    ];
    console.log(lines.join("\n"));
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

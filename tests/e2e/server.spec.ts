import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { requestInFlight } from "./support/in-flight.ts";
import { freePort } from "#scripts/lib/free-port.ts";

let server: ChildProcess | undefined;
// Whatever happens in the test, no server outlives it.
test.afterEach(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
});

/** Starts the production build on a free loopback port with a fresh embedded database; answers once healthy. */
async function startServer(env: Record<string, string>, stdio: "pipe" | "inherit") {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumenguard-server-spec-")),
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", stdio === "pipe" ? "pipe" : "ignore", stdio],
  });
  const started = server;
  const exited = new Promise<number | null>((resolve) => started.on("exit", resolve));
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 80_000 }).toBe(200);
  return { base, process: started, exited };
}

test("the production server answers /healthz, serves immutable assets and stops cleanly on SIGTERM", async () => {
  test.setTimeout(120_000);
  const { base, process: started, exited } = await startServer({ LOG_LEVEL: "info" }, "pipe");
  let log = "";
  started.stdout!.on("data", (chunk) => (log += chunk));
  started.stderr!.on("data", (chunk) => (log += chunk));
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
  started.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  inFlight.finish();
  expect(await inFlight.status).toBe(200);
  expect(await exited).toBe(0);
  expect(log).toContain("shutting down");
  expect(log).toContain("stopped");
});

test("behind TRUST_PROXY=1, X-Forwarded-For entries a client forges escape no limit: docs guesses, sign-ins, leads", async () => {
  test.setTimeout(120_000);
  const { base } = await startServer(
    { TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "3", DOCS_PASSWORD: "trust but verify", LOG_LEVEL: "error" },
    "inherit",
  );

  // The proxy on loopback appends the address it saw; everything before it is the client's own text.
  const via = (i: number) => ({ "X-Forwarded-For": `203.0.113.${i + 1}, 198.51.100.7`, Origin: base });
  const postForm = (pathname: string, fields: Record<string, string>, i: number) =>
    fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { ...via(i), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const statuses = async (count: number, send: (i: number) => Promise<Response>) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await send(i)).status);
    return seen;
  };

  const docs = await statuses(12, (i) => postForm("/docs", { intent: "unlock", password: `guess ${i}` }, i));
  expect(docs).toEqual([...Array(10).fill(401), 429, 429]);

  const signIns = await statuses(7, (i) => postForm("/admin/login", { email: "nobody@lumenguard.example", password: `guess ${i}` }, i));
  expect(signIns).toEqual([...Array(5).fill(401), 429, 429]);

  const contact = JSON.stringify({ firstName: "Ada", lastName: "Lovelace", workEmail: "ada@acme.example", message: "Hello." });
  const leads = await statuses(5, (i) =>
    fetch(`${base}/api/functions/send-contact-email`, { method: "POST", headers: { ...via(i), "Content-Type": "application/json" }, body: contact }),
  );
  expect(leads).toEqual([200, 200, 200, 429, 429]);
});

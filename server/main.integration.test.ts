import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";

/** Starts the server from source with `env`, expecting it to stop at once; returns its exit status and output. */
async function failedStart(env: Record<string, string>) {
  const child = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 60_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const lines = stderr.trim().split("\n").filter((line) => !line.startsWith("npm warn"));
  return { status, lines, everything: stdout + stderr };
}

describe("server start-up", () => {
  it("refuses an invalid environment value with one clear line", async () => {
    const { status, lines } = await failedStart({ PORT: "not-a-port" });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment: PORT must be a whole number between 0 and 65535 \(got "not-a-port"\)$/)]);
  }, 60_000);

  it("refuses several processes on the embedded database with one clear line", async () => {
    const { status, lines } = await failedStart({ WEB_CONCURRENCY: "2", DATABASE_URL: "" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      'Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process (got "2")',
    ]);
  }, 60_000);

  it("refuses a data directory another process holds, naming it", async () => {
    const { openDatabase } = await import("#db/index.ts");
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-busy-"));
    const holder = await openDatabase({ dataDir, role: "server" });
    try {
      const { status, lines } = await failedStart({ DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(status).toBe(1);
      expect(lines).toEqual([
        `Failed to start: DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}, a running server): the embedded database allows one process at a time. Stop it first, or use DATABASE_URL to run several.`,
      ]);
    } finally {
      await holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)("stops on a failed migration with one line naming it and the database's error", async () => {
    const { url, drop } = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      // A table in the way, as a hand-made change or an old copy of the schema would leave it.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("CREATE TABLE leads (id int)");
      await client.end();

      const { status, lines } = await failedStart({ DATABASE_URL: url });
      expect(status).toBe(1);
      expect(lines).toEqual([expect.stringMatching(/^Failed to start: migration 0000_init failed: relation "leads" already exists, in: CREATE TABLE "leads" \( …$/)]);
    } finally {
      await drop();
    }
  }, 90_000);

  it("names a bad secret-bearing value without printing the secret", async () => {
    const { status, lines, everything } = await failedStart({
      DATABASE_URL: "mysql://root:Env-S3cret-pw@db.internal/site",
      ADMIN_PASSWORD: "Adm1n-pw",
    });
    expect(status).toBe(1);
    expect(lines).toEqual([
      'Invalid environment: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://***@db.internal/site"); ' +
        "ADMIN_PASSWORD must be at least 12 characters (got 8 characters, not shown)",
    ]);
    expect(everything).not.toContain("Env-S3cret-pw");
    expect(everything).not.toContain("Adm1n-pw");
  }, 60_000);

  it("says which database it could not open, without its password", async () => {
    const { status, lines, everything } = await failedStart({ DATABASE_URL: "postgres://lumen:Start-Up-S3cret@127.0.0.1:1/lumen", LOG_LEVEL: "error" });
    expect(status).toBe(1);
    expect(lines[0]).toBe("Failed to start: Error: could not open postgres://lumen:***@127.0.0.1:1/lumen: connect ECONNREFUSED 127.0.0.1:1");
    expect(everything).not.toContain("Start-Up-S3cret");
  }, 60_000);
});

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Starts the server entry with extra environment and returns what it printed. */
function start(env: Record<string, string>) {
  const result = spawnSync("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  const stderrLines = result.stderr
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"));
  return { status: result.status, stderrLines, everything: result.stdout + result.stderr };
}

describe("server start-up", () => {
  it("refuses an invalid environment value with one clear line", () => {
    const { status, stderrLines } = start({ PORT: "not-a-port" });
    expect(status).toBe(1);
    expect(stderrLines).toEqual([expect.stringMatching(/^Invalid environment: PORT must be a whole number between 0 and 65535 \(got "not-a-port"\)$/)]);
  });

  it("names a bad secret-bearing value without printing the secret", () => {
    const { status, stderrLines, everything } = start({
      DATABASE_URL: "mysql://root:Env-S3cret-pw@db.internal/site",
      ADMIN_PASSWORD: "Adm1n-pw",
    });
    expect(status).toBe(1);
    expect(stderrLines).toEqual([
      'Invalid environment: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://***@db.internal/site"); ' +
        "ADMIN_PASSWORD must be at least 12 characters (got 8 characters, not shown)",
    ]);
    expect(everything).not.toContain("Env-S3cret-pw");
    expect(everything).not.toContain("Adm1n-pw");
  });

  it("says which database it could not open, without its password", () => {
    const { status, stderrLines, everything } = start({ DATABASE_URL: "postgres://lumen:Start-Up-S3cret@127.0.0.1:1/lumen", LOG_LEVEL: "error" });
    expect(status).toBe(1);
    expect(stderrLines[0]).toBe("Failed to start: Error: could not open postgres://lumen:***@127.0.0.1:1/lumen: connect ECONNREFUSED 127.0.0.1:1");
    expect(everything).not.toContain("Start-Up-S3cret");
  });
});

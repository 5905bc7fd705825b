import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("server start-up", () => {
  it("refuses an invalid environment value with one clear line", () => {
    const result = spawnSync("npx", ["tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "not-a-port", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n").filter((line) => !line.startsWith("npm warn"));
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment: PORT must be a whole number between 0 and 65535 \(got "not-a-port"\)$/)]);
  });
});

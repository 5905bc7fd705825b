import { describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("works with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SLOT_CAPACITY).toBe(2);
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(env.BOOKING_SLOTS).toHaveLength(21);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.SALES_EMAIL).toMatch(/@lumenguard\.example$/);
    expect(env.MAIL_FROM).toMatch(/@lumenguard\.example$/);
  });

  it("derives SITE_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://www.lumenguard.example/" }).SITE_URL).toBe("https://www.lumenguard.example");
  });

  it("reads every documented variable", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db",
      SMTP_URL: "smtps://u:p@mail.lumenguard.example:465",
      BOOKING_SLOTS: "09:00-17:00/30",
      SLOT_CAPACITY: "3",
      RATE_LIMIT_PER_MINUTE: "500",
      TRUST_PROXY: "1",
      DOCS_PASSWORD: "  open sesame ",
    });
    expect(env.BOOKING_SLOTS).toHaveLength(17);
    expect(env.SLOT_CAPACITY).toBe(3);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.DOCS_PASSWORD).toBe("open sesame");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SITE_URL", "localhost:3000"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://mail"],
    ["SALES_EMAIL", "not-an-address"],
    ["BOOKING_SLOTS", "noon"],
    ["SLOT_CAPACITY", "0"],
    ["RATE_LIMIT_PER_MINUTE", "-1"],
    ["TRUST_PROXY", "maybe"],
    ["ADMIN_PASSWORD", "short"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "2"],
  ])("refuses %s=%s with one line naming it", (key, value) => {
    let message = "";
    try {
      parseEnv({ [key]: value });
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid environment: ${key} `));
    expect(message).not.toContain("\n");
  });

  it("runs several processes only on PostgreSQL", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "4" })).toThrow(
      'Invalid environment: WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process (got "4")',
    );
  });
});

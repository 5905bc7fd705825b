import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { secretValues } from "#app/lib/redact.ts";
import { createLogger, ERROR_LINES_PER_MINUTE } from "./logger.ts";

const env = parseEnv({
  DATABASE_URL: "postgres://site:Db-Pa55word@db.internal:5432/site",
  SMTP_URL: "smtps://mailer:Smtp-Pa55word@mail.example:465",
  ADMIN_PASSWORD: "the admin's long passphrase",
  DOCS_PASSWORD: "trust but verify",
});

function capture() {
  const lines: string[] = [];
  const logger = createLogger("info", { secrets: secretValues(env), destination: { write: (line: string) => void lines.push(line) } });
  return { logger, output: () => lines.join("") };
}

describe("the server logger", () => {
  it("never writes the environment's secrets: not in messages, errors, stacks or fields", () => {
    const { logger, output } = capture();
    const failure = new Error(`connect ECONNREFUSED for ${env.DATABASE_URL}`);
    logger.error({ err: failure }, "database unreachable");
    logger.error({ err: new Error("535 authentication failed for Smtp-Pa55word") }, "smtp");
    logger.warn(`admin password ${env.ADMIN_PASSWORD} was rejected`);
    logger.info({ config: { url: env.SMTP_URL } }, "mail transport");
    logger.info({ env }, "environment");
    logger.info({ password: "typed-by-someone", token: "session-token-value", user: { password: "nested-secret" } }, "fields");
    logger.child({ component: "outbox" }).info({ DOCS_PASSWORD: env.DOCS_PASSWORD }, "child");

    const text = output();
    for (const secret of ["Db-Pa55word", "Smtp-Pa55word", "the admin's long passphrase", "trust but verify", "typed-by-someone", "session-token-value", "nested-secret"]) {
      expect(text, secret).not.toContain(secret);
    }
    const lines = text.trim().split("\n").map((line) => JSON.parse(line));
    expect(lines).toHaveLength(7);
    expect(lines[0].err.message).toBe("connect ECONNREFUSED for postgres://site:***@db.internal:5432/site");
    expect(lines[0].err.stack).toContain("postgres://site:***@db.internal:5432/site");
    expect(lines[2].msg).toBe("admin password *** was rejected");
    expect(lines[3].config.url).toBe("smtps://mailer:***@mail.example:465");
    expect(lines[4].env).toBe("[redacted]");
    expect(lines[5]).toMatchObject({ password: "[redacted]", token: "[redacted]", user: { password: "[redacted]" } });
    expect(lines[6]).toMatchObject({ component: "outbox", DOCS_PASSWORD: "[redacted]" });
  });

  it("keeps everything else as it was", () => {
    const { logger, output } = capture();
    logger.info({ leadId: "b6f1", email: "ada@acme.example", url: "https://www.lumenguard.example/docs" }, "lead stored");
    expect(JSON.parse(output())).toMatchObject({ msg: "lead stored", leadId: "b6f1", email: "ada@acme.example", url: "https://www.lumenguard.example/docs" });
  });

  it("writes a failed query as its SQL and the database's code, never the values sent with it", () => {
    const { logger, output } = capture();
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "leads_email_key"'), {
      code: "23505",
      constraint: "leads_email_key",
      detail: "Key (email)=(ada@acme.example) already exists.",
    });
    const failure = new DrizzleQueryError("insert into leads (email, phone) values ($1, $2)", ["ada@acme.example", "+1 555 0100"], duplicate);
    logger.child({ component: "leads" }).warn({ err: failure }, "a lead could not be stored");
    logger.error({ err: new Error("an ordinary failure") }, "other");

    const text = output();
    expect(text).not.toContain("ada@acme.example");
    expect(text).not.toContain("555 0100");
    const [query, other] = text.trim().split("\n").map((line) => JSON.parse(line));
    expect(query.err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query: insert into leads (email, phone) values ($1, $2)",
      cause: { code: "23505", constraint: "leads_email_key" },
    });
    expect(query.err.stack).toMatch(/^DrizzleQueryError: Failed query: insert into leads[^\n]*\n\s+at /);
    expect(other.err).toMatchObject({ type: "Error", message: "an ordinary failure" });
  });

  describe("error lines", () => {
    afterEach(() => vi.useRealTimers());

    it("are held to a budget a minute, children included; the rest are counted and summed up in one line", async () => {
      vi.useFakeTimers();
      const { logger, output } = capture();
      const child = logger.child({ component: "outbox" });
      for (let i = 0; i < ERROR_LINES_PER_MINUTE + 40; i++) (i % 2 ? child : logger).error({ err: new Error(`failure ${i}`) }, "request failed");
      logger.warn("warnings are not held back");
      logger.fatal("nor is a crash");
      const parse = () => output().trim().split("\n").map((line) => JSON.parse(line) as { level: number; msg: string; suppressed?: number });

      let lines = parse();
      expect(lines.filter((line) => line.level === 50)).toHaveLength(ERROR_LINES_PER_MINUTE);
      expect(lines.filter((line) => line.level !== 50).map((line) => line.msg)).toEqual(["warnings are not held back", "nor is a crash"]);

      await vi.advanceTimersByTimeAsync(60_000);
      lines = parse();
      expect(lines.at(-1)).toMatchObject({ level: 50, suppressed: 40, msg: `40 more error lines in the last minute were not written (at most ${ERROR_LINES_PER_MINUTE} a minute)` });

      // A new minute, a new budget.
      logger.error("after the flood");
      expect(parse().at(-1)).toMatchObject({ level: 50, msg: "after the flood" });
    });

    it("a quiet minute writes no summary", async () => {
      vi.useFakeTimers();
      const { logger, output } = capture();
      logger.error("one failure");
      await vi.advanceTimersByTimeAsync(120_000);
      expect(output().trim().split("\n")).toHaveLength(1);
    });
  });
});

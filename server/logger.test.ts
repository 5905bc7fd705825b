import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { secretValues } from "#app/lib/redact.ts";
import { createLogger } from "./logger.ts";

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
});

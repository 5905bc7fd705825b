import { describe, expect, it } from "vitest";
import { createRedactor, describeValue, redactUrlCredentials, secretValues } from "./redact.ts";

describe("redactUrlCredentials", () => {
  it("masks the password of any URL in any text, keeping the user, host and path", () => {
    expect(redactUrlCredentials("connect postgres://app:s3cret@db.internal:5432/site failed")).toBe(
      "connect postgres://app:***@db.internal:5432/site failed",
    );
    expect(redactUrlCredentials('{"url":"smtps://mailer:p%40ss@mail.example:465"}')).toBe('{"url":"smtps://mailer:***@mail.example:465"}');
    // An unencoded "@" in the password: everything up to the host's "@" goes.
    expect(redactUrlCredentials("postgres://app:p@ss@db/x")).toBe("postgres://app:***@db/x");
    // A lone user part is often a token.
    expect(redactUrlCredentials("https://ghp_abcdef123456@git.example/repo")).toBe("https://***@git.example/repo");
    expect(redactUrlCredentials("a: postgres://a:1@h/x, b: smtp://b:2@m")).toBe("a: postgres://a:***@h/x, b: smtp://b:***@m");
  });

  it("leaves URLs without credentials and e-mail addresses alone", () => {
    for (const text of ["https://www.lumenguard.example/docs?next=/a@b", "mailto:sales@lumenguard.example", "ops@lumenguard.example", "/blog/@handle"]) {
      expect(redactUrlCredentials(text)).toBe(text);
    }
  });
});

describe("describeValue", () => {
  it("shows a secret variable only by its length", () => {
    expect(describeValue("ADMIN_PASSWORD", "hunter2")).toBe("7 characters, not shown");
    expect(describeValue("WEBHOOK_SECRET", "whsec_abc")).toBe("9 characters, not shown");
  });

  it("masks everything before the last @ of a URL variable, parseable or not", () => {
    expect(describeValue("DATABASE_URL", "mysql://root:s3cret@db/x")).toBe('"mysql://***@db/x"');
    expect(describeValue("DATABASE_URL", "postgres//root:s3cret@db/x")).toBe('"***@db/x"');
    expect(describeValue("SMTP_URL", "http://u:pa/ss@mail")).toBe('"http://***@mail"');
    expect(describeValue("PORT", "abc")).toBe('"abc"');
    expect(describeValue("SITE_URL", "localhost:3000")).toBe('"localhost:3000"');
  });
});

describe("secretValues and createRedactor", () => {
  const env = {
    DATABASE_URL: "postgres://app:db%2Fpass%40word@db:5432/site",
    SMTP_URL: "smtps://mailer:smtp-secret-1@mail.example:465",
    ADMIN_PASSWORD: "a long admin passphrase",
    DOCS_PASSWORD: "trust but verify",
    SITE_URL: "https://www.lumenguard.example",
    PORT: 3000,
    SLOT_CAPACITY: 2,
  };

  it("finds the secret variables and the passwords inside URLs, raw and decoded", () => {
    expect(secretValues(env).sort()).toEqual(
      ["db%2Fpass%40word", "db/pass@word", "smtp-secret-1", "a long admin passphrase", "trust but verify"].sort(),
    );
    expect(secretValues({ DATABASE_URL: "postgres://u:pw@h/x" })).toEqual([]);
    // The metrics' bearer token is a secret by its name, like every *_TOKEN.
    expect(secretValues({ METRICS_TOKEN: "0123456789abcdef0123456789abcdef", METRICS_PORT: 9464 })).toEqual(["0123456789abcdef0123456789abcdef"]);
  });

  it("masks them wherever they appear, also JSON-escaped", () => {
    const redact = createRedactor([...secretValues(env), 'quote"and\\slash']);
    const line = JSON.stringify({
      msg: "auth failed for db/pass@word; admin a long admin passphrase",
      err: { stack: 'Error: smtp-secret-1 refused\n at postgres://app:db%2Fpass%40word@db:5432/site', note: 'quote"and\\slash' },
    });
    const out = redact(line);
    for (const secret of ["db/pass@word", "db%2Fpass%40word", "smtp-secret-1", "a long admin passphrase", 'quote\\"and\\\\slash']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("postgres://app:***@db:5432/site");
    expect(JSON.parse(out).msg).toBe("auth failed for ***; admin ***");
  });
});

describe("a DKIM key", () => {
  const pem = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----";

  it("is a secret by its name, and is masked whole in a JSON log line, line breaks escaped", () => {
    expect(secretValues({ DKIM_PRIVATE_KEY: pem, DKIM_SELECTOR: "mail2026" })).toEqual([pem]);
    const line = JSON.stringify({ msg: "signing failed", key: pem });
    expect(createRedactor(secretValues({ DKIM_PRIVATE_KEY: pem }))(line)).toBe(JSON.stringify({ msg: "signing failed", key: "***" }));
  });
});

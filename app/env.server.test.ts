import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { secretValues } from "#app/lib/redact.ts";
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

  it("reads PREVIEW_LINK_TTL as a duration, 7 days by default, and refuses nonsense in one line", () => {
    expect(parseEnv({}).PREVIEW_LINK_TTL).toBe(7 * 24 * 60 * 60 * 1000);
    expect(parseEnv({ PREVIEW_LINK_TTL: "12h" }).PREVIEW_LINK_TTL).toBe(12 * 60 * 60 * 1000);
    expect(parseEnv({ PREVIEW_LINK_TTL: " 90s " }).PREVIEW_LINK_TTL).toBe(90_000);
    for (const bad of ["7", "0s", "31d", "a week", "-1h"]) {
      expect(() => parseEnv({ PREVIEW_LINK_TTL: bad }), bad).toThrow(/PREVIEW_LINK_TTL must be a duration such as "7d"/);
    }
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
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.DOCS_PASSWORD).toBe("open sesame");
  });

  it("reads TRUST_PROXY as Express's hop count or proxy list, never as 'trust everything'", () => {
    const read = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    for (const none of ["", "0", "false", "no", "FALSE"]) expect(read(none)).toBe(false);
    for (const one of ["1", "true", "yes", "True"]) expect(read(one)).toBe(1);
    expect(read("2")).toBe(2);
    expect(read("10.0.0.0/8, 192.168.1.7 ,loopback")).toEqual(["10.0.0.0/8", "192.168.1.7", "loopback"]);
    expect(read("fd00::/8,linklocal,uniquelocal,::1")).toEqual(["fd00::/8", "linklocal", "uniquelocal", "::1"]);
  });

  it.each(["maybe", "all", "*", "0.0.0.0/0", "::/0", "10.0.0.0/33", "10.0.0.0/8/1", "300.1.1.1", "10.0.0.0/8,", "21", "-1"])(
    "refuses TRUST_PROXY=%s and says what it takes",
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment: TRUST_PROXY must be a hop count .* comma-separated IPs, CIDRs or loopback, linklocal, uniquelocal .*trusting every address is not offered/,
      );
    },
  );

  it.each([
    ["ADMIN_PASSWORD", "hunter2-x", "hunter2", /ADMIN_PASSWORD must be at least 12 characters \(got 9 characters, not shown\)$/],
    ["SMTP_URL", "http://mailer:SmtpS3cret@mail.example:25", "SmtpS3cret", /SMTP_URL must be a URL .* \(got "http:\/\/\*\*\*@mail\.example:25"\)$/],
    ["SMTP_URL", "smtp//mailer:SmtpS3cret@mail.example", "SmtpS3cret", /\(got "\*\*\*@mail\.example"\)$/],
    ["DATABASE_URL", "mysql://root:DbS3cret@db.internal/site", "DbS3cret", /DATABASE_URL must be a URL .* \(got "mysql:\/\/\*\*\*@db\.internal\/site"\)$/],
    ["DATABASE_URL", "postgres://root:Db S3cret@[db/site", "S3cret", /\(got "postgres:\/\/\*\*\*@\[db\/site"\)$/],
  ])("names a bad %s without echoing its secret", (key, value, secret, expected) => {
    let message = "";
    try {
      parseEnv({ [key]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(expected);
    expect(message).not.toContain(secret);
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

describe("staff sign-in", () => {
  const sso = { OIDC_ISSUER: "https://login.lumenguard.example", OIDC_CLIENT_ID: "site", OIDC_CLIENT_SECRET: "s3cret" };

  it("reads STAFF_MFA, optional by default", () => {
    expect(parseEnv({}).STAFF_MFA).toBe("optional");
    expect(parseEnv({ STAFF_MFA: "required" }).STAFF_MFA).toBe("required");
    expect(() => parseEnv({ STAFF_MFA: "always" })).toThrow(/STAFF_MFA must be "optional" or "required"/);
  });

  it("takes single sign-on's three variables together, an https issuer (http only on this machine), and domains in lower case", () => {
    expect(parseEnv({ ...sso, OIDC_ALLOWED_DOMAINS: " LumenGuard.example, lumenguard.io " })).toMatchObject({ OIDC_ALLOWED_DOMAINS: ["lumenguard.example", "lumenguard.io"], OIDC_DEFAULT_ROLE: "editor" });
    expect(() => parseEnv({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID is needed with OIDC_ISSUER/);
    expect(() => parseEnv({ ...sso, OIDC_ISSUER: "http://login.lumenguard.example" })).toThrow(/OIDC_ISSUER must use https/);
    expect(parseEnv({ ...sso, OIDC_ISSUER: "http://127.0.0.1:9000" }).OIDC_ISSUER).toBe("http://127.0.0.1:9000");
    expect(() => parseEnv({ ...sso, OIDC_ALLOWED_DOMAINS: "lumenguard" })).toThrow(/OIDC_ALLOWED_DOMAINS must be comma-separated domain names/);
    expect(() => parseEnv({ ...sso, OIDC_DEFAULT_ROLE: "owner" })).toThrow(/OIDC_DEFAULT_ROLE must be one of admin, sales, editor/);
  });
});

describe("visitor mail caps", () => {
  it("default to 5 per address and 1000 a day, and read both variables", () => {
    expect(parseEnv({})).toMatchObject({ VISITOR_MAIL_PER_ADDRESS: 5, VISITOR_MAIL_PER_DAY: 1000 });
    expect(parseEnv({ VISITOR_MAIL_PER_ADDRESS: "2", VISITOR_MAIL_PER_DAY: "50" })).toMatchObject({
      VISITOR_MAIL_PER_ADDRESS: 2,
      VISITOR_MAIL_PER_DAY: 50,
    });
  });

  it.each([
    ["VISITOR_MAIL_PER_ADDRESS", "0"],
    ["VISITOR_MAIL_PER_DAY", "lots"],
  ])("refuses %s=%s", (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`^Invalid environment: ${key} `));
  });
});

describe("webhooks", () => {
  const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

  it("are off by default and read both variables together", () => {
    expect(parseEnv({})).toMatchObject({ WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined });
    expect(parseEnv({ WEBHOOK_URL: "https://crm.example/hooks/site", WEBHOOK_SECRET: SECRET })).toMatchObject({
      WEBHOOK_URL: "https://crm.example/hooks/site",
      WEBHOOK_SECRET: SECRET,
    });
  });

  it.each([
    ["whsec_", "no key"],
    [`whsec_${Buffer.alloc(16).toString("base64")}`, "16 bytes: too short"],
    [`whsec_${Buffer.alloc(65).toString("base64")}`, "65 bytes: too long"],
    [Buffer.alloc(32, 1).toString("base64"), "no whsec_ prefix"],
    ["whsec_not base64 at all!!", "not base64"],
  ])("refuses WEBHOOK_SECRET %s (%s) in one line that does not show it", (secret) => {
    let message = "";
    try {
      parseEnv({ WEBHOOK_URL: "https://crm.example/hook", WEBHOOK_SECRET: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ .* \(got \d+ characters, not shown\)$/);
    if (secret.length > 6) expect(message).not.toContain(secret.slice(6));
  });

  it("needs both variables, an http(s) URL, and no credentials in it", () => {
    expect(() => parseEnv({ WEBHOOK_URL: "https://crm.example/hook" })).toThrow(/^Invalid environment: WEBHOOK_SECRET is needed with WEBHOOK_URL/);
    expect(() => parseEnv({ WEBHOOK_SECRET: SECRET })).toThrow(/^Invalid environment: WEBHOOK_URL is needed with WEBHOOK_SECRET/);
    expect(() => parseEnv({ WEBHOOK_URL: "ftp://crm.example/hook", WEBHOOK_SECRET: SECRET })).toThrow(/^Invalid environment: WEBHOOK_URL must be a URL starting with http:\/\/ or https:\/\//);
    let message = "";
    try {
      parseEnv({ WEBHOOK_URL: "https://user:Pa55word@crm.example/hook", WEBHOOK_SECRET: SECRET });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: WEBHOOK_URL must not hold a user name or password/);
    expect(message).not.toContain("Pa55word");
  });
});

describe("DKIM", () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const dkim = (key: string) => ({ DKIM_DOMAIN: "lumenguard.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: key });
  const failure = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      return (error as Error).message;
    }
    return "";
  };

  it("is off by default, and takes the key as PEM text, as an env file's one line, or from a file read now", () => {
    expect(parseEnv({})).toMatchObject({ DKIM_DOMAIN: undefined, DKIM_SELECTOR: undefined, DKIM_PRIVATE_KEY: undefined });
    expect(parseEnv(dkim(PEM)).DKIM_PRIVATE_KEY).toBe(PEM.trim());
    expect(parseEnv(dkim(PEM.trim().replaceAll("\n", "\\n"))).DKIM_PRIVATE_KEY).toBe(PEM.trim());
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dkim-env-")), "key.pem");
    writeFileSync(file, PEM);
    expect(parseEnv(dkim(file)).DKIM_PRIVATE_KEY).toBe(PEM.trim());
  });

  it("refuses a missing file, a file without a key, a public key, a small key and an EC key in one line that shows none of it", () => {
    const notAKey = path.join(mkdtempSync(path.join(tmpdir(), "dkim-env-")), "notes.txt");
    writeFileSync(notAKey, "just some text");
    const small = generateKeyPairSync("rsa", { modulusLength: 512 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const publicOnly = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
    expect(failure(dkim("/nonexistent/dkim.pem"))).toMatch(/^Invalid environment: DKIM_PRIVATE_KEY must be an RSA private key .*: the file could not be read \(ENOENT\) \(got \d+ characters, not shown\)$/);
    for (const key of [notAKey, small, ec, publicOnly, "-----BEGIN PRIVATE KEY-----\nnonsense\n-----END PRIVATE KEY-----"]) {
      const message = failure(dkim(key));
      expect(message).toMatch(/^Invalid environment: DKIM_PRIVATE_KEY must be an RSA private key of at least 1024 bits \(2048 advised\) in PEM, or the path of a readable file holding one \(got \d+ characters, not shown\)$/);
    }
  });

  it("needs all three, a domain name and a selector label", () => {
    expect(failure({ DKIM_DOMAIN: "lumenguard.example" })).toBe(
      "Invalid environment: DKIM_SELECTOR is needed with DKIM_DOMAIN: DKIM signing needs all three (got nothing)",
    );
    expect(failure({ DKIM_DOMAIN: "lumenguard.example", DKIM_SELECTOR: "s1" })).toMatch(/^Invalid environment: DKIM_PRIVATE_KEY is needed with DKIM_DOMAIN and DKIM_SELECTOR/);
    expect(failure({ ...dkim(PEM), DKIM_DOMAIN: "not a domain" })).toMatch(/^Invalid environment: DKIM_DOMAIN must be a domain name/);
    expect(failure({ ...dkim(PEM), DKIM_SELECTOR: "bad_selector!" })).toMatch(/^Invalid environment: DKIM_SELECTOR must be a DNS label/);
  });

  it("puts the key itself, not its file's path, among the secret values the logger masks", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dkim-env-")), "key.pem");
    writeFileSync(file, PEM);
    expect(secretValues(parseEnv(dkim(file)))).toContain(PEM.trim());
  });
});

describe("metrics", () => {
  const TOKEN = "0123456789abcdef0123456789abcdef";

  it("are off by default and read the token and the port", () => {
    expect(parseEnv({})).toMatchObject({ METRICS_TOKEN: undefined, METRICS_PORT: undefined });
    expect(parseEnv({ METRICS_TOKEN: ` ${TOKEN} `, METRICS_PORT: "9464" })).toMatchObject({ METRICS_TOKEN: TOKEN, METRICS_PORT: 9464 });
  });

  it.each(["short-token", `${TOKEN} with spaces`, "é".repeat(30)])("refuses METRICS_TOKEN %j in one line that does not show it", (token) => {
    let message = "";
    try {
      parseEnv({ METRICS_TOKEN: token });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: METRICS_TOKEN must be 24 to 256 printable characters without spaces .* \(got \d+ characters, not shown\)$/);
    expect(message).not.toContain(token.trim());
  });

  it("refuses a METRICS_PORT that is no port or is the site's own", () => {
    expect(() => parseEnv({ METRICS_PORT: "0" })).toThrow(/^Invalid environment: METRICS_PORT must be a whole number between 1 and 65535 \(got "0"\)$/);
    expect(() => parseEnv({ METRICS_PORT: "3000" })).toThrow(/^Invalid environment: METRICS_PORT must differ from PORT/);
  });
});

import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";
import { addresses } from "#app/config/site.ts";
import { describeValue } from "#app/lib/redact.ts";
import { parseSlotList, DEFAULT_BOOKING_SLOTS } from "#app/features/scheduling/slots.ts";
import { DEFAULT_BOOKING_HORIZON_DAYS } from "#app/features/scheduling/calendar-date.ts";
import { STAFF_ROLES } from "#app/features/admin/roles.ts";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
const TRUST_PROXY_MESSAGE =
  'must be a hop count (1-20; 1, true and yes mean one proxy; 0, false and no mean none) or the proxies\' ' +
  'addresses: comma-separated IPs, CIDRs or loopback, linklocal, uniquelocal (e.g. "10.0.0.0/8, loopback"); ' +
  "trusting every address is not offered";

/** An IP, a CIDR with a non-zero prefix, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry.toLowerCase())) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A zero prefix (0.0.0.0/0, ::/0) would believe every address: the "trust everything" we refuse.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Express's `trust proxy` without its "trust everything" form: false (no proxy), a hop count, or
 * the proxies' own addresses. The old flag values keep working as "one proxy".
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["", "0", "false", "no"].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return 1;
    if (/^\d+$/.test(lower) && Number(lower) <= 20) return Number(lower);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`);

const WEBHOOK_SECRET_MESSAGE = "must be a Standard Webhooks secret: whsec_ followed by 24 to 64 random bytes in base64";

/** `whsec_<base64>` with a 24 to 64 byte key (the Standard Webhooks specification's range). */
const webhookSecret = z
  .string()
  .trim()
  .refine((value) => {
    const encoded = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
    if (!encoded || encoded.length % 4 !== 0) return false;
    const bytes = Buffer.from(encoded, "base64").length;
    return bytes >= 24 && bytes <= 64;
  }, WEBHOOK_SECRET_MESSAGE);

/** Where events are POSTed: http(s), with no credentials in it (the signature is the credential). */
const webhookUrl = url(["http:", "https:"]).refine((value) => {
  const { username, password } = new URL(value);
  return !username && !password;
}, "must not hold a user name or password; receivers check the signature made with WEBHOOK_SECRET");

const DKIM_KEY_MESSAGE = "must be an RSA private key of at least 1024 bits (2048 advised) in PEM, or the path of a readable file holding one";

/**
 * The DKIM signing key: its PEM text, or a file path read now (at start-up, so a missing file stops
 * the server instead of the first send). A one-line value with "\\n" escapes (an env file's) works
 * too. RSA only: nodemailer signs rsa-sha256. The result is the PEM text, which the logger's secret
 * values then mask (secretValues).
 */
const dkimPrivateKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let pem: string;
    try {
      pem = value.startsWith("-----BEGIN") ? value.replaceAll("\\n", "\n") : readFileSync(value, "utf8").trim();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
      ctx.addIssue({ code: "custom", message: `${DKIM_KEY_MESSAGE}: the file could not be read (${code})` });
      return z.NEVER;
    }
    try {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType === "rsa" && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 1024) return pem;
    } catch {
      // not a key at all: the same message
    }
    ctx.addIssue({ code: "custom", message: DKIM_KEY_MESSAGE });
    return z.NEVER;
  });

/** A domain name: dot-separated labels of letters, digits and hyphens. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** A DKIM selector: one or more DNS labels (RFC 6376 allows dots). */
const SELECTOR = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const DURATION_UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION_MESSAGE = 'must be a duration such as "7d", "12h", "30m" or "90s", between 1 second and 30 days';

/** "7d", "12h", "30m", "90s" → milliseconds; NaN when it is no duration. */
function durationMs(value: string): number {
  const match = /^(\d{1,7})\s*([smhd])$/i.exec(value.trim());
  return match ? Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase() as keyof typeof DURATION_UNITS] : NaN;
}

/** A duration from `least` milliseconds to 30 days. */
const durationFrom = (least: number, message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const ms = durationMs(value);
      if (!(ms >= least && ms <= 30 * DURATION_UNITS.d)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return ms;
    });

/** "7d", "12h", "30m", "90s" → milliseconds (1 second to 30 days). */
const duration = durationFrom(1000, DURATION_MESSAGE);

const REMINDERS_MESSAGE = 'must be "none" or comma-separated durations before the start, such as "24h,1h" or "15m"';

/** "24h,1h" → the offsets in milliseconds, longest first, each once; "none" → none. */
const reminderOffsets = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value.toLowerCase() === "none") return [];
    const offsets = value.split(",").map(durationMs);
    if (offsets.length > 5 || !offsets.every((ms) => ms >= 1000 && ms <= 30 * DURATION_UNITS.d)) {
      ctx.addIssue({ code: "custom", message: REMINDERS_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(offsets)].sort((a, b) => b - a);
  });

/** A 256-bit key as 64 hex digits or base64 (openssl rand -base64 32). */
const encryptionKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
    if (key.length !== 32) {
      ctx.addIssue({ code: "custom", message: "must be 32 random bytes in base64 (openssl rand -base64 32) or 64 hex digits" });
      return z.NEVER;
    }
    return key.toString("base64");
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: url(["http:", "https:"]).optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.email("must be an e-mail address").default(addresses.noReply),
  SALES_EMAIL: z.email("must be an e-mail address").default(addresses.sales),
  // DKIM signing of outgoing mail (docs/deploy.md has the DNS records): all three, or none.
  DKIM_DOMAIN: z.string().trim().regex(DOMAIN, 'must be a domain name such as "lumenguard.example"').optional(),
  DKIM_SELECTOR: z.string().trim().regex(SELECTOR, 'must be a DNS label such as "mail2026"').optional(),
  DKIM_PRIVATE_KEY: dkimPrivateKey.optional(),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  DOCS_PASSWORD: optionalString,
  // The docs' "Edit this page" links: this base, then the page's file in the repository
  // (e.g. https://github.com/acme/site/edit/main → …/edit/main/content/docs/index.md).
  DOCS_EDIT_URL: url(["http:", "https:"])
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  BOOKING_SLOTS: z
    .string()
    .default(DEFAULT_BOOKING_SLOTS)
    .transform((value, ctx) => {
      const slots = parseSlotList(value);
      if (!slots) {
        ctx.addIssue({
          code: "custom",
          message: 'must be comma-separated 24-hour times or ranges, e.g. "11:00-21:00/30" or "09:00,09:30"',
        });
        return z.NEVER;
      }
      return slots;
    }),
  SLOT_CAPACITY: integer(1, 1000).default(2),
  BOOKING_HORIZON_DAYS: integer(1, 730).default(DEFAULT_BOOKING_HORIZON_DAYS),
  // Meetings with hosts (docs/decisions/043): the least time between booking and start ("0s": none),
  // the reminders before the start, and how often hosts' calendars are read.
  BOOKING_MIN_NOTICE: durationFrom(0, 'must be a duration such as "4h", "30m" or "0s", up to 30 days').default(4 * DURATION_UNITS.h),
  BOOKING_REMINDERS: reminderOffsets.default([DURATION_UNITS.d, DURATION_UNITS.h]),
  CALENDAR_REFRESH: duration.default(5 * DURATION_UNITS.m),
  // The key CalDAV passwords are encrypted with; unset, one is generated and kept in the database.
  CALENDAR_ENCRYPTION_KEY: encryptionKey.optional(),
  BOOKINGS_PER_EMAIL: integer(1, 1_000_000).default(3),
  BOOKINGS_PER_IP_PER_DAY: integer(1, 1_000_000).default(5),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(10),
  TRUST_PROXY: trustProxy.default(false),
  // Visitor e-mail (confirmations, acknowledgements, datasheet links) goes to typed-in addresses:
  // at most this many to one address, and this many in all, in any 24 hours.
  VISITOR_MAIL_PER_ADDRESS: integer(1, 1000).default(5),
  VISITOR_MAIL_PER_DAY: integer(1, 1_000_000).default(1000),
  // How long a signed preview link to an unpublished post works.
  PREVIEW_LINK_TTL: duration.default(7 * DURATION_UNITS.d),
  // Staff accounts (docs/decisions/044): "required" makes every member enrol a second factor
  // (authenticator app or passkey) at their next sign-in; "optional" lets each choose.
  STAFF_MFA: z.enum(["optional", "required"], { error: 'must be "optional" or "required"' }).default("optional"),
  // Single sign-on through an OpenID provider: the issuer, and this site's client there. All three or none.
  // https, or http on this machine only (a provider run beside the site, as in the tests): the ID
  // token's signature is not checked, its TLS connection to the provider is what vouches for it.
  OIDC_ISSUER: url(["https:", "http:"])
    .refine((value) => URL.canParse(value) && (new URL(value).protocol === "https:" || LOOPBACK_HOSTS.has(new URL(value).hostname)), "must use https (http only for localhost or 127.0.0.1)")
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).max(1024).optional(),
  // Domains whose addresses may join through the provider at their first sign-in, comma-separated;
  // unset, only existing members and invited addresses may sign in with it.
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .transform((value) => value.split(",").map((domain) => domain.trim().toLowerCase()).filter(Boolean))
    .refine((domains) => domains.every((domain) => /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain)), "must be comma-separated domain names, e.g. \"lumenguard.example, lumenguard.io\"")
    .optional(),
  // The role of a member who joins from an allowed domain.
  OIDC_DEFAULT_ROLE: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` }).default("editor"),
  // What all uploaded images (originals and their variants) may take in the database, in megabytes.
  IMAGE_STORAGE_MB: integer(1, 1_000_000).default(1024),
  // CRM webhooks (docs/webhooks.md): both set, or neither.
  WEBHOOK_URL: webhookUrl.optional(),
  WEBHOOK_SECRET: webhookSecret.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // OpenTelemetry tracing (docs/operations.md), with the standard variables' meanings: the
  // collector's base URL (spans go to <endpoint>/v1/traces); unset, no tracing code is loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: url(["http:", "https:"]).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default("lumenguard-site"),
  // Milliseconds between two exports of finished spans.
  OTEL_BSP_SCHEDULE_DELAY: integer(1, 600_000).default(5000),
  WEB_CONCURRENCY: integer(1, 64).default(1),
  // Prometheus metrics (docs/operations.md): /metrics on the site's port for a bearer of the token,
  // and/or on a port of their own bound to 127.0.0.1. Neither set: no /metrics.
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,256}$/, "must be 24 to 256 printable characters without spaces (e.g. from: openssl rand -hex 32)")
    .optional(),
  METRICS_PORT: integer(1, 65535).optional(),
});

/** Rules between variables, reported like a bad value of the first variable named. */
const CrossChecks = EnvSchema.superRefine((env, ctx) => {
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message: "above 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process",
    });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT: the metrics listen on a port of their own" });
  }
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET"], message: "is needed with WEBHOOK_URL: every event is signed with it" });
  }
  const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  const missing = dkim.filter((key) => env[key] === undefined);
  if (missing.length > 0 && missing.length < dkim.length) {
    ctx.addIssue({ code: "custom", path: [missing[0]!], message: `is needed with ${dkim.filter((key) => !missing.includes(key)).join(" and ")}: DKIM signing needs all three` });
  }
  const oidc = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
  const oidcMissing = oidc.filter((key) => env[key] === undefined);
  if (oidcMissing.length > 0 && oidcMissing.length < oidc.length) {
    ctx.addIssue({ code: "custom", path: [oidcMissing[0]!], message: `is needed with ${oidc.filter((key) => !oidcMissing.includes(key)).join(" and ")}: single sign-on needs all three` });
  }
  if (env.WEBHOOK_SECRET && !env.WEBHOOK_URL) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_URL"], message: "is needed with WEBHOOK_SECRET: it says where events go" });
  }
});

/** Every variable the server reads (.env.example and README's table list each one). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof typeof EnvSchema.shape>;

export type Env = Omit<z.output<typeof EnvSchema>, "SITE_URL"> & { SITE_URL: string };

export class InvalidEnvError extends Error {}

/**
 * Parses the environment once; throws InvalidEnvError with one line naming every bad variable.
 * The line shows what was given without its secrets (see describeValue).
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const relevant = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const result = CrossChecks.safeParse(relevant);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const given = source[key];
      return `${key} ${issue.message} (got ${given === undefined ? "nothing" : describeValue(key, given)})`;
    });
    throw new InvalidEnvError(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, SITE_URL: siteUrl };
}

import { pino, type DestinationStream } from "pino";
import { createRedactor } from "#app/lib/redact.ts";

/** Fields that hold secrets wherever a log call passes them (one level deep). */
const REDACT_PATHS = [
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
  "csrfToken",
  "*.csrfToken",
  "secret",
  "*.secret",
  "env",
  "*.env",
  "DATABASE_URL",
  "SMTP_URL",
  "ADMIN_PASSWORD",
  "DOCS_PASSWORD",
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

type LoggerOptions = {
  secrets?: readonly string[];
  destination?: DestinationStream;
  /** Fields added to every line: the ids of the trace it is written in (server/tracing). */
  mixin?: () => object;
};

/**
 * The server's logger. Known secret fields are censored by path, and every line is scrubbed on
 * its way out: URL credentials and the environment's secret values (`secrets`) are masked
 * wherever they appear, in messages, error messages and stacks included.
 */
export function createLogger(level: string, { secrets = [], destination = pino.destination(), mixin }: LoggerOptions = {}) {
  const redact = createRedactor(secrets);
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, mixin },
    { write: (line: string) => destination.write(redact(line)) },
  );
}

type Entry = Record<string, unknown> & {
  req?: { id?: unknown; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * Development (`npm run dev`): one readable, coloured line per entry instead of JSON, a request as
 * "GET /pricing 200 in 12 ms", errors with their stack. pino-pretty is a devDependency: production
 * never loads it and logs JSON lines for a collector.
 */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    colorize: process.stdout.isTTY,
    // Written at once, so the last lines before a restart's process.exit are not lost.
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,req,res,responseTime",
    messageFormat: (entry: Entry, messageKey: string) => {
      const { req, res } = entry;
      if (req && res) return `${req.method} ${req.url} ${res.statusCode} in ${entry.responseTime} ms`;
      return req ? `${String(entry[messageKey])} (${req.method} ${req.url}, request ${String(req.id)})` : String(entry[messageKey]);
    },
  });
}

import { DrizzleQueryError } from "drizzle-orm";
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

/** Error lines one process writes a minute; past it they are counted, and summed up in one line. */
export const ERROR_LINES_PER_MINUTE = 60;
const ERROR_LEVEL = 50;
const MINUTE_MS = 60_000;

/**
 * A budget of error lines per minute, from the first one: `take()` says whether a line may be
 * written, and when a minute ends in which some were not, `summarise` is told how many.
 */
export function createErrorBudget(perMinute: number, summarise: (suppressed: number) => void) {
  let used = 0;
  let suppressed = 0;
  let window: NodeJS.Timeout | undefined;
  return {
    take(): boolean {
      if (!window) {
        window = setTimeout(() => {
          const count = suppressed;
          used = suppressed = 0;
          window = undefined;
          if (count > 0) summarise(count);
        }, MINUTE_MS);
        window.unref();
      }
      if (used < perMinute) {
        used += 1;
        return true;
      }
      suppressed += 1;
      return false;
    },
  };
}

/**
 * The `err` of a log line. A failed query's error (drizzle's DrizzleQueryError) says its values in
 * its message and stack ("params: ada@example.com,…"), and the database's error beneath it may repeat
 * them ("Key (email)=(…) already exists"): leads' addresses, visitors' hashes. It is written as its
 * SQL, which has placeholders, and the database's code and constraint; every other error as pino's
 * standard serializer writes it.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return pino.stdSerializers.err(error as Error);
  const cause = (error.cause ?? {}) as { code?: unknown; constraint?: unknown; severity?: unknown };
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return {
    type: "DrizzleQueryError",
    message: `Failed query: ${error.query}`,
    stack: [`DrizzleQueryError: Failed query: ${error.query}`, ...frames].join("\n"),
    cause: { code: cause.code, constraint: cause.constraint, severity: cause.severity },
  };
}

type LoggerOptions = {
  secrets?: readonly string[];
  destination?: DestinationStream;
  /** Fields added to every line: the ids of the trace it is written in (server/tracing). */
  mixin?: () => object;
};

/**
 * The server's logger. Known secret fields are censored by path, and every line is scrubbed on
 * its way out: URL credentials and the environment's secret values (`secrets`) are masked
 * wherever they appear, in messages, error messages and stacks included. Error lines are kept to
 * ERROR_LINES_PER_MINUTE (children included), so no client that finds a way to provoke a failure
 * can flood the log or the alerts on it; fatal lines are never held back.
 */
export function createLogger(level: string, { secrets = [], destination = pino.destination(), mixin }: LoggerOptions = {}) {
  const redact = createRedactor(secrets);
  const budget = createErrorBudget(ERROR_LINES_PER_MINUTE, (suppressed) =>
    logger.error({ suppressed }, `${suppressed} more error lines in the last minute were not written (at most ${ERROR_LINES_PER_MINUTE} a minute)`),
  );
  const logger = pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError },
      mixin,
      hooks: {
        logMethod(args, method, lineLevel) {
          if (lineLevel !== ERROR_LEVEL || budget.take()) method.apply(this, args);
        },
      },
    },
    { write: (line: string) => destination.write(redact(line)) },
  );
  return logger;
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

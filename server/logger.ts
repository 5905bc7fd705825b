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

/**
 * The server's logger. Known secret fields are censored by path, and every line is scrubbed on
 * its way out: URL credentials and the environment's secret values (`secrets`) are masked
 * wherever they appear, in messages, error messages and stacks included.
 */
export function createLogger(
  level: string,
  { secrets = [], destination = pino.destination() }: { secrets?: readonly string[]; destination?: DestinationStream } = {},
) {
  const redact = createRedactor(secrets);
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } },
    { write: (line: string) => destination.write(redact(line)) },
  );
}

// npm run outbox            shows the outbox (e-mail, webhook events, calendar write-backs): counts per status and the messages that need attention
// npm run outbox -- retry   gives every dead message a fresh set of attempts (or only the ids given after it)
//
// With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process
// per data directory.
import { openDatabase } from "#db/index.ts";
import { InvalidEnvError, parseEnv } from "#app/env.server.ts";
import { redactUrlCredentials } from "#app/lib/redact.ts";
import { outboxSummary, retryDeadMessages } from "#app/features/mail/outbox.server.ts";
import { channelLabel } from "#app/features/mail/outbox.ts";

const USAGE = "usage: npm run outbox [-- status | -- retry [outbox-id ...]]";

async function main() {
  const [command = "status", ...ids] = process.argv.slice(2);
  if (command !== "status" && command !== "retry") {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const badId = ids.find((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (badId) {
    process.stderr.write(`Not an outbox id: ${badId}\n${USAGE}\n`);
    process.exit(2);
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === "retry") {
      const count = await retryDeadMessages(database.db, {
        smtpConfigured: Boolean(env.SMTP_URL),
        webhooksConfigured: Boolean(env.WEBHOOK_URL),
        ids: ids.length > 0 ? ids : undefined,
      });
      const where =
        env.SMTP_URL && env.WEBHOOK_URL
          ? "queued for sending"
          : `queued again (e-mail ${env.SMTP_URL ? "to be sent" : "held until a start with SMTP_URL"}, webhook events ${env.WEBHOOK_URL ? "to be sent" : "held until a start with WEBHOOK_URL"}, calendar write-backs to be sent)`;
      process.stdout.write(`${count} dead message${count === 1 ? "" : "s"} ${where}.\n`);
    }
    const { counts, attention } = await outboxSummary(database.db);
    process.stdout.write(
      `Outbox (${database.dialect}): ${Object.entries(counts)
        .map(([status, n]) => `${status} ${n}`)
        .join(", ")}\n`,
    );
    if (!env.SMTP_URL && counts.held + counts.pending > 0) {
      process.stdout.write("SMTP_URL is not set here: held messages are sent once the server starts with SMTP_URL.\n");
    }
    for (const row of attention) {
      process.stdout.write(
        `\n${row.status.toUpperCase()} ${row.id}  ${row.createdAt.toISOString()}  ${row.channel === "email" ? "" : `${channelLabel(row.channel)} `}${row.template} → ${row.recipient}\n` +
          `  subject:  ${row.subject}\n` +
          `  attempts: ${row.attempts}${row.status === "pending" ? `, next ${row.nextAttemptAt.toISOString()}` : ""}\n` +
          (row.lastError ? `  error:    ${row.lastError}\n` : ""),
      );
    }
    if (counts.dead > 0 && command !== "retry") process.stdout.write("\nRe-queue dead messages with: npm run outbox -- retry\n");
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(redactUrlCredentials(`${error instanceof InvalidEnvError ? error.message : error instanceof Error ? error.stack : String(error)}\n`));
  process.exit(1);
});

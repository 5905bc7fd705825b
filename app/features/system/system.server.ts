// What the System page reads from the database: its kind and size, and the outbox's health (what
// waits, the oldest message still on its way, why messages died, which webhooks fail now). Every
// query reads unsent rows only, through the outbox's status indexes: sent mail is nearly every row
// after a few years.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isEmbedded, migrationsFolder, schema, type Database } from "#db/index.ts";
import { pendingMigrationsCheck, shippedMigrations } from "#db/migrate.ts";
import { notDueYet, outboxBacklog, waitingSince } from "#app/features/mail/outbox-backlog.server.ts";
import { tallyDeadReasons } from "./dead-reasons.ts";

const { outbox } = schema;

/** Messages still on their way: waiting for a send, or being sent now. */
const ON_THE_WAY = ["pending", "sending"];

/**
 * What tells dead messages' reasons apart (dead-reasons.ts): the error's first two words, the
 * sender's code and the SMTP or HTTP status ("EENVELOPE 550", "HTTP 502"). The rest of the text
 * often quotes the address, and grouping by it would make a group per recipient.
 */
const errorKind = sql<string | null>`concat_ws(' ', split_part(${outbox.lastError}, ' ', 1), split_part(${outbox.lastError}, ' ', 2))`;

export type OutboxHealth = {
  /** Unsettled messages (not sent, suppressed or withdrawn) per status and channel; `scheduled` of them not due yet. */
  waiting: Array<{ status: string; channel: string; count: number; scheduled: number }>;
  /** The due message still to be sent that has waited longest, with since when and how long. */
  oldest: { template: string; channel: string; waitingSince: string; ageSeconds: number; attempts: number } | null;
  deadByReason: ReturnType<typeof tallyDeadReasons>;
  /** Webhook events whose last attempt failed and that have not been delivered since, newest first. */
  webhookFailures: Array<{ template: string; status: string; attempts: number; lastError: string; createdAt: string }>;
};

/** Since when, as ISO, and how many seconds until `now`. */
const waited = (since: Date, now: Date) => ({
  waitingSince: since.toISOString(),
  ageSeconds: Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000)),
});

export async function outboxHealth(db: Database, now = new Date()): Promise<OutboxHealth> {
  const [backlog, [oldest], deadGroups, webhookFailures] = await Promise.all([
    outboxBacklog(db, now),
    db
      .select({ template: outbox.template, channel: outbox.channel, waitingSince, attempts: outbox.attempts })
      .from(outbox)
      .where(and(inArray(outbox.status, ON_THE_WAY), sql`not ${notDueYet(now)}`))
      .orderBy(asc(waitingSince))
      .limit(1),
    db
      .select({ channel: outbox.channel, lastError: errorKind, count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.status, "dead"))
      .groupBy(outbox.channel, errorKind),
    db
      .select({ template: outbox.template, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt })
      .from(outbox)
      .where(and(inArray(outbox.status, [...ON_THE_WAY, "dead"]), eq(outbox.channel, "webhook"), isNotNull(outbox.lastError)))
      .orderBy(desc(outbox.createdAt))
      .limit(5),
  ]);
  return {
    waiting: backlog
      .map(({ status, channel, messages, scheduled }) => ({ status, channel, count: messages, scheduled }))
      .sort((a, b) => a.status.localeCompare(b.status) || a.channel.localeCompare(b.channel)),
    oldest: oldest ? { ...oldest, ...waited(oldest.waitingSince, now) } : null,
    deadByReason: tallyDeadReasons(deadGroups),
    webhookFailures: webhookFailures.map((row) => ({ ...row, lastError: row.lastError ?? "", createdAt: row.createdAt.toISOString() })),
  };
}

export type DatabaseFacts = {
  kind: "PostgreSQL" | "embedded (PGlite)";
  version: string;
  sizeBytes: number;
  /** The migrations the code ships, and those of them the database has not recorded. */
  migrations: { shipped: string[]; pending: string[] };
};

/** The shipped migrations and their check, read on the page's first visit rather than when the server loads. */
let migrations: { shipped: string[]; pending: ReturnType<typeof pendingMigrationsCheck> } | undefined;
function migrationCheck() {
  if (!migrations) {
    const folder = migrationsFolder();
    migrations = { shipped: shippedMigrations(folder), pending: pendingMigrationsCheck({ migrationsFolder: folder }) };
  }
  return migrations;
}

export async function databaseFacts(db: Database): Promise<DatabaseFacts> {
  const [result, pending] = await Promise.all([
    db.execute(sql`select current_setting('server_version') as version, pg_database_size(current_database())::bigint as size`) as unknown as Promise<{
      rows: Array<{ version: string; size: string | number }>;
    }>,
    migrationCheck().pending(db),
  ]);
  const row = result.rows[0]!;
  return {
    kind: isEmbedded(db) ? "embedded (PGlite)" : "PostgreSQL",
    version: row.version,
    sizeBytes: Number(row.size),
    migrations: { shipped: migrationCheck().shipped, pending },
  };
}

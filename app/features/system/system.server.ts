// What the System page reads from the database: its kind and size, the outbox's health (what
// waits, the oldest message still on its way, why messages died, which webhooks fail now), and
// whether hosts' calendars are being read. Every
// query reads unsent rows only, through the outbox's status indexes: sent mail is nearly every row
// after a few years.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isEmbedded, migrationsFolder, schema, type Database } from "#db/index.ts";
import { pendingMigrationsCheck, shippedMigrations } from "#db/migrate.ts";
import { notDueYet, outboxBacklog, waitingSince } from "#app/features/mail/outbox-backlog.server.ts";
import { tallyDeadReasons } from "./dead-reasons.ts";

const { admins, hostCalendars, outbox } = schema;

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

/** Hosts' calendars as an operator watches them: how many are read, and those failing now. */
export type CalendarHealth = {
  total: number;
  /** The longest since a calendar's last good read, in seconds (null: none read yet, or none at all). */
  stalestReadSeconds: number | null;
  failing: Array<{ host: string; kind: string; lastError: string; failingSince: string; lastReadAt: string | null }>;
};

export async function calendarHealth(db: Database, now = new Date()): Promise<CalendarHealth> {
  const rows = await db
    .select({
      host: admins.email,
      kind: hostCalendars.kind,
      lastReadAt: hostCalendars.lastReadAt,
      lastError: hostCalendars.lastError,
      lastErrorAt: hostCalendars.lastErrorAt,
    })
    .from(hostCalendars)
    .innerJoin(admins, eq(admins.id, hostCalendars.adminId))
    .orderBy(asc(admins.email), asc(hostCalendars.kind));
  const reads = rows.flatMap((row) => (row.lastReadAt ? [row.lastReadAt.getTime()] : []));
  return {
    total: rows.length,
    stalestReadSeconds: reads.length > 0 ? Math.round((now.getTime() - Math.min(...reads)) / 1000) : null,
    failing: rows.flatMap((row) =>
      row.lastError && row.lastErrorAt
        ? [{ host: row.host, kind: row.kind, lastError: row.lastError, failingSince: row.lastErrorAt.toISOString(), lastReadAt: row.lastReadAt?.toISOString() ?? null }]
        : [],
    ),
  };
}

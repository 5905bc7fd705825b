// Applies the committed migrations. drizzle-orm's own migrator runs every pending migration in one
// transaction and reports a failure without saying which migration broke; this one keeps drizzle's
// bookkeeping table (so databases migrated either way agree) but applies each migration in its own
// transaction and names the one that failed. Callers serialise it: PostgreSQL under an advisory lock
// (see openDatabase), PGlite by being the only process on its data directory.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** A migration that could not be applied: one line naming it, the database's error and the statement. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
    statement: string,
  ) {
    // drizzle wraps the driver's error ("Failed query: …"); the driver's message is the useful one.
    const root = cause instanceof Error && cause.cause instanceof Error ? cause.cause : cause;
    const reason = root instanceof Error ? root.message : String(root);
    const text = statement.trim();
    const excerpt = text.split("\n")[0]!.slice(0, 100);
    super(`migration ${migration} failed: ${reason}, in: ${excerpt}${excerpt.length < text.length ? " …" : ""}`, { cause });
  }
}

type Journal = { entries: Array<{ tag: string; when: number }> };

export type MigrationOptions = {
  migrationsFolder: string;
  /** Schema of drizzle's bookkeeping table (tests may give each run its own). */
  migrationsSchema?: string;
};

// The untyped driver result: node-postgres and PGlite both answer with { rows }.
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const readJournal = (migrationsFolder: string) =>
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;

/** The tags of the migrations the code ships, oldest first. */
export const shippedMigrations = (migrationsFolder: string): string[] => readJournal(migrationsFolder).entries.map((entry) => entry.tag);

const bookkeepingTable = (migrationsSchema: string) => sql`${sql.identifier(migrationsSchema)}.${sql.identifier("__drizzle_migrations")}`;

/** The folder time of the newest migration the database records (drizzle compares by it, not by hash). */
async function appliedUpTo(db: AnyDatabase, migrationsSchema: string): Promise<number> {
  const last = (await db.execute(sql`select created_at from ${bookkeepingTable(migrationsSchema)} order by created_at desc limit 1`)) as unknown as {
    rows: Array<{ created_at: string | number }>;
  };
  return last.rows[0] ? Number(last.rows[0].created_at) : -Infinity;
}

/** Applies the pending migrations in order; returns the tags it applied. */
export async function applyMigrations(db: AnyDatabase, { migrationsFolder, migrationsSchema = "drizzle" }: MigrationOptions): Promise<string[]> {
  const journal = readJournal(migrationsFolder);
  const files = readMigrationFiles({ migrationsFolder });
  const table = bookkeepingTable(migrationsSchema);

  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS ${sql.identifier(migrationsSchema)}`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS ${table} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const upTo = await appliedUpTo(db, migrationsSchema);

  const applied: string[] = [];
  for (const [index, migration] of files.entries()) {
    if (migration.folderMillis <= upTo) continue;
    const tag = journal.entries[index]?.tag ?? String(migration.folderMillis);
    let current = "";
    try {
      await db.transaction(async (tx) => {
        for (const statement of migration.sql) {
          current = statement;
          if (statement.trim()) await tx.execute(sql.raw(statement));
        }
        current = "recording the migration";
        await tx.execute(sql`insert into ${table} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
      });
    } catch (error) {
      throw new MigrationError(tag, error, current);
    }
    applied.push(tag);
  }
  return applied;
}

/**
 * A check of which shipped migrations (those in `migrationsFolder`, read once) the database has not
 * recorded, by the same rule applyMigrations uses; all of them when it has no bookkeeping table.
 * It writes nothing, so a readiness probe may run it as often as it likes.
 */
export function pendingMigrationsCheck({ migrationsFolder, migrationsSchema = "drizzle" }: MigrationOptions) {
  const shipped = readJournal(migrationsFolder).entries;
  const tableName = `${migrationsSchema}.__drizzle_migrations`;
  return async (db: AnyDatabase): Promise<string[]> => {
    const found = (await db.execute(sql`select to_regclass(${tableName}) is not null as present`)) as unknown as { rows: Array<{ present: boolean }> };
    const upTo = found.rows[0]?.present ? await appliedUpTo(db, migrationsSchema) : -Infinity;
    return shipped.filter((entry) => entry.when > upTo).map((entry) => entry.tag);
  };
}

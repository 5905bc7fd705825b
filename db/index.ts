// The one place that opens the database. Nothing here runs at import time: callers open it
// explicitly (server start-up, a script, a test) and close it when done.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Dialect = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  dialect: Dialect;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Where drizzle records applied migrations (tests give each schema its own). */
  migrationsSchema?: string;
};

/** Migrations sit next to this file in the source tree, and at ../db/migrations from build/. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "..", "db", "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a fresh one.
    pool.on("error", () => {});
    const db = drizzle(pool, { schema, casing: "snake_case" });
    await migrate(db, { migrationsFolder: migrationsFolder(), migrationsSchema: options.migrationsSchema });
    return { db: db as unknown as Database, dialect: "postgres", close: () => pool.end() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema, casing: "snake_case" });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, dialect: "pglite", close: () => client.close() };
}

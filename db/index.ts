// The one place that opens the database. Nothing here runs at import time: callers open it
// explicitly (server start-up, a script, a test) and close it when done.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { claimDataDir, type OwnerRole } from "./data-dir-owner.ts";
import { applyMigrations } from "./migrate.ts";
import { BYTEA_PARSERS, BYTEA_SERIALIZERS } from "./pglite-bytea.ts";
import { TEXT_TYPE_PARSERS, clientForDrizzle } from "./pglite-client.ts";
import { createQueryListeners, listenToEmbedded, listenToPool, type QueryListener } from "./query-listeners.ts";
import * as schema from "./schema.ts";

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Dialect = "pglite" | "postgres";

/** The pool's connections: open, idle among them, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  dialect: Dialect;
  close: () => Promise<void>;
  /** Tags of the migrations this open applied (empty when the database was up to date). */
  appliedMigrations: string[];
  /** From now on, tells `listener` of each statement the application runs (db/query-listeners.ts): the metrics' and tracing's hook. */
  addQueryListener: (listener: QueryListener) => void;
  /** PostgreSQL: the connection pool's state now. */
  poolStats?: () => PoolStats;
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
  /** Another migrations folder (tests). */
  migrationsFolder?: string;
  /** Who holds a PGlite data directory: a server waits for a maintenance command to let go. */
  role?: OwnerRole;
  /** PGlite only: start from this dump (`npm run db:restore`) instead of an empty directory. */
  loadDataDir?: Blob;
};

/**
 * Any constant works: advisory locks are per database. Every process that migrates takes this
 * lock first, so ten processes starting together apply each migration once, one after another.
 */
const MIGRATION_LOCK_KEY = 7_425_001_022;

/**
 * Migrations sit next to this file in the source tree, at ../db/migrations from build/ (the server
 * bundle), and at ../../db/migrations from build/server/ (React Router's, for the System page).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "..", "db", "migrations"), path.join(here, "..", "..", "db", "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Whether `db` is the embedded database. Its data directory has one owner process, so what that
 * process keeps in memory is what every process sees (decision 025).
 */
export function isEmbedded(db: Pick<Database, "execute">): boolean {
  const client = (db as { $client?: { dumpDataDir?: unknown } }).$client;
  return typeof client?.dumpDataDir === "function";
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const listeners = createQueryListeners();
  if (options.databaseUrl) {
    const { Pool } = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a fresh one.
    pool.on("error", () => {});
    listenToPool(pool, listeners);
    const db = drizzle(pool, { schema, casing: "snake_case" });
    let appliedMigrations: string[];
    try {
      // A session-level lock lives on one connection, so the migrations run on that connection too.
      const client = await pool.connect();
      let unlocked = true;
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        appliedMigrations = await applyMigrations(drizzle(client, { casing: "snake_case" }), {
          migrationsFolder: options.migrationsFolder ?? migrationsFolder(),
          migrationsSchema: options.migrationsSchema,
        });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => (unlocked = false));
        // A connection that may still hold the lock is closed rather than pooled, which frees it.
        client.release(!unlocked);
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      dialect: "postgres",
      close: () => pool.end(),
      appliedMigrations,
      addQueryListener: listeners.add,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const { drizzle } = await import("drizzle-orm/pglite");
  const embedded = await openEmbedded(options);
  try {
    listenToEmbedded(embedded.client, listeners);
    const db = drizzle(clientForDrizzle(embedded.client), { schema, casing: "snake_case" });
    const appliedMigrations = await applyMigrations(db, {
      migrationsFolder: options.migrationsFolder ?? migrationsFolder(),
      migrationsSchema: options.migrationsSchema,
    });
    embedded.serveBackups();
    return {
      db: db as unknown as Database,
      dialect: "pglite",
      close: embedded.close,
      appliedMigrations,
      addQueryListener: listeners.add,
    };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/**
 * PGlite on `<dataDir>/pglite` (in memory without a dataDir), after making this process the
 * directory's only user. Migrations are the caller's business: a backup must not change the files.
 */
export async function openEmbedded(options: Pick<DatabaseOptions, "dataDir" | "role" | "loadDataDir">) {
  const { PGlite } = await import("@electric-sql/pglite");
  // The inbox search's trigram indexes (migration 0007); PGlite loads an extension at start.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // The exclusion constraint that keeps a host's meetings apart (migration 0014).
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  let dataDir: string | undefined;
  let owner: Awaited<ReturnType<typeof claimDataDir>> | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    owner = await claimDataDir(options.dataDir, options.role ?? "command");
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dataDir, {
      parsers: { ...TEXT_TYPE_PARSERS, ...BYTEA_PARSERS },
      serializers: BYTEA_SERIALIZERS,
      extensions: { pg_trgm, btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await owner?.release();
    throw error;
  }
  /**
   * The data directory as a gzipped tar. A checkpoint first writes committed data into the table
   * files; then the copy waits for an open transaction to end and holds statements back while it
   * reads (PGlite's transaction lock, which its queries take too: hence the checkpoint outside it).
   */
  const dump = async () => {
    await client.exec("CHECKPOINT");
    const tar = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
    return Buffer.from(await tar.arrayBuffer());
  };
  return {
    client,
    dump,
    /** From now on `npm run db:backup` gets its dump from this process. */
    serveBackups: () => owner?.serveBackups(dump),
    close: async () => {
      await client.close();
      await owner?.release();
    },
  };
}

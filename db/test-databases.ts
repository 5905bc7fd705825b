// Integration tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
import pg from "pg";
import { openDatabase, type DatabaseHandle, type Dialect } from "./index.ts";

/** `reopen` (PostgreSQL only) connects a second pool to the same database: another app process. */
export type TestDatabaseHandle = DatabaseHandle & { reopen?: () => Promise<DatabaseHandle> };
export type TestDatabaseTarget = { name: Dialect; open: () => Promise<TestDatabaseHandle> };

let databaseCounter = 0;

async function asAdmin(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, empty PostgreSQL database on the server of `baseUrl`: its URL, and `drop` to remove it
 * (connections still open included). Tests that start processes of their own use it directly.
 */
export async function createEmptyPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${Date.now()}_${databaseCounter++}`;
  await asAdmin(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A fresh PostgreSQL database per call, so test files never see each other's rows. (A schema per
 * call is not enough: drizzle-kit writes foreign keys as "public"."table".)
 */
async function openIsolatedPostgres(baseUrl: string): Promise<TestDatabaseHandle> {
  const { url, drop } = await createEmptyPostgresDatabase(baseUrl);
  const connect = () => openDatabase({ databaseUrl: url, poolSize: 8 });
  const handle = await connect();
  return {
    ...handle,
    reopen: connect,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push({ name: "postgres", open: () => openIsolatedPostgres(postgresUrl) });
  return targets;
}

// Integration tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
import pg from "pg";
import { openDatabase, type DatabaseHandle, type Dialect } from "./index";

export type TestDatabaseTarget = { name: Dialect; open: () => Promise<DatabaseHandle> };

let schemaCounter = 0;

/** A fresh PostgreSQL schema per call, so test files never see each other's rows. */
async function openIsolatedPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const schemaName = `test_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schemaName}`);
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 8, migrationsSchema: schemaName });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await cleanup.end();
    },
  };
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push({ name: "postgres", open: () => openIsolatedPostgres(postgresUrl) });
  return targets;
}

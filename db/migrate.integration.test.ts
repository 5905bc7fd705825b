import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./index.ts";
import { MigrationError } from "./migrate.ts";
import { createEmptyPostgresDatabase } from "./test-databases.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A migrations folder in drizzle-kit's layout holding the given migrations, in order. */
function migrationsFolder(migrations: Array<{ tag: string; sql: string }>): string {
  const dir = tempDir("lumenguard-migrations-");
  mkdirSync(path.join(dir, "meta"));
  const entries = migrations.map(({ tag }, idx) => ({ idx, version: "7", when: 1_700_000_000_000 + idx, tag, breakpoints: true }));
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ version: "7", dialect: "postgresql", entries }));
  for (const { tag, sql } of migrations) writeFileSync(path.join(dir, `${tag}.sql`), sql);
  return dir;
}

const first = { tag: "0000_first", sql: "CREATE TABLE probe (id int);" };
const broken = { tag: "0001_broken", sql: "CREATE INDEX probe_id ON probe (id);\n--> statement-breakpoint\nCREATE TABLE probe (id int);" };

const targets = [
  { name: "pglite", open: async () => ({ options: { dataDir: tempDir("lumenguard-migrate-") }, drop: async () => {} }) },
  ...(postgresUrl
    ? [
        {
          name: "postgres",
          open: async () => {
            const { url, drop } = await createEmptyPostgresDatabase(postgresUrl);
            return { options: { databaseUrl: url }, drop };
          },
        },
      ]
    : []),
];

describe.each(targets)("migrations on $name", ({ open }) => {
  it("name the migration that failed with the database's error, and keep the ones before it", async () => {
    const { options, drop } = await open();
    try {
      const failure = await openDatabase({ ...options, migrationsFolder: migrationsFolder([first, broken]) }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toBe('migration 0001_broken failed: relation "probe" already exists, in: CREATE TABLE probe (id int);');

      // 0000_first stayed applied, and the broken one left nothing behind (its index included).
      const again = await openDatabase({ ...options, migrationsFolder: migrationsFolder([first]) });
      try {
        expect(again.appliedMigrations).toEqual([]);
        const indexes = (await again.db.execute("select count(*)::int as n from pg_indexes where indexname = 'probe_id'")) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(indexes.rows[0]!.n).toBe(0);
      } finally {
        await again.close();
      }
    } finally {
      await drop();
    }
  });
});

describe.skipIf(!postgresUrl)("migrations on postgres, from several processes", () => {
  it("ten processes starting together against an empty database apply each migration once", async () => {
    const { url, drop } = await createEmptyPostgresDatabase(postgresUrl!);
    try {
      const runs = await Promise.all(
        Array.from({ length: 10 }, () =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const child = spawn("node", ["--import", "tsx", "scripts/db-migrate.ts"], {
              env: { ...process.env, DATABASE_URL: url, NODE_ENV: "production" },
              stdio: ["ignore", "pipe", "pipe"],
            });
            let out = "";
            child.stdout.on("data", (chunk) => (out += chunk));
            child.stderr.on("data", (chunk) => (out += chunk));
            child.on("exit", (code) => resolve({ code, out }));
          }),
        ),
      );
      expect(runs.map((run) => run.code)).toEqual(Array(10).fill(0));

      const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as { entries: Array<{ tag: string }> };
      const tags = journal.entries.map((entry) => entry.tag);
      const applied = runs.flatMap((run) => /: (\S.*)$/m.exec(run.out.match(/^Applied .*$/m)?.[0] ?? "")?.[1]?.split(", ") ?? []);
      expect(applied.sort()).toEqual([...tags].sort());
      expect(runs.filter((run) => run.out.includes("is up to date"))).toHaveLength(9);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(rows[0]!.n).toBe(tags.length);
      } finally {
        await client.end();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});

// Migration 0010 moves each stored image's file from images.original into image_original_parts:
// a database migrated to 0009 with an image in it, then opened with every migration.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseOptions } from "./index.ts";
import { imageOriginalParts, images } from "./schema.ts";
import { createEmptyPostgresDatabase } from "./test-databases.ts";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The project's migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const source = migrationsFolder();
  const dir = mkdtempSync(path.join(tmpdir(), "lumenguard-migrations-"));
  temporary.push(dir);
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(source, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; open: () => Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> }> = [
  {
    name: "pglite",
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-0010-"));
      temporary.push(dataDir);
      return { options: { dataDir }, drop: async () => {} };
    },
  },
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

describe.each(targets)("migration 0010 on $name", ({ open }) => {
  it("keeps every stored image's file, as its first part", async () => {
    const { options, drop } = await open();
    const file = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    const before = await openDatabase({ ...options, migrationsFolder: migrationsUpTo("0009_mail_suppressions") });
    await before.db.execute(
      sql`insert into images (hash, format, width, height, byte_size, original) values ('aaaaaaaaaaaaaaaaaaaaaaaa', 'png', 10, 10, ${file.length}, ${file})`,
    );
    await before.close();

    const after = await openDatabase(options);
    try {
      expect(after.appliedMigrations).toContain("0010_image_original_parts");
      const [image] = await after.db.select({ id: images.id, byteSize: images.byteSize }).from(images);
      const parts = await after.db.select().from(imageOriginalParts);
      expect(parts).toHaveLength(1);
      expect(parts[0]).toMatchObject({ imageId: image!.id, part: 0 });
      expect(parts[0]!.bytes.equals(file)).toBe(true);
    } finally {
      await after.close();
      await drop();
    }
  });
});

// npm run db:restore FILE   unpacks a backup written by `npm run db:backup` into DATA_DIR, which must
// not hold a database yet. Start the server on that DATA_DIR afterwards; it applies any newer migrations.
import { readFileSync } from "node:fs";
import path from "node:path";
import { restoreEmbedded } from "#db/backup.ts";
import { parseEnv } from "#app/env.server.ts";
import { runCommand } from "./lib/command.ts";

runCommand("db:restore", async () => {
  const file = process.argv[2];
  if (!file) throw new Error("name the backup to restore: npm run db:restore -- FILE");
  const env = parseEnv();
  if (env.DATABASE_URL) throw new Error("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see docs/deploy.md)");
  const bytes = readFileSync(file);
  // gzip's magic bytes: refuse anything else before unpacking it.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error(`${file} is not a backup written by npm run db:backup (not gzip)`);
  const { leads, posts } = await restoreEmbedded(env.DATA_DIR, bytes);
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  return `Restored ${path.resolve(file)} into ${path.resolve(env.DATA_DIR)}: ${count(leads, "lead")}, ${count(posts, "blog post")}`;
});

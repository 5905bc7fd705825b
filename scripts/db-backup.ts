// npm run db:backup [FILE]   writes the embedded database (PGlite in DATA_DIR) to FILE, a gzipped tar
// (default backups/lumenguard-<time>.tar.gz). Works with the server running (the server writes the
// dump) or stopped. For PostgreSQL (DATABASE_URL) use pg_dump: see docs/deploy.md.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { backupEmbedded } from "#db/backup.ts";
import { parseEnv } from "#app/env.server.ts";
import { runCommand } from "./lib/command.ts";

runCommand("db:backup", async () => {
  const env = parseEnv();
  if (env.DATABASE_URL) throw new Error("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md)");
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const file = path.resolve(process.argv[2] ?? path.join("backups", `lumenguard-${stamp}.tar.gz`));
  const { bytes, source } = await backupEmbedded(env.DATA_DIR);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so FILE is never a half-written archive.
  writeFileSync(`${file}.partial`, bytes);
  renameSync(`${file}.partial`, file);
  return `Backed up ${path.resolve(env.DATA_DIR)} (from the ${source}) to ${file} (${(bytes.length / 1024).toFixed(0)} KiB)`;
});

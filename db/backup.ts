// Backups of the embedded database (PGlite): a gzipped tar of its data directory, as PGlite's
// dumpDataDir() writes it. A running server makes the dump itself when asked through DATA_DIR's
// control socket, so a backup never reads files another process is writing; with no server, the
// backup opens the directory itself (and a server starting meanwhile waits for it).
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DataDirBusyError, dumpFromOwner } from "./data-dir-owner.ts";
import { openEmbedded } from "./index.ts";

export type BackupSource = "running process" | "data directory";

function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/** A consistent gzipped dump of the embedded database in `dataDir`, the server running or not. */
export async function backupEmbedded(dataDir: string): Promise<{ bytes: Buffer; source: BackupSource }> {
  if (!hasDatabase(dataDir)) throw new Error(`No embedded database in ${path.resolve(dataDir)} (DATA_DIR) to back up`);
  // Twice at most: a server may take the directory between the question and our own claim.
  for (let attempt = 0; ; attempt++) {
    const fromOwner = await dumpFromOwner(dataDir);
    if (fromOwner) return { bytes: fromOwner, source: "running process" };
    try {
      const embedded = await openEmbedded({ dataDir, role: "command" });
      try {
        return { bytes: await embedded.dump(), source: "data directory" };
      } finally {
        await embedded.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirBusyError) || attempt > 0) throw error;
    }
  }
}

/**
 * Unpacks a dump into `dataDir`, which must not hold a database yet (nothing is ever overwritten).
 * Returns how many leads and blog posts the restored database holds, for the operator to check.
 */
export async function restoreEmbedded(dataDir: string, bytes: Buffer): Promise<{ leads: number; posts: number }> {
  const target = path.join(dataDir, "pglite");
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${path.resolve(target)} already holds a database: restore into an empty DATA_DIR (move this one away first)`);
  }
  let embedded: Awaited<ReturnType<typeof openEmbedded>>;
  try {
    embedded = await openEmbedded({ dataDir, role: "command", loadDataDir: new Blob([new Uint8Array(bytes)]) });
  } catch (error) {
    // Leave the directory empty again rather than half-restored (it was empty before).
    if (!(error instanceof DataDirBusyError)) rmSync(target, { recursive: true, force: true });
    throw error;
  }
  try {
    const count = async (table: string) => {
      const result = await embedded.client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return result.rows[0]?.n ?? 0;
    };
    return { leads: await count("leads"), posts: await count("blog_posts") };
  } finally {
    await embedded.close();
  }
}

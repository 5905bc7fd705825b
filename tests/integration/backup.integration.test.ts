import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { seedBlogPosts } from "#app/features/blog/seed.server.ts";
import { restoreEmbedded, backupEmbedded } from "#db/backup.ts";
import { controlSocketPath, DataDirBusyError } from "#db/data-dir-owner.ts";
import { openDatabase, type Database } from "#db/index.ts";
import { blogPosts, leads } from "#db/schema.ts";

const run = promisify(execFile);
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "lumenguard-backup-"));
  temporary.push(dir);
  return dir;
}

/** The maintenance commands as an operator runs them, on the embedded database in `dataDir`. */
function command(script: string, dataDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" };
  return run("node", ["--import", "tsx", script, ...args], { env });
}

async function contents(db: Database) {
  return {
    leads: await db.select({ id: leads.id, email: leads.email, message: leads.message }).from(leads).orderBy(asc(leads.email)),
    posts: await db.select({ slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts).orderBy(asc(blogPosts.slug)),
  };
}

describe("one process per embedded data directory", () => {
  it("refuses a second opener while the first holds the directory, naming it", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, role: "server" });
    try {
      const second = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(DataDirBusyError);
      expect((second as Error).message).toContain(`pid ${process.pid}, a running server`);
    } finally {
      await first.close();
    }
    // Closing lets go of it.
    expect(existsSync(path.join(dataDir, "pglite.sock"))).toBe(false);
    await (await openDatabase({ dataDir })).close();
  }, 120_000);

  it("takes over the socket a killed process left behind", async () => {
    const dataDir = tempDir();
    const socket = controlSocketPath(dataDir);
    spawnSync("node", ["-e", `require("net").createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, "SIGKILL"))`]);
    expect(statSync(socket).isSocket()).toBe(true);
    await (await openDatabase({ dataDir })).close();
  }, 60_000);
});

describe("backups of the embedded database", () => {
  it("restore into a new directory with the same leads and posts, taken with the server running or stopped", async () => {
    const dataDir = tempDir();
    const server = await openDatabase({ dataDir, role: "server" });
    let expected: Awaited<ReturnType<typeof contents>>;
    let whileRunning: Buffer;
    try {
      await seedBlogPosts(server.db);
      await server.db.insert(leads).values([
        { kind: "contact", functionName: "send-contact-email", firstName: "Ada", lastName: "Lovelace", email: "ada@acme.example", message: "Kept." },
        { kind: "contact", functionName: "send-contact-email", firstName: "Alan", lastName: "Turing", email: "alan@acme.example", message: "Also kept." },
      ]);
      expected = await contents(server.db);
      expect(expected.posts.length).toBeGreaterThan(0);

      // The server holds the directory, so the backup asks it for the dump.
      const backup = await backupEmbedded(dataDir);
      expect(backup.source).toBe("running process");
      whileRunning = backup.bytes;
      // A restore never writes over a database.
      await expect(restoreEmbedded(dataDir, whileRunning)).rejects.toThrow(/already holds a database/);
    } finally {
      await server.close();
    }

    const restored = tempDir();
    expect(await restoreEmbedded(restored, whileRunning)).toEqual({ leads: 2, posts: expected.posts.length });
    const reopened = await openDatabase({ dataDir: restored });
    try {
      expect(await contents(reopened.db)).toEqual(expected);
    } finally {
      await reopened.close();
    }

    // The commands, with the server stopped: the backup opens the directory itself.
    const file = path.join(tempDir(), "site.tar.gz");
    const backedUp = await command("scripts/db-backup.ts", dataDir, file);
    expect(backedUp.stdout).toMatch(/^Backed up .* \(from the data directory\) to .*site\.tar\.gz \(\d+ KiB\)\n$/);
    const target = tempDir();
    const restoreRun = await command("scripts/db-restore.ts", target, file);
    expect(restoreRun.stdout).toMatch(new RegExp(`: 2 leads, ${expected.posts.length} blog posts\\n$`));
    const fromCommands = await openDatabase({ dataDir: target });
    try {
      expect(await contents(fromCommands.db)).toEqual(expected);
    } finally {
      await fromCommands.close();
    }
  }, 120_000);
});

// A PostgreSQL server for a measurement: the one BENCH_DATABASE_URL (or TEST_DATABASE_URL) names,
// or a throw-away cluster of the newest installed PostgreSQL on a loopback port, removed on stop.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";

export type ScratchPostgres = {
  /** The server's URL (its default database). */
  url: string;
  /** Started here (true), or the server the environment names. */
  scratch: boolean;
  /** A new empty database on it: its URL, and `drop` to remove it. */
  createDatabase: () => Promise<{ url: string; drop: () => Promise<void> }>;
  stop: () => Promise<void>;
};

function newestPostgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error("no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql), and BENCH_DATABASE_URL is not set");
  return path.join(root, versions.at(-1)!, "bin");
}

export async function scratchPostgres(port = 55_499): Promise<ScratchPostgres> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let url: string;
  let stop = async () => {};
  if (given) {
    url = given;
  } else {
    const bin = newestPostgresBin();
    const dir = mkdtempSync(path.join(tmpdir(), "lumenguard-scale-pg-"));
    // PostgreSQL refuses to run as root: the cluster is the postgres user's.
    const asPostgres = (command: string, args: string[]) =>
      process.getuid?.() === 0 ? execFileSync("runuser", ["-u", "postgres", "--", command, ...args]) : execFileSync(command, args);
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
      chownSync(dir, uid, uid);
    }
    asPostgres(path.join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "postgres"]);
    asPostgres(path.join(bin, "pg_ctl"), ["-D", dir, "-w", "-l", path.join(dir, "server.log"), "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp`, "start"]);
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stop = async () => {
      asPostgres(path.join(bin, "pg_ctl"), ["-D", dir, "-m", "fast", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  return {
    url,
    scratch: !given,
    stop,
    createDatabase: () => createEmptyPostgresDatabase(url),
  };
}

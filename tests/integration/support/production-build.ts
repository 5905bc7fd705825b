// Integration tests that run the production server (`node build/server.js`, scripts/lib/
// production-server.ts) need a build of the sources they test. `npm test` builds before the
// integration tier, but a developer's build may be older than their edits: the build is made
// first whenever a source is newer than it. Test files run in parallel, so one builds at a time
// (a lock beside the system's temporary files) and the others find its build fresh.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const BUILT = "build/server.js";
/** What the build reads; tests beside the code are not part of it. */
const SOURCES = ["app", "server", "db", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];
const GENERATED = ["public/files", "public/brand"];

function newestSource(): number {
  let newest = 0;
  for (const source of SOURCES) {
    const files = statSync(source).isDirectory()
      ? readdirSync(source, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [source];
    for (const file of files) if (!GENERATED.some((dir) => file.startsWith(dir))) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

const isFresh = () => existsSync(BUILT) && statSync(BUILT).mtimeMs > newestSource();

/** One lock per checkout: `npm run build` empties build/, so the lock lives outside it. */
const LOCK = path.join(tmpdir(), `lumenguard-build-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}.lock`);
/** Longer than any build takes: a lock this old was left by a test run that was killed. */
const STALE_LOCK_MS = 10 * 60_000;

function holdBuildLock(): () => void {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

/** Runs `npm run build` unless build/server.js is newer than every source; one caller at a time builds. */
export function ensureProductionBuild(): void {
  if (isFresh()) return;
  const release = holdBuildLock();
  try {
    // Another test file may have built while this one waited.
    if (isFresh()) return;
    const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", timeout: 300_000 });
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
  } finally {
    release();
  }
}

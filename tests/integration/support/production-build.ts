// Integration tests that run the production server (`node build/server.js`, scripts/lib/
// production-server.ts) need a build of the sources they test. `npm test` builds only after the
// integration tier, and a developer's build may be older than their edits: the build is made
// first whenever a source is newer than it. Only one test file may use this (two would build into
// build/ at once).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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

/** Runs `npm run build` unless build/server.js is newer than every source. */
export function ensureProductionBuild(): void {
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs > newestSource()) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", timeout: 300_000 });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr}`);
}

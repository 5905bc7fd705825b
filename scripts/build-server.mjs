// Bundles the Express entry (server/) into build/server.js so production runs plain node, and the
// maintenance commands and the image encoder into build/<name>.js so an image without devDependencies
// (no tsx) has them.
// Packages stay external; the React Router build is loaded at runtime from build/server.
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

/**
 * The version the server reports (lumenguard_build_info, the System page): BUILD_VERSION when set
 * (an image build passes it as a build argument: .git stays out of the image), else the commit
 * checked out, else "unknown".
 */
function buildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  try {
    return execFileSync("git", ["describe", "--always", "--dirty", "--tags"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

await build({
  entryPoints: {
    server: "server/main.ts",
    "db-migrate": "scripts/db-migrate.ts",
    "db-backup": "scripts/db-backup.ts",
    "db-restore": "scripts/db-restore.ts",
    "admin-create": "scripts/admin-create.ts",
    outbox: "scripts/outbox.ts",
    // An upload's variants are encoded in a process of its own (app/features/images/encoder.server.ts).
    "image-encoder": "app/features/images/encoder-process.server.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // server/metrics/build-version.ts
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
});

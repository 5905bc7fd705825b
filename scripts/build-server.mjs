// Bundles the Express entry (server/) into build/server.js so production runs plain node, and the
// maintenance commands into build/<name>.js so an image without devDependencies (no tsx) has them.
// Packages stay external; the React Router build is loaded at runtime from build/server.
import { build } from "esbuild";

await build({
  entryPoints: {
    server: "server/main.ts",
    "db-migrate": "scripts/db-migrate.ts",
    "db-backup": "scripts/db-backup.ts",
    "db-restore": "scripts/db-restore.ts",
    "admin-create": "scripts/admin-create.ts",
    outbox: "scripts/outbox.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

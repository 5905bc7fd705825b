// Bundles the Express entry (server/) into build/server.js so production runs plain node.
// Packages stay external; the React Router build is loaded at runtime from build/server.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

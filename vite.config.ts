import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { browserChunkGroups } from "./scripts/vite/chunk-groups.ts";
import { docsBundle } from "./scripts/vite/docs-bundle-plugin.ts";

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * react-router's package exports name its development build for every condition, so production
 * bundles would ship its development warnings (remix-run/react-router#14102). The browser bundle
 * takes the production build instead; the server keeps the one its adapters import, so they share
 * one router.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromRoot("./node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    docsBundle(fromRoot(".")),
    // gzip and brotli copies of the browser files at full strength, served as they are (server/app.ts).
    ...(isSsrBuild ? [] : [compression({ algorithms: ["gzip", "brotliCompress"] })]),
  ],
  resolve: {
    alias: command === "build" && !isSsrBuild ? productionRouter : [],
  },
  // The enhancer (components/layout/enhancer-script.tsx) is bundled like a module worker: one file of its own.
  worker: { format: "es" },
  build: {
    // Hashed assets only; the server gives them immutable caching.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // Reading a property never runs code in these modules (no getters): an unused value
            // read from one is dropped instead of kept (0.6 KB less on /book-demo).
            treeshake: { propertyReadSideEffects: false },
            output: { codeSplitting: { groups: browserChunkGroups } },
          },
        }),
  },
}));

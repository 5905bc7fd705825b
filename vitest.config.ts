import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { docsBundle } from "./scripts/vite/docs-bundle-plugin.ts";

export default defineConfig({
  // The docs bundle (`virtual:docs-bundle`) as the build makes it.
  plugins: [docsBundle(fileURLToPath(new URL(".", import.meta.url)))],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The suite runs against the production build on a loopback port with a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "lumenguard-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", testIgnore: /cross-browser\//, use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
    // Firefox ESR and WebKitGTK drive the main flows through their own drivers (tests/e2e/cross-browser).
    { name: "cross-browser", testMatch: /cross-browser\/.*\.spec\.ts/, timeout: 60_000 },
  ],
  webServer: {
    command: "node build/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "100000",
      // The specs book many meetings from one address and reuse e-mail addresses; the caps have
      // their own integration tests.
      BOOKINGS_PER_EMAIL: "100000",
      BOOKINGS_PER_IP_PER_DAY: "100000",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "admin@lumenguard.example",
      ADMIN_PASSWORD: "correct horse battery staple",
      DOCS_PASSWORD: "trust but verify",
      // The docs' "Edit this page" links (docs.spec.ts).
      DOCS_EDIT_URL: "https://github.com/lumenguard/website/edit/main",
      // Long enough to open a shared preview link, short enough to see it expire (editor-workspace.spec.ts).
      PREVIEW_LINK_TTL: "20s",
    },
  },
});

// Single sign-on in a real browser: a server of its own, set up with the OIDC_* variables of a real
// OpenID provider (oidc-provider) run by this spec on loopback. Its login screen signs in the person
// the test names, as an identity provider with a live session would.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, expectCleanAtBothWidths, test } from "./fixtures.ts";
import { freePort } from "#scripts/lib/free-port.ts";
import { startOidcProvider, type TestOidcProvider } from "#tests/support/oidc-provider.ts";

test.describe.configure({ mode: "serial" });

let provider: TestOidcProvider;
let server: { base: string; child: ChildProcess; exited: Promise<number | null>; log: () => string };
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUri: `${base}/admin/login/sso/callback` });
  provider.addUser("sub-admin", { email: "admin@lumenguard.example", emailVerified: true });
  provider.addUser("sub-hire", { email: "new.hire@lumenguard.example", emailVerified: true });
  provider.addUser("sub-stranger", { email: "stranger@elsewhere.example", emailVerified: true });
  dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-sso-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "admin@lumenguard.example",
      ADMIN_PASSWORD: "correct horse battery staple",
      DOCS_PASSWORD: "trust but verify",
      ...provider.env,
      OIDC_ALLOWED_DOMAINS: "lumenguard.example",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  server = { base, child, exited: new Promise((resolve) => child.on("exit", resolve)), log: () => log };
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 90_000, message: `the server did not start: ${server.log()}` })
    .toBe(200);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await provider?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("an admin signs in through the identity provider and lands where they were going", async ({ page }) => {
  provider.signInNext({ subject: "sub-admin" });
  await page.goto(`${server.base}/admin/leads`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  await expect(page).toHaveURL(`${server.base}/admin/leads`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("an address of an allowed domain joins with the default role at its first sign-in", async ({ page }) => {
  provider.signInNext({ subject: "sub-hire" });
  await page.goto(`${server.base}/admin/login`);
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  // Editors land on the blog.
  await expect(page).toHaveURL(`${server.base}/admin/blog`);
  await expect(page.getByText("new.hire@lumenguard.example")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in page's link is enough", async ({ page }) => {
    provider.signInNext({ subject: "sub-admin" });
    await page.goto(`${server.base}/admin/login?next=%2Fadmin%2Fstaff`);
    await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await expect(page).toHaveURL(`${server.base}/admin/staff`);
  });
});

test.describe("a refusal", () => {
  // The browser's own console line about the 403 document.
  test.use({ allowConsole: [/status of 403/] });

  test("someone who is not staff gets a clear refusal with a way back", async ({ page }) => {
    provider.signInNext({ subject: "sub-stranger" });
    await page.goto(`${server.base}/admin/login`);
    await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await expect(page.getByRole("heading", { name: "Not a staff member" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("stranger@elsewhere.example is not a member of the Lumenguard staff. Ask an admin to invite you.");
    await expectCleanAtBothWidths(page);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(`${server.base}/admin/login`);
  });
});

// A staff member's own account, end to end against the production build: a forgotten password reset
// from the e-mail a real SMTP server receives, a session ended from another browser, and the new
// pages clean under axe on a phone and a desktop. The spec runs a server of its own, because the
// suite's server sends no mail (it has no SMTP_URL).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { createSmtpSink, recipientsOf, type SmtpSink } from "#tests/integration/support/smtp-sink.ts";
import { freePort } from "#scripts/lib/free-port.ts";
import { expect, expectCleanAtBothWidths, test } from "./fixtures.ts";
import { hydrated } from "./support/admin.ts";

const ADMIN = { email: "owner@lumenguard.example", password: "the first careful passphrase" };
const NEW_PASSWORD = "a second careful passphrase";

let server: ChildProcess;
let sink: SmtpSink;
let dataDir: string;
let baseURL: string;

test.describe.configure({ mode: "serial" });
// The browser's own line about the refusals the specs ask for on purpose: a used or unknown link's
// document (410, 404) and a wrong current password (422).
test.use({ allowConsole: [/status of (404|410|422) /] });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  sink = await createSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-account-e2e-"));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DOCS_PASSWORD: "trust but verify",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await expect.poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await sink?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, password: string) {
  await page.goto(`${baseURL}/admin/login?next=${encodeURIComponent("/admin/account")}`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/account`);
}

/** A browser of its own (its own cookies), as on another device. */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" });
  return { context, page: await context.newPage() };
}

test("a forgotten password is reset from the e-mailed link, which works once", async ({ page }) => {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/forgot-password`);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expectCleanAtBothWidths(page);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that address, we've sent a link to reset its password. It works for 30 minutes.",
  );

  const [mail] = await sink.waitForMessages(1);
  expect(recipientsOf(mail!.to)).toEqual([ADMIN.email]);
  expect(mail!.subject).toMatch(/Reset your .* admin password/);
  const link = new RegExp(`${baseURL}/admin/reset-password/[A-Za-z0-9_-]{43}`).exec(mail!.text ?? "")?.[0];
  expect(link, mail!.text).toBeTruthy();
  expect(mail!.html).toContain(link!);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectCleanAtBothWidths(page);
  await hydrated(page);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  // Signed in by the reset: the admin's home.
  await expect(page).toHaveURL(`${baseURL}/admin/blog`);
  await expect(page.getByRole("link", { name: new RegExp(ADMIN.email) })).toBeVisible();

  // The link is used up: a clear page that offers a new one, not an error.
  const again = await page.goto(link!);
  expect(again!.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Link not usable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("the account page is reached from the admin bar on a phone, and changes the password", async ({ page }) => {
  await signIn(page, NEW_PASSWORD);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${baseURL}/admin/blog`);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("main").getByText(ADMIN.email)).toBeVisible();
  await expectCleanAtBothWidths(page);
  await hydrated(page);
  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel(/^New password/).fill(ADMIN.password);
  await page.getByLabel("Repeat the new password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await page.getByLabel("Current password").fill(NEW_PASSWORD);
  await page.getByLabel(/^New password/).fill(ADMIN.password);
  await page.getByLabel("Repeat the new password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
});

test("a session ended from another browser is signed out at its next navigation", async ({ page, browser }) => {
  const laptop = await otherDevice(browser);
  try {
    await signIn(laptop.page, ADMIN.password);
    await signIn(page, ADMIN.password);
    await page.getByRole("link", { name: /^Sessions/ }).click();
    await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
    const sessions = page.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem");
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
    const firefox = sessions.filter({ hasText: "Firefox 128 on Linux" });
    await expect(firefox).toHaveCount(1);
    await expect(firefox).toContainText("127.0.0.1");
    await expectCleanAtBothWidths(page);
    await firefox.getByRole("button", { name: /^End/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "That session is signed out" })).toBeVisible();
    await expect(sessions.filter({ hasText: "Firefox 128 on Linux" })).toHaveCount(0);

    // The laptop's next click asks it to sign in again.
    await laptop.page.goto(`${baseURL}/admin/blog`);
    await expect(laptop.page).toHaveURL(new RegExp(`/admin/login\\?next=`));
    await expect(laptop.page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    // This browser is still signed in.
    await page.goto(`${baseURL}/admin/account`);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  } finally {
    await laptop.context.close();
  }
});

test("a link that is not valid says so and offers a new one", async ({ page }) => {
  const response = await page.goto(`${baseURL}/admin/reset-password/${"x".repeat(43)}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Link not usable" })).toBeVisible();
  await expectCleanAtBothWidths(page);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/forgot-password`);
});

test("an admin ends all of a member's sessions from the Staff page, after confirming", async ({ page, browser }) => {
  const memberEmail = "member@lumenguard.example";
  const memberPassword = "the member's own passphrase";
  await signIn(page, ADMIN.password);
  await page.goto(`${baseURL}/admin/staff`);
  await hydrated(page);
  await page.getByLabel("Work e-mail").fill(memberEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const messages = await sink.waitForMessages(2);
  const invitation = new RegExp(`${baseURL}/admin/invitation/[A-Za-z0-9_-]{43}`).exec(messages[1]!.text ?? "")![0];

  const laptop = await otherDevice(browser);
  try {
    await laptop.page.goto(invitation);
    await laptop.page.getByLabel(/^New password/).fill(memberPassword);
    await laptop.page.getByLabel("Repeat the password").fill(memberPassword);
    await laptop.page.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(laptop.page).toHaveURL(`${baseURL}/admin/leads`);

    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: `End all sessions of ${memberEmail}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(memberEmail);
    await dialog.getByRole("button", { name: "End all sessions" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Every session of the account is ended" })).toBeVisible();

    await laptop.page.goto(`${baseURL}/admin/leads`);
    await expect(laptop.page).toHaveURL(new RegExp(`/admin/login\\?next=`));
  } finally {
    await laptop.context.close();
  }
});

// Two-step sign-in end to end (issue 34), each part on a production server of its own so the
// shared admin of the other specs keeps signing in with a password alone: a member sets up an
// authenticator app on the security page (the code computed here from the key the page shows),
// signs out, signs in with the password and a code, then with a recovery code, and is refused a
// reused code, and answers the sign-in-again dialog's second step in place; with STAFF_MFA=required the first sign-in sets up the app before the admin opens.
// Every new screen is checked with axe at 1280 and 375 px.
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";
import { hydrated } from "#tests/e2e/support/admin.ts";

const MEMBER = { email: "two-step@lumenguard.example", password: "a careful two-step passphrase" };
const basePort = Number(process.env.E2E_PORT ?? 4173);

/** The setup key as the page shows it (in groups), without its spaces. */
async function shownSecret(page: Page) {
  const key = page.locator("code[aria-labelledby=totp-key-label]");
  return (await key.innerText()).replace(/\s/g, "");
}

/** A code for `steps` steps from now: one step ahead is still inside the window, and past the step just used. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function passwordStep(page: Page, server: ProductionServer) {
  await page.goto(`${server.baseUrl}/admin/login?next=%2Fadmin%2Fblog`);
  await page.getByLabel("Email").fill(MEMBER.email);
  await page.getByLabel("Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

function ownServer(portOffset: number, env: Record<string, string>) {
  let server: ProductionServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startProductionServer({
      port: basePort + portOffset,
      env: { RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: MEMBER.email, ADMIN_PASSWORD: MEMBER.password, ...env },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => server;
}

test.describe("two-step sign-in with an authenticator app", () => {
  // Axe runs twice on most screens.
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  // The refused codes answer 401 on purpose.
  test.use({ allowConsole: [/status of 401/] });
  const server = ownServer(7, { STAFF_MFA: "optional" });
  let secret = "";
  let recoveryCodes: string[] = [];
  let usedCode = "";

  test("a member sets up an app on the security page and gets ten recovery codes", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.getByRole("link", { name: /^Account|two-step@/ }).click();
    await page.getByRole("link", { name: /^Security/ }).click();
    await expect(page.getByRole("heading", { name: "Sign-in security" })).toBeVisible();
    await expectCleanAtBothWidths(page);
    await page.getByRole("link", { name: "Set up an authenticator app" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    secret = await shownSecret(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectCleanAtBothWidths(page);
    await hydrated(page);
    await page.getByLabel("Code from the app").fill(await codeFor(secret));
    // Adding a factor needs more than the session: the password confirms it is the member.
    await page.getByLabel("Your password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Turn on" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    recoveryCodes = await list.getByRole("listitem").allInnerTexts();
    expect(recoveryCodes.every((code) => /^[a-z2-7]{5}-[a-z2-7]{5}$/.test(code))).toBe(true);
    await expect(page.getByRole("link", { name: "Download .txt" })).toHaveAttribute("download", /recovery-codes\.txt$/);
    await expectCleanAtBothWidths(page);
    await page.reload();
    await expect(page.getByText("10 codes left")).toBeVisible();
  });

  test("signing in asks for a code after the password, and the code opens the admin", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
    await expect(page.getByRole("heading", { name: "Two-step sign in" })).toBeVisible();
    await expectCleanAtBothWidths(page);
    // The password alone opened nothing.
    await page.goto(`${server().baseUrl}/admin/blog`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.goto(`${server().baseUrl}/admin/login/verify`);
    usedCode = await codeFor(secret, 1);
    await page.getByLabel("Authentication code").fill(usedCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await signOut(page);
  });

  test("a recovery code signs in once instead of the app", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await expect(page.getByLabel("Recovery code")).toBeVisible();
    await expectCleanAtBothWidths(page);
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto(`${server().baseUrl}/admin/account/security`);
    await expect(page.getByText("9 codes left")).toBeVisible();
    await signOut(page);

    await passwordStep(page, server());
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText("That recovery code is not valid or was already used.");
  });

  test("a code that was already used is refused", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
    await page.getByLabel("Authentication code").fill(usedCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText("That code is not valid. Enter the current code from your authenticator app.");
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  });
  test("the sign-in-again dialog asks for the second step in place, and the post typed behind it is saved", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[1]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto(`${server().baseUrl}/admin/blog?new`);
    await hydrated(page);
    await page.getByLabel("Title").fill("Typed across two steps");
    await page.getByLabel("Content").fill("Kept while signing in again.");
    // The session ends (as if it timed out) under the open form.
    await page.context().clearCookies({ name: "lumenguard_admin" });
    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await dialog.getByLabel("Password").fill(MEMBER.password);
    await dialog.getByRole("button", { name: "Sign in and save" }).click();
    await expect(dialog.getByLabel("Authentication code")).toBeVisible();
    await dialog.getByRole("button", { name: "Use a recovery code instead" }).click();
    await dialog.getByLabel("Recovery code").fill(recoveryCodes[1]!);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("That recovery code is not valid or was already used.");
    await dialog.getByLabel("Recovery code").fill(recoveryCodes[2]!);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "Typed across two steps" })).toHaveCount(1);
  });
});

test.describe("STAFF_MFA=required", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const server = ownServer(8, { STAFF_MFA: "required" });

  test("the first sign-in sets up an authenticator app before the admin opens", async ({ page }) => {
    await acceptCookies(page);
    await passwordStep(page, server());
    await expect(page).toHaveURL(/\/admin\/login\/enrol$/);
    await expect(page.getByRole("heading", { name: "Set up two-step sign in" })).toBeVisible();
    await expectCleanAtBothWidths(page);
    // Nothing in the admin opens before it is done.
    await page.goto(`${server().baseUrl}/admin/blog`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.goto(`${server().baseUrl}/admin/login/enrol`);
    const secret = await shownSecret(page);
    await page.getByLabel("Code from the app").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Turn on two-step sign in" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await expectCleanAtBothWidths(page);
    await page.getByRole("link", { name: "I have saved them, continue" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await signOut(page);
    // From now on the code is asked for.
    await passwordStep(page, server());
    await expect(page).toHaveURL(/\/admin\/login\/verify$/);
  });
});

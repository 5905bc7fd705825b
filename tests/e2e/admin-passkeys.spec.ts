// Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain): a member adds one on their
// account page, signs out, signs in with it alone from the sign-in page, and removes it, after which
// it is refused by name. The pages are checked with axe at 1280 and 375 px.
//
// The server is this spec's own, with SITE_URL http://localhost:<port>: a passkey's relying party
// is SITE_URL's host name, and Chromium refuses an IP address (the suite's 127.0.0.1) as one, while
// localhost is a secure context over plain HTTP.
import type { CDPSession, Page } from "@playwright/test";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";
import { hydrated } from "#tests/e2e/support/admin.ts";

const ADMIN = { email: "keys@lumenguard.example", password: "correct horse battery staple" };
const port = Number(process.env.E2E_PORT ?? 4173) + 30;
const site = `http://localhost:${port}`;

/** A platform authenticator that holds discoverable credentials and verifies the person (a fingerprint, always accepted). */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/**
 * Axe on `path` in a second tab of the same browser (same session): the axe helper's own CDP
 * session, detached when it is done, takes the virtual authenticator of its page with it.
 */
async function expectCleanInAnotherTab(page: Page, path: string) {
  const other = await page.context().newPage();
  await other.goto(`${site}${path}`);
  await hydrated(other);
  await expectCleanAtBothWidths(other);
  await other.close();
}

test.describe("passkeys", () => {
  // The removed passkey's refusal is a 401 the browser logs.
  test.use({ allowConsole: [/status of 401/] });
  let server: ProductionServer;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startProductionServer({ port, env: { SITE_URL: site, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  test.afterAll(() => server?.stop());

  test("add a passkey, sign in with it alone, remove it", async ({ page }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await page.goto(`${site}/admin/login?next=${encodeURIComponent("/admin/account/passkeys")}`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${site}/admin/account/passkeys`);
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await hydrated(page);

    await page.getByLabel("Name", { exact: true }).fill("Test laptop");
    // Adding a way in needs more than the session: the password confirms it is the member.
    await page.getByLabel("Your password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The passkey is added." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Test laptop" })).toBeVisible();
    await expect(page.getByText("Not used yet")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true }), "ready for the next device").toHaveValue("");
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
    await expectCleanInAnotherTab(page, "/admin/account/passkeys");
    await expectCleanInAnotherTab(page, `/admin/account/passkeys?remove=${encodeURIComponent(Buffer.from(credentials[0]!.credentialId, "base64").toString("base64url"))}`);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(`${site}/admin/login?next=${encodeURIComponent("/admin/account/passkeys")}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(`${site}/admin/account/passkeys`);
    await expect(page.getByText(/Last used/)).toBeVisible();

    await page.getByRole("link", { name: "Remove “Test laptop”" }).click();
    await expect(page.getByText("Remove “Test laptop”? It will no longer sign you in")).toBeVisible();
    await page.getByRole("button", { name: "Remove passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The passkey is removed" })).toBeVisible();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    // The authenticator still holds it; the site no longer knows it.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(`${site}/admin/login`);
    await hydrated(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That passkey is not registered here." })).toBeVisible();
    await expect(page).toHaveURL(`${site}/admin/login`);
  });
});

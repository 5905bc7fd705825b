// The admin's suppression list on a production server over PostgreSQL: an admin reaches it from
// the admin bar, searches it and clears a mailbox with the keyboard alone; the screen is checked
// with axe at 1280 and 375 px, where nothing scrolls sideways.
import pg from "pg";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "boss@lumenguard.example", password: "correct horse battery staple" };

test.describe("the suppression list", () => {
  test.skip(!postgresUrl, "seeds PostgreSQL: set TEST_DATABASE_URL");

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  const port = Number(process.env.E2E_PORT ?? 4173) + 7;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({ port, env: { DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into mail_suppressions (mailbox_key, reason, response, created_at) values
        ('a.very.long.mailbox.name.that.wraps@subsidiary.of.a.large.corporation.example', 'bounce', 'EENVELOPE 550 5.1.1 <a.very.long.mailbox.name.that.wraps@subsidiary.of.a.large.corporation.example>: Recipient address rejected: User unknown in virtual mailbox table', now() - interval '2 days'),
        ('reader@list.example', 'unsubscribe', null, now() - interval '1 day'),
        ('gone@acme.example', 'bounce', 'EENVELOPE 550 5.1.1 User unknown', now())`,
    );
    await client.end();
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("an admin finds it in the bar, searches it and clears a mailbox with the keyboard", async ({ page }) => {
    await acceptCookies(page);
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent("/admin/audit")}`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await page.getByRole("link", { name: "Suppressions" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suppressions");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("gone@acme.example");
    await expectCleanAtBothWidths(page);

    await page.getByLabel("Address").fill("acme");
    await page.getByLabel("Address").press("Enter");
    await expect(page).toHaveURL(/\?q=acme$/);
    await expect(rows).toHaveCount(2);
    await expectCleanAtBothWidths(page);

    // Tab from the search to the one Clear button on the page, and press it.
    const clear = page.getByRole("button", { name: "Clear the suppression of gone@acme.example" });
    await page.getByLabel("Address").focus();
    for (let i = 0; i < 5 && !(await clear.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(clear).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "The suppression is cleared" })).toBeVisible();
    await expect(page.getByText("No suppressed mailbox matches.")).toBeVisible();
    await expectCleanAtBothWidths(page);
  });
});

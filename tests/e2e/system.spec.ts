// The admin's System page on the production build: reached from the admin bar, it shows the build,
// the processes, the database with its migrations and the outbox's state; axe clean at 1280 and
// 375 px. Who may open it is held by the role matrix (tests/integration/admin-roles).
import { signIn } from "#tests/e2e/support/admin.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";

test.beforeEach(({ page }) => acceptCookies(page));

test("an admin reads the system's state from the System page", async ({ page }) => {
  // A contact message without SMTP: its two e-mails wait in the outbox as held.
  const contact = await page.request.post("/api/functions/send-contact-email", {
    data: { firstName: "System", lastName: "Check", workEmail: "system.check@acme.example", message: "Checking the System page." },
  });
  expect(contact.status()).toBe(200);
  await signIn(page, "/admin/leads");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "System" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("System");

  const glance = page.getByRole("region", { name: "At a glance" });
  await expect(glance.getByText("Version", { exact: true })).toBeVisible();
  const migrations = glance.locator("div", { has: page.getByText("Migrations", { exact: true }) });
  await expect(migrations.getByText(/^(\d+) of \1$/)).toBeVisible();
  await expect(glance.getByText(/held for SMTP/)).toBeVisible();

  const processes = page.getByRole("region", { name: "Server processes" });
  await expect(processes.getByRole("cell", { name: /^pid \d+$/ })).toHaveCount(1);
  const outbox = page.getByRole("region", { name: /^Messages not sent yet/ });
  await expect(outbox.getByRole("link", { name: "held" })).toHaveAttribute("href", "/admin/leads?view=outbox&status=held");

  await expectCleanAtBothWidths(page);
});

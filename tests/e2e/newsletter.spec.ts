// The "AI Circle of Trust" newsletter in the browser (issue 18, item 5): subscribe from the block on
// the home page, go on to the report, open the confirmation link read from the outbox and confirm,
// then unsubscribe from the link every newsletter e-mail carries; the staff's subscriber list. Axe
// on every page of it, at a phone's width and a desktop's. The outbox is read from the database, so
// this spec runs its own production server on PostgreSQL.
import type { Page } from "@playwright/test";
import pg from "pg";
import type { QueuedMessage } from "#db/schema.ts";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, axeViolations, enhanced, expect, test } from "#tests/e2e/fixtures.ts";
import { asSent } from "#tests/support/queued-mail.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const STAFF = { email: "sales-lead@lumenguard.example", password: "a long and careful passphrase" };

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Nothing wider than the window (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("the newsletter from sign-up to unsubscribe", () => {
  test.skip(!postgresUrl, "reads the outbox from PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const port = Number(process.env.E2E_PORT ?? 4173) + 5;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port,
      env: { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
    });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  test.afterAll(async () => {
    await client?.end();
    await server?.stop();
    await database?.drop();
  });

  /** The newest confirmation e-mail to `email`: its confirmation link and its List-Unsubscribe https link. */
  async function linksFromOutbox(email: string) {
    const { rows } = await client.query<{ message: QueuedMessage }>(
      "select message from outbox where recipient = $1 and template = 'newsletter-confirmation' order by created_at desc limit 1",
      [email],
    );
    expect(rows).toHaveLength(1);
    // The e-mail as the outbox worker sends it (it renders the stored template then).
    const { message } = (await asSent(rows))[0]!;
    expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    return {
      confirm: new RegExp(`${server.baseUrl}/newsletter/confirm/[A-Za-z0-9_-]{43}`).exec(message.text)![0],
      unsubscribe: /^<([^>]+)>, <mailto:/.exec(message.headers!["List-Unsubscribe"]!)![1]!,
    };
  }

  for (const width of [375, 1280]) {
    test(`subscribe from the home page, confirm from the e-mail, unsubscribe (${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await acceptCookies(page);
      const email = `reader-${width}-${crypto.randomUUID().slice(0, 8)}@acme.example`;

      await page.goto(`${server.baseUrl}/`);
      await enhanced(page);
      const block = page.getByRole("region", { name: "AI Circle of Trust" });
      await block.getByLabel("Work e-mail").fill(email);
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(`${server.baseUrl}/aitrustscore-report?subscribed=1`);
      await expect(page.getByRole("status").filter({ hasText: "Almost there: please check your inbox." })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      const links = await linksFromOutbox(email);
      await page.goto(links.confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription to AI Circle of Trust");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
      await expectNoAxeViolations(page);
      expect((await client.query("select status from newsletter_subscribers where mailbox = $1", [email])).rows).toEqual([{ status: "active" }]);

      await page.goto(links.unsubscribe);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from AI Circle of Trust?");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
      await expectNoAxeViolations(page);
      expect((await client.query("select status from newsletter_subscribers where mailbox = $1", [email])).rows).toEqual([{ status: "unsubscribed" }]);

      // The unsubscribe is a suppression only this page's own link lifts: subscribing again here.
      expect((await client.query("select reason from mail_suppressions where mailbox_key = $1", [email])).rows).toEqual([{ reason: "unsubscribe" }]);
      await page.getByRole("button", { name: "Subscribe again" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed again");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect((await client.query("select status from newsletter_subscribers where mailbox = $1", [email])).rows).toEqual([{ status: "active" }]);
      expect((await client.query("select reason from mail_suppressions where mailbox_key = $1", [email])).rows).toEqual([]);
      // And off again: the same link, the same button, suppressed once more.
      await page.goto(links.unsubscribe);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
      expect((await client.query("select reason from mail_suppressions where mailbox_key = $1", [email])).rows).toEqual([{ reason: "unsubscribe" }]);
    });
  }

  test.describe("refusals", () => {
    // The browser's own line about a 404 document.
    test.use({ allowConsole: [/the server responded with a status of 404/] });

    test("a bad address is refused in the block, and a link that does not work says so", async ({ page }) => {
      await acceptCookies(page);
      await page.goto(`${server.baseUrl}/newsletter`);
      await enhanced(page);
      const block = page.getByRole("region", { name: "AI Circle of Trust" });
      await block.getByLabel("Work e-mail").fill("ciso@");
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(block.getByRole("alert")).toHaveText("Please enter a valid email address");
      await expect(page).toHaveURL(`${server.baseUrl}/newsletter`);

      const unknown = await page.goto(`${server.baseUrl}/newsletter/confirm/${"A".repeat(43)}`);
      expect(unknown!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
      await expectNoAxeViolations(page);
    });
  });

  test("staff see the subscribers with their status and dates, and export them", async ({ page }) => {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent("/admin/subscribers")}`);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/admin/subscribers`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribers");
    const table = page.getByRole("table", { name: "Newsletter subscribers, newest sign-up first" });
    await expect(table.getByRole("row").filter({ hasText: "reader-1280-" })).toContainText("unsubscribed");
    await expectNoAxeViolations(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await (await download).createReadStream();
    const text = (await csv.toArray()).map(String).join("");
    expect(text).toContain("reader-375-");
    await page.getByRole("navigation", { name: "Subscriber status" }).getByRole("link", { name: /^Unsubscribed/ }).click();
    await expect(page).toHaveURL(/status=unsubscribed$/);
    await expect(table.getByRole("row").filter({ hasText: "reader-" })).toHaveCount(2);
  });
});

// The Insights page end to end, on its own production server over PostgreSQL with a few leads of
// a campaign and a day of page views: a report draws its chart (recharts, loaded after hydration)
// beside its table; a row's link and a bar of the chart open the inbox filtered to exactly its leads; an editor sees the
// content report, sales the conversion report; the range form works without JavaScript; axe is clean at 1280 and 375 px; and the chart library stays out of the page's
// first-load JavaScript, which keeps within the admin's budget.
import pg from "pg";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import { visitDayOf } from "#app/features/insights/visit-counter.server.ts";
import { SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { budgetViolations } from "#scripts/quality/budgets.ts";
import { measureFirstLoadJs } from "#scripts/quality/first-load-js.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";
import type { Page } from "@playwright/test";

const postgresUrl = process.env.TEST_DATABASE_URL;
const BOSS = { email: "insights-boss@lumenguard.example", password: "correct horse battery staple" };
const EDITOR = { email: "insights-editor@lumenguard.example", password: "correct horse battery stable" };
const SELLER = { email: "insights-seller@lumenguard.example", password: "correct horse battery saddle" };
type Account = typeof BOSS;

test.describe("the Insights page", () => {
  test.skip(!postgresUrl, "runs its own server on PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  /** The Eastern day of the leads and page views, three days ago. */
  let day: string;
  const port = Number(process.env.E2E_PORT ?? 4173) + 2;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port,
      env: { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: BOSS.email, ADMIN_PASSWORD: BOSS.password },
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Two leads of the spring campaign and one without, a few days ago (inside the last 30 days).
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    day = visitDayOf(threeDaysAgo);
    for (const [first, utm] of [["Sprout", { utm_source: "linkedin", utm_campaign: "spring" }], ["Blossom", { utm_source: "google", utm_campaign: "spring" }], ["Winter", {}]] as const) {
      await client.query(
        `insert into leads (kind, function_name, first_name, last_name, email, utm, source_page, created_at)
         values ('contact', 'send-contact-message', $1, 'Insight', $2, $3, '/pricing', $4)`,
        [first, `${first.toLowerCase()}@acme.example`, JSON.stringify(utm), threeDaysAgo],
      );
    }
    for (const [account, role] of [[EDITOR, "editor"], [SELLER, "sales"]] as const) {
      await client.query("insert into admins (email, password_hash, role) values ($1, $2, $3)", [account.email, await hashPassword(account.password), role]);
    }
    // The page views of the same day: /pricing (where the three leads were sent from) and a post.
    await client.query("insert into visit_days (day, views, visitors) values ($1, 52, 27)", [day]);
    await client.query("insert into visit_pages (day, path, views, visitors) values ($1, '/pricing', 40, 20), ($1, '/blog/securing-ai-agents', 12, 9)", [day]);
    await client.end();
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  async function signIn(page: Page, next: string, account: Account = BOSS) {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
  }

  test("a report draws its chart beside its table, and a row opens the inbox with its leads", async ({ page }) => {
    await acceptCookies(page);
    await signIn(page, "/admin/insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" })).toBeVisible();

    const leads = page.getByRole("region", { name: "Leads", exact: true });
    await expect(leads.locator("[data-chart=leads] .recharts-wrapper > svg")).toBeVisible();
    await expect(leads.getByRole("table", { name: "Leads per day by kind" })).toBeVisible();
    await expect(leads.locator("dl dd").first()).toHaveText("3");

    const campaigns = page.getByRole("table", { name: "Leads by UTM campaign" });
    await expect(campaigns.getByRole("row", { name: /spring/ }).getByRole("cell").first()).toHaveText("2");
    await expectCleanAtBothWidths(page);

    await campaigns.getByRole("link", { name: "spring" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?.*utm_campaign=spring/);
    await expect(page.getByText("Only leads where UTM campaign is spring")).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByText("Sprout Insight")).toBeVisible();
    await expect(table.getByText("Blossom Insight")).toBeVisible();
    await expect(table.getByText("Winter Insight")).toHaveCount(0);
  });

  test("a bar of the chart opens the inbox with the leads of its day", async ({ page }) => {
    await acceptCookies(page);
    await signIn(page, "/admin/insights");
    const leads = page.getByRole("region", { name: "Leads", exact: true });
    // The three leads arrived on one day: the only bar with a height (recharts draws none for a zero).
    const bars = leads.locator("[data-chart=leads] .recharts-bar-rectangle path");
    await expect(bars).toHaveCount(1);
    await bars.click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?from=${day}&to=${day}$`));
    const table = page.getByRole("table");
    for (const name of ["Sprout Insight", "Blossom Insight", "Winter Insight"]) await expect(table.getByText(name)).toBeVisible();
  });

  test("an editor sees the content report: its chart beside its table, and no lead reports", async ({ page }) => {
    await acceptCookies(page);
    await signIn(page, "/admin/insights", EDITOR);
    const content = page.getByRole("region", { name: "Content", exact: true });
    await expect(content.locator("[data-chart=content] .recharts-wrapper > svg")).toBeVisible();
    await expect(content.getByRole("table", { name: "Page views and visitors per day" })).toBeVisible();
    await expect(content.locator("dl dd").first()).toHaveText("52");
    const posts = content.getByRole("table", { name: "Most read posts" });
    await expect(posts.getByRole("row", { name: /securing-ai-agents/ }).getByRole("cell")).toHaveText(["12", "9", "0", "0"]);
    await expect(page.getByRole("region", { name: "Conversion", exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Leads", exact: true })).toHaveCount(0);
    await expect(page.getByText("arrive here once page views are counted")).toHaveCount(0);
    await expectCleanAtBothWidths(page);
  });

  test("sales see the conversion report, and a page's row opens the inbox with its leads", async ({ page }) => {
    await acceptCookies(page);
    await signIn(page, "/admin/insights", SELLER);
    const conversion = page.getByRole("region", { name: "Conversion", exact: true });
    await expect(conversion.locator("[data-chart=conversion] .recharts-wrapper > svg")).toBeVisible();
    const byPage = conversion.getByRole("table", { name: "Visitors and leads by page" });
    // 3 leads from /pricing over its 20 visitors: 15 per 100.
    await expect(byPage.getByRole("row", { name: /\/pricing/ }).getByRole("cell")).toHaveText(["20", "3", "15"]);
    await expect(page.getByRole("region", { name: "Content", exact: true })).toBeVisible();
    await expectCleanAtBothWidths(page);

    await byPage.getByRole("link", { name: "/pricing" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?.*landing=%2Fpricing/);
    const table = page.getByRole("table");
    await expect(table.getByText("Sprout Insight")).toBeVisible();
    await expect(table.getByText("Winter Insight")).toBeVisible();
  });

  test("the date range works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "/admin/insights");
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-31");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
    await expect(page.getByText("Jan 1, 2026 – Jan 31, 2026 (31 days")).toBeVisible();
    await expect(page.getByRole("table", { name: "Leads per day by kind" })).toBeVisible();
    await context.close();
  });

  test("the chart library stays out of the page's first-load JavaScript", async ({ page }) => {
    await signIn(page, "/admin/insights");
    const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!;
    const measured = await measureFirstLoadJs(server.baseUrl, "/admin/insights", { Cookie: `${SESSION_COOKIE}=${session.value}` });
    expect(measured.hydrates).toBe(true);
    expect(measured.files.filter((file) => file.includes("insights-chart"))).toEqual([]);
    expect(budgetViolations({ routes: [measured], cssGzipBytes: 0, images: [] })).toEqual([]);
    console.log(`/admin/insights first-load JS: ${(measured.gzipBytes / 1024).toFixed(1)} KB gzip in ${measured.files.length} files`);
  });
});

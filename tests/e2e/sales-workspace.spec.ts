// The sales workspace end to end, on its own production server over PostgreSQL (the invitation's
// link is read from the outbox): an admin invites a sales person, who sets a password from the
// e-mailed link, works a lead (status, owner, note), finds it among the upcoming meetings and
// erases it; the admin reads the audit log and deactivates the account, which signs it out.
// Every new screen is checked with axe at 1280 and 375 px.
import type { Browser, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import pg from "pg";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { visit } from "#tests/e2e/support/navigation.ts";
import { futureWeekday, longDate } from "#tests/e2e/support/booking.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const BOSS = { email: "boss@lumenguard.example", password: "correct horse battery staple" };

/** Axe at desktop and phone width; at 375 px nothing may scroll sideways. */
async function checkScreen(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at 375px on ${page.url()}`).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("the sales workspace", () => {
  test.skip(!postgresUrl, "reads the outbox from PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });
  // The refusals these steps provoke on purpose (a used link, a role's 403, a mismatched password).
  test.use({ allowConsole: [/status of 4(03|10|22|09)/] });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const port = Number(process.env.E2E_PORT ?? 4173) + 2;
  const seller = { email: `seller-${crypto.randomUUID().slice(0, 8)}@lumenguard.example`, password: "a sales team passphrase" };
  const visitor = { first: "Erika", last: "Mustermann", email: `erika-${crypto.randomUUID().slice(0, 8)}@acme.example` };
  let sellerPage: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port,
      env: { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: BOSS.email, ADMIN_PASSWORD: BOSS.password },
    });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    sellerPage = await newPage(browser);
  });
  test.afterAll(async () => {
    await sellerPage?.context().close();
    await client?.end();
    await server?.stop();
    await database?.drop();
  });

  async function newPage(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await acceptCookies(page);
    return page;
  }

  async function signInAs(page: Page, who: { email: string; password: string }, next: string) {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  }

  test("an admin invites a sales person, who sets a password from the e-mailed link", async ({ page }) => {
    await acceptCookies(page);
    await signInAs(page, BOSS, "/admin/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
    await checkScreen(page);
    const invite = page.getByRole("region", { name: "Invite someone" });
    await invite.getByLabel("Work e-mail").fill(seller.email);
    await invite.getByLabel("Role").selectOption("sales");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "invitation" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Open invitations" })).toContainText(seller.email);

    const mail = await client.query<{ text: string }>("select message->>'text' as text from outbox where recipient = $1 and template = 'staff-invitation'", [seller.email]);
    const link = mail.rows[0]!.text.match(/https?:\/\/\S+\/admin\/invitation\/[A-Za-z0-9_-]+/)![0];

    await visit(sellerPage, link);
    await expect(sellerPage.getByRole("heading", { level: 1 })).toHaveText("Set your password");
    await expect(sellerPage.getByText(seller.email)).toBeVisible();
    await checkScreen(sellerPage);
    await sellerPage.getByLabel("New password").fill(seller.password);
    await sellerPage.getByLabel("Repeat the password").fill("a different passphrase");
    await sellerPage.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(sellerPage.getByText("The two passwords do not match.")).toBeVisible();
    await sellerPage.getByLabel("Repeat the password").fill(seller.password);
    await sellerPage.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(sellerPage).toHaveURL(/\/admin\/leads$/);
    // A sales person's bar has the leads, the newsletter's subscribers and their availability, nothing of the blog or the staff.
    const nav = sellerPage.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link")).toHaveText(["Leads", "Subscribers", "Availability", "Insights"]);

    // The link worked once.
    const again = await sellerPage.request.get(link);
    expect(again.status()).toBe(410);
  });

  test("the sales person works a lead: search, status, owner, note, upcoming meetings", async () => {
    const day = futureWeekday(3);
    const booked = await sellerPage.request.post(`${server.baseUrl}/api/functions/send-discovery-confirmation`, {
      data: { firstName: visitor.first, lastName: visitor.last, email: visitor.email, date: longDate(day), time: "2:00 PM", comments: "Keen on guardrails", idempotencyKey: crypto.randomUUID() },
    });
    expect(booked.status()).toBe(200);

    const page = sellerPage;
    await visit(page, `${server.baseUrl}/admin/leads`);
    await checkScreen(page);
    // "/" jumps to the search box; Enter searches; the query lands in the URL.
    await page.keyboard.press("/");
    await expect(page.getByLabel("Search", { exact: true })).toBeFocused();
    await page.keyboard.type("mustermann");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=mustermann/);
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("1 lead match")).toBeVisible();
    await page.getByRole("link", { name: `${visitor.first} ${visitor.last}` }).click();
    // The focus follows into the lead's detail.
    await expect(page.getByRole("heading", { level: 2, name: `${visitor.first} ${visitor.last}` })).toBeFocused();

    const pipeline = page.getByRole("region", { name: "Pipeline" });
    await pipeline.getByLabel("Status").selectOption("contacted");
    await pipeline.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "status is updated" })).toBeVisible();
    await pipeline.getByLabel("Owner").selectOption({ label: seller.email });
    await pipeline.getByRole("button", { name: "Save owner" }).click();
    await expect(page.getByRole("status").filter({ hasText: "owner is updated" })).toBeVisible();
    await pipeline.getByRole("button", { name: "Add note" }).click();
    // An empty note is refused by the form before it leaves (required), and by the server.
    await pipeline.getByLabel("Add a note").fill("Called; wants the red-teaming report before the call.");
    await pipeline.getByRole("button", { name: "Add note" }).click();
    await expect(pipeline.getByRole("listitem").filter({ hasText: "wants the red-teaming report" })).toContainText(seller.email);
    await expect(pipeline.getByLabel("Status")).toHaveValue("contacted");
    await expect(pipeline.getByLabel("Owner")).toHaveValue(/[0-9a-f-]{36}/);
    // Escape closes the lead, back to the list as it was filtered.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Escape");
    await expect(pipeline).toHaveCount(0);
    await expect(page).toHaveURL(/q=mustermann&status=new$/);
    // The list filtered on "new" no longer has it; the status counts say where it went.
    await expect(page.getByText("No leads match this search and these filters.")).toBeVisible();
    await page.getByRole("navigation", { name: "Lead status" }).getByRole("link", { name: /^Contacted/ }).click();
    const row = page.getByRole("row").filter({ hasText: visitor.email });
    await expect(row).toContainText(seller.email);
    await checkScreen(page);
    // Closed with Esc, the lead gives the focus back to its name in the list.
    await row.getByRole("link", { name: `${visitor.first} ${visitor.last}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `${visitor.first} ${visitor.last}` })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(row.getByRole("link", { name: `${visitor.first} ${visitor.last}` })).toBeFocused();

    await page.getByRole("link", { name: /^Upcoming meetings/ }).click();
    await expect(page.getByRole("heading", { name: "Upcoming meetings" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `${visitor.first} ${visitor.last}` })).toContainText("Discovery call");
    await checkScreen(page);

    // The blog is not part of the role.
    const blog = await page.goto(`${server.baseUrl}/admin/blog`);
    expect(blog?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not part of your role" })).toBeVisible();
  });

  test("the sales person erases the lead: its meeting is cancelled and nothing of it is left", async () => {
    const page = sellerPage;
    const [{ id }] = (await client.query<{ id: string }>("select id from leads where email = $1", [visitor.email])).rows as [{ id: string }];
    await visit(page, `${server.baseUrl}/admin/leads?id=${id}`);
    const pipeline = page.getByRole("region", { name: "Pipeline" });
    await pipeline.getByText("Erase this lead…").click();
    await pipeline.getByRole("button", { name: "Erase the lead" }).click();
    // Typing the confirmation is required.
    await pipeline.getByLabel("Type ERASE to confirm").fill("erase please");
    await pipeline.getByRole("button", { name: "Erase the lead" }).click();
    await expect(pipeline.getByText("Type ERASE to confirm.")).toBeVisible();
    await pipeline.getByLabel("Type ERASE to confirm").fill("ERASE");
    await pipeline.getByRole("button", { name: "Erase the lead" }).click();
    await expect(page.getByRole("status").filter({ hasText: "the meeting is cancelled" })).toBeVisible();
    await expect(page).not.toHaveURL(/id=/);

    expect((await client.query("select 1 from leads where email = $1", [visitor.email])).rowCount).toBe(0);
    expect((await client.query("select 1 from lead_notes")).rowCount).toBe(0);
    const mail = await client.query<{ template: string; redact: boolean }>(
      "select template, redact_after_send as redact from outbox where recipient = $1 order by created_at",
      [visitor.email],
    );
    // Only the cancellation is left for the visitor, to be blanked once sent.
    expect(mail.rows).toEqual([{ template: "booking-cancelled", redact: true }]);
  });

  test("the sales person exports the leads; the sign-out address leads home; signing out lands on the sign-in page, and signing in again on the leads", async () => {
    const page = sellerPage;
    await visit(page, `${server.baseUrl}/admin/leads`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export all leads (CSV)" }).click();
    expect((await download).suggestedFilename()).toMatch(/-leads-\d{4}-\d{2}-\d{2}\.csv$/);

    // A visit to the sign-out address (a refused sign-out's Reload) goes to the role's own home, not the blog.
    await visit(page, `${server.baseUrl}/admin/logout`);
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    await page.getByLabel("Email").fill(seller.email);
    await page.getByLabel("Password").fill(seller.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  });

  test("the admin reads the audit log and deactivates the sales person, who is signed out at once", async ({ page }) => {
    await acceptCookies(page);
    await signInAs(page, BOSS, "/admin/audit");
    const log = page.getByRole("table");
    for (const action of [
      "Signed out",
      "Exported leads (CSV)",
      "Erased a lead",
      "Added a note to a lead",
      "Changed a lead's owner",
      "Changed a lead's status",
      "Joined the staff",
      "Invited a staff member",
      "Signed in",
    ]) {
      await expect(log.getByRole("cell", { name: new RegExp(`^${action.replace(/[()]/g, "\\$&")}`) }).first()).toBeVisible();
    }
    expect(await page.content()).not.toContain(visitor.email);
    expect(await page.content()).not.toContain(visitor.last);
    await checkScreen(page);

    // One member's entries, on the page and as a CSV.
    await page.getByLabel("Member").selectOption({ label: seller.email });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/member=[0-9a-f-]{36}/);
    const rows = log.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(seller.email);
    await expect(log).not.toContainText(BOSS.email);
    await checkScreen(page);
    const exported = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export these entries (CSV)" }).click();
    const csv = readFileSync((await (await exported).path())!, "utf8").trim().split(/\r\n/);
    expect(csv[0]).toBe("at,member,action,subject_type,subject_id,details");
    expect(csv.length).toBe((await rows.count()) + 1);
    expect(csv.slice(1).every((line) => line.includes(`,${seller.email},`))).toBe(true);

    await visit(page, `${server.baseUrl}/admin/staff`);
    const account = page.getByRole("listitem").filter({ hasText: seller.email });
    await account.getByRole("button", { name: /^Deactivate/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "signed out everywhere" })).toBeVisible();
    await expect(account).toContainText("Deactivated");
    // The last admin cannot demote themselves.
    const me = page.getByRole("listitem").filter({ hasText: `${BOSS.email} (you)` });
    await me.getByLabel(/^Role of/).selectOption("editor");
    await me.getByRole("button", { name: /^Change role/ }).click();
    await expect(page.getByRole("alert")).toContainText("last active admin");

    await sellerPage.goto(`${server.baseUrl}/admin/leads`);
    await expect(sellerPage).toHaveURL(/\/admin\/login\?next=/);
  });
});

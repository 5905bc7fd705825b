// The site's content as an editor changes it (issue 35), on its own production server over
// PostgreSQL with two processes (WEB_CONCURRENCY=2), so a change must reach the stored pages of
// both: the announcement bar on every public page within a second, a news item in the ticker and
// the newsroom, a press release on its own page (listed in the newsroom and the sitemap), a stale
// second tab's save refused without losing its text, a revision restored, and an announcement
// scheduled a minute ahead that appears by itself.
import http from "node:http";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { openDatabase, type DatabaseHandle } from "#db/index.ts";
import { admins, auditLog } from "#db/schema.ts";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { freePort } from "#scripts/lib/free-port.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { hydrated, unique } from "#tests/e2e/support/admin.ts";
import { htmlErrors } from "#tests/e2e/support/html-validity.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const EDITOR = { email: `editor-${crypto.randomUUID().slice(0, 8)}@lumenguard.example`, password: "an editor's long passphrase" };
const PUBLIC_PAGES = ["/", "/pricing", "/newsroom", "/blog", "/about-us", "/contact-us"];

/** A page's HTML over a connection of its own, so the cluster hands successive requests to each process in turn. */
function freshGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { Connection: "close" } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/** Axe at desktop and phone width; at 375 px nothing may scroll sideways. */
async function checkScreen(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at 375px on ${page.url()}`).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("site content, as an editor changes it", () => {
  test.skip(!postgresUrl, "runs two processes on PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });
  // The refusals these steps provoke on purpose: an unsafe link (422), a stale save (409).
  test.use({ allowConsole: [/status of 4(09|22)/] });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port: await freePort(),
      env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "warn" },
    });
    handle = await openDatabase({ databaseUrl: database.url });
    const { admin } = await createOrResetAdmin(handle.db, EDITOR.email, EDITOR.password);
    await handle.db.update(admins).set({ role: "editor" }).where(eq(admins.id, admin.id));
  });
  test.afterAll(async () => {
    await handle?.close();
    await server?.stop();
    await database?.drop();
  });
  test.beforeEach(({ page }) => acceptCookies(page));

  async function signIn(page: Page, next: string) {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  }

  async function openAnnouncement(page: Page) {
    await page.goto(`${server.baseUrl}/admin/content/announcement`);
    // The one announcement there is until the scheduling test adds more.
    await page.getByRole("link", { name: /^Edit “/ }).first().click();
    await expect(page.getByRole("heading", { name: "Edit announcement" })).toBeVisible();
    await hydrated(page);
  }

  /** Whether every public page, asked twice over fresh connections (both processes), shows `text`. */
  async function shownEverywhere(text: string) {
    const pages = await Promise.all([...PUBLIC_PAGES, ...PUBLIC_PAGES].map((path) => freshGet(`${server.baseUrl}${path}`)));
    return pages.every((html) => html.includes(text));
  }

  test("the announcement bar changes on every public page, in both processes, within a second", async ({ page }) => {
    // Every page stored in both processes' caches first.
    expect(await shownEverywhere("Lumenguard is named a 2025 Cool Vendor")).toBe(true);
    await signIn(page, "/admin/content");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Blog posts", "Site content"]);
    await checkScreen(page);
    await page.getByRole("link", { name: "Announcement bar" }).click();
    await checkScreen(page);
    await openAnnouncement(page);
    await checkScreen(page);
    const text = unique("Agent Shield is now generally available.");
    await page.getByLabel(/^Text\*?$/).fill(text);
    await page.getByLabel(/^Link\*?$/).fill("/pricing");
    await page.getByLabel("Link text").fill("See pricing");
    await expect(page.locator("[data-entry-preview]")).toContainText(text);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    const saved = Date.now();
    await expect.poll(() => shownEverywhere(text), { timeout: 1_000, intervals: [100] }).toBe(true);
    expect(Date.now() - saved).toBeLessThan(1_500);
    const home = await freshGet(server.baseUrl);
    expect(home).toContain('<a href="/pricing" class="font-semibold text-brand-amber');
  });

  test("a news item shows in the home page's ticker and at the top of the newsroom", async ({ page }) => {
    await signIn(page, "/admin/content/news");
    await page.getByRole("link", { name: "New news item" }).click();
    await hydrated(page);
    const headline = unique("Lumenguard opens a research lab in Dublin");
    await page.getByLabel("Headline").fill(headline);
    await page.getByLabel("Label").fill("Company news");
    await page.getByLabel(/^Link\*?$/).fill("javascript:alert(1)");
    await page.getByLabel("Date").fill("2026-11-20");
    await page.getByLabel("Shown in").selectOption("both");
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter an address on this site (starting with /) or a full https:// address.")).toBeVisible();
    await expect(page.getByLabel("Headline")).toHaveValue(headline);
    await page.getByLabel(/^Link\*?$/).fill("/aitrustscore-report");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: headline })).toContainText("Showing");

    const visitor = page.context();
    const home = await visitor.newPage();
    await home.goto(`${server.baseUrl}/`);
    await expect(home.getByRole("region", { name: "Latest news" }).getByRole("link", { name: new RegExp(headline) })).toHaveAttribute("href", "/aitrustscore-report");
    await home.goto(`${server.baseUrl}/newsroom`);
    const first = home.getByRole("list", { name: "Press coverage" }).getByRole("listitem").first();
    await expect(first).toContainText(headline);
    await expect(first).toContainText("November 20, 2026");
    // One of ours opens in the same tab.
    await expect(first.getByRole("link")).not.toHaveAttribute("target", "_blank");
    await home.close();
  });

  test("a press release gets its own page, listed in the newsroom and the sitemap", async ({ page }) => {
    // Axe on three pages at two widths, and the HTML checker.
    test.setTimeout(120_000);
    await signIn(page, "/admin/content/press");
    await page.getByRole("link", { name: "New press release" }).click();
    await hydrated(page);
    const title = unique("Lumenguard raises its Series B");
    const slug = `series-b-${Date.now().toString(36)}`;
    await page.getByLabel(/^Title\*?$/).fill(title);
    await page.getByLabel(/^Address\*?$/).fill("Series B!");
    await page.getByLabel(/^Summary\*?$/).fill("The round funds the AI Trust Score's next stage and a research lab in Dublin.");
    await page.getByLabel(/^Date\*?$/).fill("2026-11-24");
    await page.getByLabel("Location line").fill("BOSTON, MA");
    await page.getByLabel(/^Body\*?$/).fill("## What the round funds\n\n- A research lab in Dublin\n- Agent red teaming\n\nSee [our pricing](/pricing).");
    await page.getByLabel(/^Published/).check();
    // The live preview renders the Markdown on the server, as the page will.
    const preview = page.locator("[data-entry-preview]");
    await expect(preview.getByRole("heading", { name: "What the round funds" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["A research lab in Dublin", "Agent red teaming"]);
    await expect(preview).toContainText("November 24, 2026");
    await checkScreen(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Address may hold only lower-case letters, digits and single hyphens.")).toBeVisible();
    await expect(page.getByLabel(/^Title\*?$/)).toHaveValue(title);
    await page.getByLabel(/^Address\*?$/).fill(slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Showing");

    const visitor = await page.context().newPage();
    await visitor.goto(`${server.baseUrl}/newsroom`);
    const releases = visitor.getByRole("region", { name: "Press releases" });
    await expect(releases).toContainText("The round funds the AI Trust Score's next stage");
    await checkScreen(visitor);
    await releases.getByRole("link", { name: title }).click();
    await expect(visitor).toHaveURL(`${server.baseUrl}/newsroom/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole("heading", { level: 2, name: "What the round funds" })).toBeVisible();
    await expect(visitor.locator("[data-post-body] li")).toHaveText(["A research lab in Dublin", "Agent red teaming"]);
    await expect(visitor.getByText("BOSTON, MA — November 24, 2026")).toBeVisible();
    await checkScreen(visitor);
    await visitor.getByRole("link", { name: "Back to Newsroom" }).click();
    await expect(visitor).toHaveURL(`${server.baseUrl}/newsroom`);
    expect(await freshGet(`${server.baseUrl}/sitemap.xml`)).toContain(`<loc>${server.baseUrl}/newsroom/${slug}</loc>`);
    const documents = await Promise.all(["/newsroom", `/newsroom/${slug}`].map(async (path) => ({ path, html: await freshGet(`${server.baseUrl}${path}`) })));
    expect(htmlErrors(documents)).toBe("");
    await visitor.close();
  });

  test("a stale second tab's save is refused without losing its text; a revision is restored", async ({ page }) => {
    await signIn(page, "/admin/content");
    const other = await page.context().newPage();
    await openAnnouncement(page);
    await openAnnouncement(other);

    const first = unique("Saved in the first tab.");
    await page.getByLabel(/^Text\*?$/).fill(first);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();

    const second = unique("Typed in the second tab.");
    await other.getByLabel(/^Text\*?$/).fill(second);
    await other.getByRole("button", { name: "Save" }).click();
    const refusal = other.getByRole("alert").filter({ hasText: "Not saved:" });
    await expect(refusal).toContainText(`${EDITOR.email} saved this announcement after you opened it. Your text is still in the form.`);
    await expect(refusal).toContainText(first);
    await expect(other.getByLabel(/^Text\*?$/)).toHaveValue(second);
    await other.getByRole("button", { name: "Keep mine, to save over theirs" }).click();
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await expect.poll(() => shownEverywhere(second), { timeout: 1_000, intervals: [100] }).toBe(true);
    await other.close();

    await openAnnouncement(page);
    await page.getByText(/^Revisions \(/).click();
    const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await expect(revisions).toHaveCount(3);
    await revisions.nth(1).getByRole("button", { name: /^Restore/ }).click();
    await expect(page.getByLabel(/^Text\*?$/)).toHaveValue(first);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await expect.poll(() => shownEverywhere(first), { timeout: 1_000, intervals: [100] }).toBe(true);
    const restored = await handle.db.select().from(auditLog).where(eq(auditLog.action, "content.restored"));
    expect(restored.map((row) => row.actorEmail)).toEqual([EDITOR.email]);
  });

  test("an announcement scheduled a minute ahead takes the bar by itself, and a draft never shows", async ({ page }) => {
    test.setTimeout(200_000);
    await signIn(page, "/admin/content/announcement");
    await page.getByRole("link", { name: "New announcement" }).click();
    await hydrated(page);
    const scheduled = unique("Join us at the AI Security Summit.");
    await page.getByLabel(/^Text\*?$/).fill(scheduled);
    await page.getByLabel(/^Link\*?$/).fill("/contact-us");
    await page.getByLabel("Link text").fill("Meet the team");
    await page.getByLabel(/^Published/).check();
    // The next whole minute at least 60 seconds away, typed as the editor's clock shows it.
    const local = await page.evaluate(() => {
      const at = new Date(Date.now() + 60_000);
      if (at.getSeconds() > 0 || at.getMilliseconds() > 0) at.setMinutes(at.getMinutes() + 1, 0, 0);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await page.getByLabel(/^Show from/).fill(local);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: scheduled })).toContainText("Scheduled");

    await page.getByRole("link", { name: "New announcement" }).click();
    await hydrated(page);
    const draft = unique("A draft nobody outside sees.");
    await page.getByLabel(/^Text\*?$/).fill(draft);
    await page.getByLabel(/^Link\*?$/).fill("/pricing");
    await page.getByLabel("Link text").fill("Pricing");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row").filter({ hasText: draft })).toContainText("Draft");

    expect(await shownEverywhere(scheduled)).toBe(false);
    await expect.poll(() => shownEverywhere(scheduled), { timeout: 150_000, intervals: [2_000] }).toBe(true);
    expect(await shownEverywhere(draft)).toBe(false);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: scheduled })).toContainText("Showing");
    await expect(page.getByRole("row").filter({ hasText: "Saved in the first tab" })).toContainText("Waiting: another announcement shows");
  });
});
